import { cn } from '@/lib/cn';

/**
 * The portal's mark (the drawing of public/favicon.svg), inline in the page. Not an <img> of the
 * SVG file: Chromium draws an SVG image by building a second document on the page's main thread,
 * a 25-65 ms task at first paint on this machine (traced under Lighthouse).
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('shrink-0', className)} aria-hidden="true">
      <rect width="32" height="32" rx="6" className="fill-primary" />
      <path d="M9 23V9h8a5 5 0 0 1 0 10h-4v4z" fill="#fff" />
      <path d="M13 12v4h4a2 2 0 0 0 0-4z" className="fill-primary" />
    </svg>
  );
}
