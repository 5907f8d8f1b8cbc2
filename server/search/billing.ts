import type { SearchProvider } from './types';

// Search results of the billing domain (filled by its issue).
export const billingSearch: SearchProvider = async () => [];
