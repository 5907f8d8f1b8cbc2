import { useMemo } from 'react';
import { encode } from 'uqr';

/** One SVG path of the dark modules (uqr computes the matrix; drawing it here keeps the bundle tiny). */
export function qrPath(text: string): { path: string; size: number } {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (data[y][x]) path += `M${x} ${y}h1v1h-1z`;
  }
  return { path, size };
}

export interface QrCodeProps {
  text: string;
  /** what the code carries, for assistive technology */
  label: string;
  className?: string;
  'data-testid'?: string;
}

/** A QR code as an inline SVG, black on white in every theme (scanners need the contrast). */
export function QrCode({ text, label, className, 'data-testid': testId }: QrCodeProps) {
  const { path, size } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid={testId}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
