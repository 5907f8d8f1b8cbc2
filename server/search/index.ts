import { billingSearch } from './billing';
import { ebupotSearch } from './ebupot';
import { settingsSearch } from './settings';
import type { SearchProvider } from './types';

/** Every result here opens a client page, and client pages are client-only: none for the admin. */
const forClients =
  (provider: SearchProvider): SearchProvider =>
  async (ctx) =>
    ctx.user.role === 'client' ? provider(ctx) : [];

/** Every domain's search provider; the shell's /app-bar/search adds the pages and merges. */
export const searchProviders: SearchProvider[] = [billingSearch, ebupotSearch, settingsSearch].map(
  forClients,
);
