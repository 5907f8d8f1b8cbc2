import { billingSearch } from './billing';
import { ebupotSearch } from './ebupot';
import { settingsSearch } from './settings';
import type { SearchProvider } from './types';

/** Every domain's search provider; the shell's /app-bar/search adds the pages and merges. */
export const searchProviders: SearchProvider[] = [billingSearch, ebupotSearch, settingsSearch];
