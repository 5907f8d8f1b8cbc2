import type { ReactNode } from 'react';

/** A table that may be wider than a phone: it scrolls sideways, by keyboard too. */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a wide table
      tabIndex={0}
      className="overflow-x-auto px-5 pb-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
    >
      {children}
    </section>
  );
}
