// The shape of one page of the portal in the route declaration (../routes.ts). Data only: the
// server and the build scripts read it as well as the portal.

/** What the user must be allowed to do (CASL action and subject). */
export interface PageAcl {
  action: 'manage' | 'read' | 'create' | 'update' | 'delete';
  subject: string;
}

/** Lucide icons by kebab-case name; the portal maps them to components (src/layouts/navigation/icons.ts). */
export type MenuIconName =
  | 'layout-dashboard'
  | 'file-text'
  | 'credit-card'
  | 'receipt-text'
  | 'wallet'
  | 'settings'
  | 'house'
  | 'shield-check'
  | 'users'
  | 'mail'
  | 'table'
  | 'chart-pie'
  | 'type'
  | 'shapes'
  | 'archive'
  | 'toggle-left'
  | 'layout-panel-top'
  | 'square-check'
  | 'wand-sparkles'
  | 'calendar-days'
  | 'message-circle'
  | 'layers'
  | 'shield'
  | 'ellipsis'
  | 'book-open'
  | 'code'
  | 'files'
  | 'circle-help'
  | 'tag';

/** A group of the menu (../routes.ts MENU_GROUPS, ./admin.ts ADMIN_MENU_GROUPS): its children are the entries naming it. */
export interface MenuGroup {
  /** Translation key (nav.*). */
  title: `nav.${string}`;
  icon?: MenuIconName;
  /** A chip beside the title, as the template's 'Components' count. */
  badge?: string;
  /** The group this one sits in, for menus two and three levels deep. */
  group?: string;
  /** Section title (nav.*) the group sits under when its first child names none. */
  section?: `nav.${string}`;
}

/** A menu entry that is no page of the portal: opens its address in a new tab (rel="noopener noreferrer"). */
export interface MenuLink {
  title: `nav.${string}`;
  href: string;
  /** Shown greyed and not operable. */
  disabled?: true;
  icon?: MenuIconName;
  section?: `nav.${string}`;
  group?: string;
}

/** Chunk groups of features whose pages share modules (see ./chunks.ts). */
export type FeatureGroup = 'billing' | 'ebupot';

export interface PageGuards {
  /** Signed-in users only; default on. */
  authGuard?: boolean;
  /** Signed-out visitors only (stored userData → '/'); default off. */
  guestGuard?: boolean;
  /**
   * What the user must be allowed to do, checked for 'app' layout pages: default
   * { action: 'manage', subject: 'client' }; false skips the check.
   */
  acl?: PageAcl | false;
  /** 'app' (shell, default) or 'blank' (auth and error screens). */
  layout?: 'app' | 'blank';
}

/** The page's place in its role's menu (the role is its ability's subject). */
export interface MenuEntry {
  /** Translation key (nav.*); also the page's title in Ctrl+/ search. */
  title: `nav.${string}`;
  icon?: MenuIconName;
  /** Section title (nav.*) the entry sits under; a new one starts where it changes. */
  section?: `nav.${string}`;
  /** The group the entry is a child of (a key of the menu groups). */
  group?: string;
  /** A chip beside the title. */
  badge?: string;
  /** Opens in a new tab (rel="noopener noreferrer"), as the template's auth-page variants do. */
  newTab?: true;
  /** Shown greyed and not operable (the template's 'Disabled Menu'). */
  disabled?: true;
}

export interface PageDeclaration extends PageGuards {
  path: `/${string}`;
  /**
   * The page's module, by file (the build plans chunks by it): loaded when the page opens, unless
   * the app bundles it (src/app/routes.tsx: the pages the guards and error boundary show in place).
   */
  page: `src/features/${string}/pages/${string}Page.tsx`;
  /** Translation key of the page name; the document title is "<name> | Portal Pajak". */
  title: `app.titles.${string}`;
  /** The feature chunk its feature's shared modules go to (./chunks.ts). */
  feature?: FeatureGroup;
  /** Its entry in the menu, in declaration order. */
  menu?: MenuEntry;
  /** Found by Ctrl+/ under its menu entry's title and icon (its group's when it has none). */
  search?: true;
  /** What the server paints for a signed-in visit before the page's code has run (server/app-shell.ts). */
  shell?: PageShell;
}

/**
 * A signed-in page while its code loads, as static HTML: its header and the skeleton of its body,
 * the same elements its loading state renders (translation keys; the server writes every language).
 */
export interface PageShell {
  /** PageHeader's title and subtitle (the page's own keys). */
  title: string;
  subtitle: string;
  /** A list page's card, or the dashboard's figure cards and its chart card. */
  body: { kind: 'list' } | { kind: 'figures'; cards: number; chart: { title: string; subtitle: string } };
}
