import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useEverTrue } from './ever-true';

/**
 * A drawer or dialog (`open` prop) kept off its page's first load: its module (its form and
 * validation with it) is fetched once the page has mounted, so it opens at once and Headless UI
 * already follows focus to give it back on close; it renders from its first opening on, and
 * stays mounted so it closes with its transition.
 */
export function lazyOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined; // a failed chunk load is tried again on the next need
        throw error;
      },
    );
    return loading;
  };
  const Loaded = lazy(loadOnce);
  return function LazyOnOpen(props: P) {
    const wanted = useEverTrue(props.open);
    useEffect(() => {
      loadOnce().catch(() => undefined); // opening tries again
    }, []);
    if (!wanted) return null;
    const Component = Loaded as unknown as ComponentType<P>;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
