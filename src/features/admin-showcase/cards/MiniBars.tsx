import { cn } from '@/lib/cn';

/** A small bar chart (decorative; the card states the figures in text). Bars grow from the inline start. */
export function MiniBars({
  values,
  className,
  barClassName = 'fill-primary',
}: {
  values: number[];
  className?: string;
  barClassName?: string;
}) {
  const max = Math.max(1, ...values);
  const w = 100 / Math.max(1, values.length);
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 100 40"
      preserveAspectRatio="none"
      className={cn('h-16 w-full rtl:-scale-x-100', className)}
    >
      {values.map((v, i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: bars are positions
          key={i}
          x={i * w + w * 0.2}
          width={w * 0.6}
          y={40 - (v / max) * 38}
          height={(v / max) * 38}
          rx="1"
          className={barClassName}
        />
      ))}
    </svg>
  );
}
