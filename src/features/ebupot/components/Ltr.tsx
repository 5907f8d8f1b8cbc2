import type { ReactNode } from 'react';

/**
 * Left-to-right island for identifiers made of digit groups ("0215 5501 2340 7000"): in an
 * Arabic (RTL) line the groups would otherwise be laid out right to left, reversing the number.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span dir="ltr" className={className}>
      {children}
    </span>
  );
}
