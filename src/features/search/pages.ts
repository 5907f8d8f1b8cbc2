import type { PermissionRule } from '@contract/acl';
import { MENU_GROUPS, type MenuGroup, menuIconOf, type PageDeclaration, ROUTE_LIST } from '@contract/routes';
import { SEARCH_MAX_PER_TYPE, type SearchResult } from '@contract/shell';
import { nav as indonesianNav } from '@/layouts/locales/id.json';
import { type Acl, type Action, DEFAULT_ACL, defineAbilityFor } from '@/lib/acl';

export interface SearchablePage {
  /** the menu entry's translation key (nav.*) */
  title: `nav.${string}`;
  url: string;
  icon: string;
  /** the menu that holds it: the client's, or the admin workspace's (admin and staff roles) */
  menu: 'client' | 'admin';
  acl: Acl;
}

/**
 * The pages with a search entry in a route declaration: the same list the server searches
 * (server/search/pages.ts), known here without asking it.
 */
export const searchablePages = (
  pages: readonly PageDeclaration[],
  groups: Record<string, MenuGroup>,
  of: 'client' | 'admin',
): SearchablePage[] =>
  pages.flatMap(({ path, menu, search, ...route }) =>
    menu && search
      ? [
          {
            title: menu.title,
            url: path,
            icon: menuIconOf(menu, groups) ?? '',
            menu: of,
            acl: route.acl || DEFAULT_ACL,
          },
        ]
      : [],
  );

const CLIENT_PAGES = searchablePages(ROUTE_LIST, MENU_GROUPS, 'client');

/** Who is searching: the pages of their menu that their ability opens are theirs to find. */
export interface Searcher {
  role: string;
  permissions?: readonly PermissionRule[] | null;
}

/**
 * The searchable pages of `user`'s menu their ability opens, as the server decides: of the
 * client's declaration, or for the admin and staff roles of `adminPages` (the admin workspace's,
 * loaded for them only).
 */
export function pagesOf(
  user: Searcher | null | undefined,
  adminPages: SearchablePage[] = [],
): SearchablePage[] {
  if (!user) return [];
  const menu = user.role === 'client' ? 'client' : 'admin';
  return [...CLIENT_PAGES, ...adminPages].filter(
    ({ menu: of, acl }) =>
      of === menu &&
      defineAbilityFor(user.role, acl.subject, user.permissions).can(acl.action as Action, acl.subject),
  );
}

const indonesianTitle = (key: `nav.${string}`) =>
  (indonesianNav as Record<string, string>)[key.slice('nav.'.length)] ?? '';

/** A searchable page with its titles lowercased once, for matching on every keystroke. */
export interface IndexedPage {
  item: SearchResult;
  /** the title in the reader's language, lowercased */
  shown: string;
  /** the menu's original Indonesian title, lowercased */
  indonesian: string;
}

/** `pages` (pagesOf the user) ready to match: titles translated by `translate` and lowercased. */
export const pageIndex = (
  pages: SearchablePage[],
  translate: (key: `nav.${string}`) => string,
): IndexedPage[] =>
  pages.map((page) => {
    const title = translate(page.title);
    return {
      item: {
        id: `page-${page.title.slice('nav.'.length)}`,
        url: page.url,
        icon: page.icon,
        title,
        type: 'pages',
      },
      shown: title.toLocaleLowerCase(),
      indonesian: indonesianTitle(page.title).toLocaleLowerCase(),
    };
  });

/**
 * The Ctrl+/ pages group for `q`, computed in the browser so it shows with the keystroke: the
 * pages of `index` whose title (in the reader's language, or the menu's original Indonesian)
 * contains q, ranked as the server ranks them, at most SEARCH_MAX_PER_TYPE.
 */
export function matchIndexedPages(q: string, index: IndexedPage[]): SearchResult[] {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return [];
  // 0: the title starts with q, 1: contains it, 2: only the Indonesian title does; menu order within a rank
  const ranks: SearchResult[][] = [[], [], []];
  for (const { item, shown, indonesian } of index) {
    const at = shown.indexOf(needle);
    if (at >= 0) ranks[at === 0 ? 0 : 1].push(item);
    else if (indonesian.includes(needle)) ranks[2].push(item);
  }
  return ranks.flat().slice(0, SEARCH_MAX_PER_TYPE);
}

/** matchIndexedPages over `pages` indexed on the spot (pagesOf the user, titles by `translate`). */
export const matchPages = (
  q: string,
  pages: SearchablePage[],
  translate: (key: `nav.${string}`) => string,
): SearchResult[] => matchIndexedPages(q, pageIndex(pages, translate));
