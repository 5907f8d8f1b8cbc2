import type { SeedContext } from './context';

// Demo data of the ebupot domain (filled by its issue).
export async function seedEbupot(_ctx: SeedContext): Promise<void> {}
