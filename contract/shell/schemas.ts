// zod schema of the shell's search query, for the server's validation.

import { SEARCH_LANGUAGES, SEARCH_MAX_QUERY } from '../shell';
import { z } from '../zod';

/** GET /app-bar/search?q=&lng= */
export const searchQuerySchema = z.object({
  q: z.string().max(SEARCH_MAX_QUERY).default(''),
  lng: z.enum(SEARCH_LANGUAGES).default('en'),
});
