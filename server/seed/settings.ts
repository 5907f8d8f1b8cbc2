import type { SeedContext } from './context';

// Demo data of the settings domain (filled by its issue).
export async function seedSettings(_ctx: SeedContext): Promise<void> {}
