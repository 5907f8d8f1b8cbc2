import { cn } from '@/lib/cn';

/** Up to two initials of a name ('?' for none). */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

export type AvatarProps = {
  name: string;
  size?: 'sm' | 'md';
  /** A small 'online' dot at the bottom end. */
  online?: boolean;
  className?: string;
};

const sizes = { sm: 'size-8 text-xs', md: 'size-[38px] text-sm' };

/** A person's initials in a circle; decorative (the name is always written beside it). */
export function Avatar({ name, size = 'md', online = false, className }: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-text',
        sizes[size],
        className,
      )}
    >
      {initialsOf(name)}
      {online && (
        <span className="absolute -end-px -bottom-px size-2.5 rounded-full bg-[color-mix(in_srgb,var(--c-success)_70%,black)] ring-2 ring-paper" />
      )}
    </span>
  );
}
