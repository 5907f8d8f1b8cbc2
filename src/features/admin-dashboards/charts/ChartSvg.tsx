import { type ReactNode, useId } from 'react';

/**
 * A chart's picture: one image to assistive technology, named by its title and summed up by its
 * description (the figures are in the table twin). Drawn left to right; charts mirror positions.
 */
export function ChartSvg({
  width,
  height,
  title,
  description,
  className,
  children,
}: {
  width: number;
  height: number;
  title: string;
  description: string;
  className: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={className}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      direction="ltr"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}
