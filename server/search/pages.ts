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
  role: AuthUser['role'];
}

// The menu pages a role may open (the portal's menu: src/layouts/navigation). Titles are the
// menu's own translations, so search and menu always say the same thing.
const PAGES: Page[] = [
  { key: 'dashboard', url: '/client/dashboards', icon: 'layout-dashboard', role: 'client' },
  { key: 'billList', url: '/client/invoice/list', icon: 'file-text', role: 'client' },
  { key: 'payments', url: '/client/transaksi/pembayaran/list', icon: 'credit-card', role: 'client' },
  { key: 'createEbupot', url: '/client/transaksi/ebupot/list', icon: 'receipt-text', role: 'client' },
  { key: 'wallet', url: '/client/dompet', icon: 'wallet', role: 'client' },
  { key: 'settings', url: '/client/pengaturan', icon: 'settings', role: 'client' },
  { key: 'adminHome', url: '/admin/home', icon: 'house', role: 'admin' },
];

export const isSearchLanguage = (value: string): value is Language =>
  (SEARCH_LANGUAGES as readonly string[]).includes(value);

/**
 * Pages of the user's menu whose title contains q, in the reader's language. The Indonesian
 * title (the menu's original wording) also matches, so 'tagihan' finds the bill list everywhere.
 */
export function searchPages(user: AuthUser, q: string, lng: Language = 'en'): SearchItem[] {
  const needle = q.toLocaleLowerCase();
  return PAGES.filter((page) => page.role === user.role)
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
export const pageUrls = (role: AuthUser['role']) => PAGES.filter((p) => p.role === role).map((p) => p.url);
