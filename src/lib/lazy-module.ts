import { useEffect, useReducer } from 'react';

// A module loaded on first need and kept: the admin workspace's declaration and menu, which a
// client never loads.

export interface LazyModule<T> {
  /** The module once loaded. */
  peek: () => T | undefined;
  load: () => Promise<T>;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    peek: () => value,
    load: () => {
      pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined; // a failed chunk load may be retried on the next need
          throw error;
        },
      );
      return pending;
    },
  };
}

/** `module` once loaded (loading it if needed, then rendering again); undefined until then or for null. */
export function useLazyModule<T>(module: LazyModule<T> | null): T | undefined {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const value = module?.peek();
  useEffect(() => {
    if (module && value === undefined) module.load().then(loaded, () => {});
  }, [module, value]);
  return value;
}
