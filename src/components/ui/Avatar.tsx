import { Children, isValidElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { inkTone, softTone, solidTone, type Tone } from './tone';
import { cva, type VariantProps } from './variants';

/** Up to two initials of a name ('?' for none). */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

const avatarVariants = cva('relative flex shrink-0 items-center justify-center font-semibold', {
  variants: {
    size: {
      xs: 'size-6 text-[10px] [&>svg]:size-3.5',
      sm: 'size-8 text-xs [&>svg]:size-4',
      md: 'size-[38px] text-sm [&>svg]:size-5',
      lg: 'size-12 text-base [&>svg]:size-6',
      xl: 'size-16 text-xl [&>svg]:size-8',
    },
    variant: { circular: 'rounded-full', rounded: 'rounded', square: 'rounded-none' },
  },
  defaultVariants: { size: 'md', variant: 'circular' },
});

export type AvatarProps = VariantProps<typeof avatarVariants> & {
  /** Whose avatar: its initials show when there is no image, icon or text. */
  name: string;
  /** A photo; its alt text is `label` (or empty when the name is written beside it). */
  src?: string;
  /** An icon or a short text instead of the initials. */
  children?: ReactNode;
  /** A theme colour: light (tinted, default) or filled skin. Without it, the neutral primary tint. */
  color?: Tone;
  skin?: 'light' | 'filled';
  /** A small 'online' dot at the bottom end. */
  online?: boolean;
  /** Names the avatar for screen readers; without it the avatar is decorative (the name is written beside it). */
  label?: string;
  className?: string;
};

/** A person's photo, initials or an icon in a circle (or a rounded or square box). */
export function Avatar({
  name,
  src,
  children,
  size,
  variant,
  color,
  skin = 'light',
  online = false,
  label,
  className,
}: AvatarProps) {
  const colours = src
    ? 'bg-hover'
    : !color
      ? 'bg-primary/15 text-text'
      : skin === 'filled'
        ? solidTone[color].replace(/hover:\S+/, '')
        : cn(softTone[color], inkTone[color]);
  return (
    <span
      {...(label && !src
        ? { role: 'img', 'aria-label': label }
        : { 'aria-hidden': src && label ? undefined : true })}
      className={cn(avatarVariants({ size, variant }), colours, className)}
    >
      {src ? (
        <img src={src} alt={label ?? ''} className="size-full rounded-[inherit] object-cover" />
      ) : (
        (children ?? initialsOf(name))
      )}
      {online && (
        <span className="absolute -end-px -bottom-px size-2.5 rounded-full bg-[color-mix(in_srgb,var(--c-success)_70%,black)] ring-2 ring-paper" />
      )}
    </span>
  );
}

/** Avatars overlapping in a row; past `max` the rest are counted in a last "+N" avatar. */
export function AvatarGroup({
  children,
  max,
  total,
  size = 'md',
  label,
  className,
}: {
  /** Avatars (or Tooltips holding them). */
  children: ReactNode;
  max?: number;
  /** The real number of people when more than the children given. */
  total?: number;
  size?: AvatarProps['size'];
  /** Names the group (e.g. "Project team"). */
  label: string;
  className?: string;
}) {
  const items = Children.toArray(children);
  const count = total ?? items.length;
  const shown = max !== undefined && count > max ? items.slice(0, max - 1) : items;
  const rest = count - shown.length;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of avatars, not a set of form fields
    <div
      role="group"
      aria-label={label}
      className={cn('flex items-center -space-x-2 rtl:space-x-reverse', className)}
    >
      {shown.map((child, i) => (
        <span
          key={isValidElement(child) ? child.key : i}
          className="flex rounded-full ring-2 ring-paper transition-transform hover:z-10 hover:-translate-y-1"
        >
          {child}
        </span>
      ))}
      {rest > 0 && (
        <span className="flex rounded-full ring-2 ring-paper">
          <Avatar name="" size={size} label={`+${rest}`}>
            +{rest}
          </Avatar>
        </span>
      )}
    </div>
  );
}
