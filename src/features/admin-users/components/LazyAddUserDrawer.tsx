import { lazyOnOpen } from '@/lib/lazy-on-open';

/** AddUserDrawer, loaded (its form and validation with it) the first time it opens. */
export const LazyAddUserDrawer = lazyOnOpen(() => import('./AddUserDrawer').then((m) => m.AddUserDrawer));
