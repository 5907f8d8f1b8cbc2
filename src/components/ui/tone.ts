// Colour classes shared by the kit. The raw theme colours (e.g. success #72e128) are too light
// for white text or for text on white, so readable shades are mixed here: darker with black for
// text on paper and for solid backgrounds, lighter with white for text in dark mode. Every class
// is written out in full so Tailwind finds it when scanning the source.

export const TONES = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
export type Tone = (typeof TONES)[number];

/** Solid background with white text (contained buttons, solid badges). */
export const solidTone: Record<Tone, string> = {
  primary:
    'bg-[color-mix(in_srgb,var(--c-primary)_85%,black)] hover:bg-[color-mix(in_srgb,var(--c-primary)_72%,black)] text-white',
  secondary:
    'bg-[color-mix(in_srgb,var(--c-secondary)_88%,black)] hover:bg-[color-mix(in_srgb,var(--c-secondary)_75%,black)] text-white',
  success:
    'bg-[color-mix(in_srgb,var(--c-success)_55%,black)] hover:bg-[color-mix(in_srgb,var(--c-success)_45%,black)] text-white',
  error:
    'bg-[color-mix(in_srgb,var(--c-error)_78%,black)] hover:bg-[color-mix(in_srgb,var(--c-error)_66%,black)] text-white',
  warning:
    'bg-[color-mix(in_srgb,var(--c-warning)_52%,black)] hover:bg-[color-mix(in_srgb,var(--c-warning)_44%,black)] text-white',
  info: 'bg-[color-mix(in_srgb,var(--c-info)_58%,black)] hover:bg-[color-mix(in_srgb,var(--c-info)_48%,black)] text-white',
};

/** Readable coloured text on paper, in light and dark mode. */
export const inkTone: Record<Tone, string> = {
  primary:
    'text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]',
  secondary:
    'text-[color-mix(in_srgb,var(--c-secondary)_85%,black)] dark:text-[color-mix(in_srgb,var(--c-secondary)_45%,white)]',
  success:
    'text-[color-mix(in_srgb,var(--c-success)_50%,black)] dark:text-[color-mix(in_srgb,var(--c-success)_85%,white)]',
  error:
    'text-[color-mix(in_srgb,var(--c-error)_74%,black)] dark:text-[color-mix(in_srgb,var(--c-error)_65%,white)]',
  warning:
    'text-[color-mix(in_srgb,var(--c-warning)_48%,black)] dark:text-[color-mix(in_srgb,var(--c-warning)_85%,white)]',
  info: 'text-[color-mix(in_srgb,var(--c-info)_52%,black)] dark:text-[color-mix(in_srgb,var(--c-info)_80%,white)]',
};

/** Light tinted background (tonal buttons, soft badges, alerts). */
export const softTone: Record<Tone, string> = {
  primary: 'bg-primary/12',
  secondary: 'bg-secondary/12',
  success: 'bg-success/12',
  error: 'bg-error/12',
  warning: 'bg-warning/12',
  info: 'bg-info/12',
};

/** Hover tint for text and outlined buttons. */
export const hoverTone: Record<Tone, string> = {
  primary: 'hover:bg-primary/10',
  secondary: 'hover:bg-secondary/10',
  success: 'hover:bg-success/10',
  error: 'hover:bg-error/10',
  warning: 'hover:bg-warning/10',
  info: 'hover:bg-info/10',
};

export const hoverSoftTone: Record<Tone, string> = {
  primary: 'hover:bg-primary/20',
  secondary: 'hover:bg-secondary/20',
  success: 'hover:bg-success/20',
  error: 'hover:bg-error/20',
  warning: 'hover:bg-warning/20',
  info: 'hover:bg-info/20',
};

export const borderTone: Record<Tone, string> = {
  primary: 'border-primary/60',
  secondary: 'border-secondary/60',
  success: 'border-success/70',
  error: 'border-error/60',
  warning: 'border-warning/70',
  info: 'border-info/70',
};

/** Keyboard focus ring used by every interactive element of the kit. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** A link inside text or a table cell (a record's number or name that opens it). */
export const linkClass =
  'font-medium text-[color-mix(in_srgb,var(--c-primary)_82%,black)] underline-offset-2 hover:underline dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]';
