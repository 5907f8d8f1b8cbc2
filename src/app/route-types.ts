import { type ComponentType, lazy } from 'react';
import type { Acl } from '@/lib/acl/ability';

// An entry of the route table (./routes.tsx): path, page (lazy), guards, ability, layout, title key.
export interface AppRoute {
  path: string;
  Component: ComponentType;
  /** Signed-in users only; default on. */
  authGuard?: boolean;
  /** Signed-out visitors only (stored userData → '/'); default off. */
  guestGuard?: boolean;
  /**
   * What the user must be allowed to do, checked for 'app' layout pages: default
   * { action: 'manage', subject: 'client' }; false skips the check.
   */
  acl?: Acl | false;
  /** 'app' (shell, default) or 'blank' (auth and error screens). */
  layout?: 'app' | 'blank';
  /** Translation key of the page name; the document title is "<name> | Portal Pajak". */
  title: string;
}

export const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

export const guest = { authGuard: false, guestGuard: true, acl: false, layout: 'blank' } as const;
export const publicPage = { authGuard: false, acl: false, layout: 'blank' } as const;
