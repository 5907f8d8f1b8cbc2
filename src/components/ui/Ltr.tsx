import type { ReactNode } from 'react';

/**
 * Keeps left-to-right content (NPWP digit groups, VA numbers, codes) in order inside Arabic text:
 * without it "0029 4820 1550 7000" shows as "7000 1550 4820 0029" in RTL.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
