import type { PageDeclaration, PageGuards } from '@contract/routes/types';
import { type ComponentType, lazy } from 'react';

// An entry of the route table (./routes.tsx): a page of the route declaration (@contract/routes)
// with its component.
export interface AppRoute extends PageGuards {
  path: string;
  /** Translation key of the page name; the document title is "<name> | Portal Pajak". */
  title: string;
  Component: ComponentType;
  /** The page module's loader, for a lazily loaded page (the first render asks it for `prefetch`). */
  load?: () => Promise<unknown>;
}

type PageLoaders = Record<string, () => Promise<unknown>>;

/**
 * The declared pages as routes, by name: each page's component loads lazily from `loaders`
 * (import.meta.glob, keyed by file), unless `eager` gives it.
 */
export function routesOf<Name extends string>(
  pages: Record<Name, PageDeclaration>,
  loaders: PageLoaders,
  eager: Partial<Record<Name, ComponentType>> = {},
): Record<Name, AppRoute> {
  const entries = Object.entries<PageDeclaration>(pages).flatMap(([name, route]) => {
    const found = loaders[`/${route.page}`];
    // one import for the page's component and its prefetch (./prefetch-page.ts)
    let loading: Promise<unknown> | undefined;
    const load = found && (() => (loading ??= found()));
    const Component =
      eager[name as Name] ?? (load && lazy(load as () => Promise<{ default: ComponentType }>));
    // a declared page without its module is left out (its address shows the 404 page) rather
    // than taking every other page down; tests/unit/route-declaration.test.ts fails on it
    if (!Component) {
      console.error(`route ${name}: no page module ${route.page}`);
      return [];
    }
    return [[name, { ...route, Component, ...(eager[name as Name] ? {} : { load }) }]];
  });
  return Object.fromEntries(entries);
}
