import type { SeedContext } from './context';

// Demo data of the billing domain (filled by its issue).
export async function seedBilling(_ctx: SeedContext): Promise<void> {}
