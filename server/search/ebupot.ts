import type { SearchProvider } from './types';

// Search results of the ebupot domain (filled by its issue).
export const ebupotSearch: SearchProvider = async () => [];
