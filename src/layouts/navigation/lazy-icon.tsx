import type { LucideIcon, LucideProps } from 'lucide-react';
import { lazy, Suspense } from 'react';

/**
 * A menu icon only the admin workspace shows, loaded when its menu first renders: the icons
 * module goes with every page's first load, and a client never sees these.
 */
export function lazyIcon(load: () => Promise<{ default: LucideIcon }>): LucideIcon {
  const Icon = lazy(load);
  const Lazy = (props: LucideProps) => (
    <Suspense fallback={<span aria-hidden="true" className={props.className} />}>
      <Icon {...props} />
    </Suspense>
  );
  return Lazy as unknown as LucideIcon;
}
