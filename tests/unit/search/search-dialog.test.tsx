import { ADMIN_MENU_GROUPS, ADMIN_ROUTE_LIST } from '@contract/routes/admin';
import type { SearchResult } from '@contract/shell';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import searchEn from '@/features/search/locales/en.json';
import { matchPages, pagesOf, searchablePages } from '@/features/search/pages';
import SearchDialog from '@/features/search/SearchDialog';
import { searchOpenAtom } from '@/features/search/state';
import { SEARCH_DEBOUNCE_MS } from '@/features/search/useSearchResults';
import layoutsEn from '@/layouts/locales/en.json';
import { userAtom } from '@/lib/session/atoms';
import { pageUrls } from '../../../server/search/pages';
import { i18nWith } from '../ui/i18n';
import '../ui/dom-shims';

// Ctrl+/: the pages group comes from the menu with the keystroke; records follow from the server.

const get = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api', async (original) => ({
  ...(await original<typeof import('@/lib/api')>()),
  api: { get },
}));

const i18n = i18nWith('en', { ...layoutsEn, ...searchEn });
const english = (key: string) => i18n.t(key);
const client = pagesOf({ role: 'client' });
// the admin workspace's pages, which the dialog loads for the admin and staff roles
const adminPages = searchablePages(ADMIN_ROUTE_LIST, ADMIN_MENU_GROUPS, 'admin');
const admin = pagesOf({ role: 'admin' }, adminPages);

const record: SearchResult = {
  id: 'invoice-1',
  url: '/client/invoice/1',
  icon: 'receipt',
  title: 'INV/2025/0001 · PT Settings Abadi',
  type: 'transaksi',
};

function openDialog(role = 'client') {
  const store = createStore();
  store.set(userAtom, { id: 1, role } as never);
  store.set(searchOpenAtom, true);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <SearchDialog />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return screen.getByRole('combobox');
}

const group = (type: string) => document.querySelector<HTMLElement>(`[data-search-group="${type}"]`);

describe('matchPages', () => {
  it("finds a client's pages by the reader's title: starts with q, then contains it, then Indonesian only", () => {
    // 'Bill List' starts with b; Dashboard and Create E-Bupot contain it; only Payments' Indonesian
    // title (Pembayaran) does
    expect(matchPages('  B ', client, english).map((p) => p.title)).toEqual([
      'Bill List',
      'Dashboard',
      'Create E-Bupot',
      'Payments',
    ]);
    expect(matchPages('pay', client, english)).toEqual([
      {
        id: 'page-payments',
        url: '/client/transaksi/pembayaran/list',
        icon: 'credit-card',
        title: 'Payments',
        type: 'pages',
      },
    ]);
    expect(matchPages('tagihan', client, english).map((p) => p.title)).toEqual(['Bill List']);
  });

  it("keeps to the role's own menu, and finds nothing for an empty query or no user", () => {
    // the client's Settings page is not the admin's to find (their own account settings are)
    expect(matchPages('settings', admin, english).map((p) => p.url)).not.toContain('/client/pengaturan');
    expect(matchPages('beranda', admin, english).map((p) => p.id)).toEqual(['page-adminHome']);
    expect(matchPages('   ', client, english)).toEqual([]);
    expect(pagesOf(null)).toEqual([]);
  });

  it("searches the same pages as the server: each role's menu, a staff role's by its permissions", () => {
    const staff = [{ action: 'read' as const, subject: 'roles' }];
    const urls = (user: Parameters<typeof pagesOf>[0]) => pagesOf(user, adminPages).map((p) => p.url);
    expect(urls({ role: 'client' })).toEqual(pageUrls('client'));
    expect(urls({ role: 'admin' })).toEqual(pageUrls('admin'));
    expect(urls({ role: 'auditor', permissions: staff })).toEqual(pageUrls('auditor', staff));
    expect(urls({ role: 'auditor', permissions: staff })).not.toEqual(urls({ role: 'admin' }));
  });
});

describe('SearchDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    get.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('lists page matches with the keystroke itself, before the debounce and with no server answer', () => {
    get.mockReturnValue(new Promise(() => undefined));
    const input = openDialog();
    fireEvent.change(input, { target: { value: 'sett' } });

    const pages = group('pages');
    expect(pages).not.toBeNull();
    expect(within(pages as HTMLElement).getByRole('option', { name: 'Settings' })).toBeVisible();
    // records are still on their way: the server has not even been asked
    expect(get).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('adds the records when the server answers, and ignores its copy of the pages group', async () => {
    let answer: (results: SearchResult[]) => void = () => undefined;
    get.mockReturnValue(new Promise<SearchResult[]>((done) => (answer = done)));
    const input = openDialog();
    fireEvent.change(input, { target: { value: 'settings' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0][1].query).toEqual({ q: 'settings', lng: 'en' });

    const serverPage: SearchResult = { ...record, id: 'page-settings', type: 'pages', title: 'Settings' };
    await act(async () => answer([serverPage, record]));

    expect(within(group('pages') as HTMLElement).getAllByRole('option')).toHaveLength(1);
    expect(
      within(group('transaksi') as HTMLElement).getByRole('option', { name: record.title }),
    ).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says there are no results only once the server answered none and no page matches', async () => {
    get.mockResolvedValue([]);
    const input = openDialog();
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.queryByText(searchEn.search.noResults)).toBeNull();
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.getByText(searchEn.search.noResults)).toBeInTheDocument();
  });

  it('keeps the last records while a query is typed on, but a cleared box shows none of them for the next query', async () => {
    get.mockResolvedValue([record]);
    const input = openDialog();
    fireEvent.change(input, { target: { value: 'abadi' } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(group('transaksi')).not.toBeNull();

    get.mockReturnValue(new Promise(() => undefined));
    // typed on: the last answer stays until the next one
    fireEvent.change(input, { target: { value: 'abadi x' } });
    expect(group('transaksi')).not.toBeNull();
    // cleared, then a new query: the old records are not its answer
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.change(input, { target: { value: 'settings' } });
    expect(group('transaksi')).toBeNull();
    expect(within(group('pages') as HTMLElement).getByRole('option', { name: 'Settings' })).toBeVisible();
  });
});
