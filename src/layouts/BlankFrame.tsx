import type { ReactNode } from 'react';

/** The auth and error screens' frame: no navigation, centred content. */
export function BlankFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className="min-h-dvh bg-bg outline-none">
      {children}
    </main>
  );
}
