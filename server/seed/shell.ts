import type { SeedContext } from './context';

// Demo data of the shell domain (filled by its issue).
export async function seedShell(_ctx: SeedContext): Promise<void> {}
