import type { SearchProvider } from './types';

// Search results of the settings domain (filled by its issue).
export const settingsSearch: SearchProvider = async () => [];
