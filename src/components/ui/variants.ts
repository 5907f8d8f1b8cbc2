import { TONES, type Tone } from './tone';

// The kit's one variant helper: class-variance-authority (0.7.1, about 0.4 KB gzip on top of clsx,
// which the kit has already). A component declares its base classes, its variants (size, variant,
// colour…) and the combinations that need their own classes; cva returns the class string for a
// set of props. Chosen over tailwind-variants because it adds no class-merging runtime
// (tailwind-merge, several KB): the kit's classes do not conflict, so joining is enough.

export { cva, type VariantProps } from 'class-variance-authority';

/** A colour variant whose classes come from a tone table (./tone.ts): { primary: …, …, info: … }. */
export const toneVariant = (table: Record<Tone, string>): Record<Tone, string> => table;

/**
 * Compound variants of a visual variant × every theme colour: `toneCompounds('outlined', (c) => …)`
 * gives one entry a colour, for cva's `compoundVariants`.
 */
export function toneCompounds<K extends string>(
  variant: K,
  classes: (tone: Tone) => string,
): { variant: K; color: Tone; class: string }[] {
  return TONES.map((tone) => ({ variant, color: tone, class: classes(tone) }));
}

/** The six theme colours, as a cva variant with no classes of its own (compound variants give them). */
export const toneKeys = Object.fromEntries(TONES.map((tone) => [tone, ''])) as Record<Tone, string>;

// Re-exported so callers can type their colour props with the helper.
export { TONES, type Tone };
