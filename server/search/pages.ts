import { type Acl, DEFAULT_ACL, defineAbilityFor, type PermissionRule } from '../../contract/acl';
import { menuIconOf } from '../../contract/routes';
import { ALL_MENU_GROUPS, ALL_ROUTE_LIST } from '../../contract/routes/all';
import { SEARCH_LANGUAGES } from '../../contract/shell';
import ar from '../../src/layouts/locales/ar.json';
import en from '../../src/layouts/locales/en.json';
import fr from '../../src/layouts/locales/fr.json';
import id from '../../src/layouts/locales/id.json';
import type { AuthUser } from '../env';
import type { SearchItem } from './types';

type Language = (typeof SEARCH_LANGUAGES)[number];
type NavKey = keyof typeof en.nav;

const navLabels: Record<Language, Record<NavKey, string>> = {
  en: en.nav,
  id: id.nav,
  fr: fr.nav,
  ar: ar.nav,
};

interface Page {
  key: NavKey;
  url: string;
  icon: string;
  /** the menu that holds it: 'client' or the admin workspace's (admin and staff roles) */
  menu: 'client' | 'admin';
  acl: Acl;
}

// The pages with a search entry in the route declaration, for the role whose menu holds them.
// Titles are the menu's own translations, so search and menu always say the same thing.
const PAGES: Page[] = ALL_ROUTE_LIST.flatMap(({ path, menu, search, menuOf, ...route }) => {
  if (!menu || !search) return [];
  const key = menu.title.slice('nav.'.length) as NavKey;
  const acl = route.acl || DEFAULT_ACL;
  return [{ key, url: path, icon: menuIconOf(menu, ALL_MENU_GROUPS) ?? '', menu: menuOf, acl }];
});

/** The pages of the user's menu their ability opens (a staff role's permission rows, contract/acl). */
const pagesOf = (user: AuthUser, permissions: readonly PermissionRule[]) =>
  PAGES.filter(
    (page) =>
      page.menu === (user.role === 'client' ? 'client' : 'admin') &&
      defineAbilityFor(user.role, page.acl.subject, permissions).can(page.acl.action, page.acl.subject),
  );

export const isSearchLanguage = (value: string): value is Language =>
  (SEARCH_LANGUAGES as readonly string[]).includes(value);

/**
 * Pages of the user's menu whose title contains q, in the reader's language. The Indonesian
 * title (the menu's original wording) also matches, so 'tagihan' finds the bill list everywhere.
 */
export function searchPages(
  user: AuthUser,
  q: string,
  lng: Language = 'en',
  permissions: readonly PermissionRule[] = [],
): SearchItem[] {
  const needle = q.toLocaleLowerCase();
  return pagesOf(user, permissions)
    .filter((page) =>
      [navLabels[lng][page.key], navLabels.id[page.key]].some((title) =>
        title.toLocaleLowerCase().includes(needle),
      ),
    )
    .map((page) => ({
      id: `page-${page.key}`,
      url: page.url,
      icon: page.icon,
      title: navLabels[lng][page.key],
      type: 'pages' as const,
    }));
}

/** Every page url a role may search for (used by tests to keep search and menu in step). */
export const pageUrls = (role: AuthUser['role'], permissions: readonly PermissionRule[] = []) =>
  pagesOf({ id: 0, email: '', nama: '', role }, permissions).map((p) => p.url);
