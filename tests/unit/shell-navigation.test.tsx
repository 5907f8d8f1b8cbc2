import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Bell, FileText } from 'lucide-react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { settleSwipe } from '@/layouts/drawer/swipe';
import { horizontalEntries } from '@/layouts/horizontal/groupSections';
import { adminNavigation } from '@/layouts/navigation/admin';
import { clientNavigation } from '@/layouts/navigation/client';
import { visibleNavigation } from '@/layouts/navigation/filter';
import { activeGroupIds, isPathActive, toggleGroup } from '@/layouts/navigation/match';
import { isGroup, isLink, type NavEntry } from '@/layouts/navigation/types';
import { VerticalNavItems } from '@/layouts/vertical/NavItems';
import { useOpenGroups } from '@/layouts/vertical/useOpenGroups';
import { defineAbilityFor } from '@/lib/acl';
import { pageUrls, searchPages } from '../../server/search/pages';

const canFor = (role: string) => {
  const ability = defineAbilityFor(role);
  return (action: string, subject: string) => ability.can(action as never, subject);
};

/**
 * The portal's pages the menu opens in place: not its links out of the portal, disabled entries,
 * or the pages it opens in a new tab (the template's sign-in variants and misc pages).
 */
const allLinks = (entries: NavEntry[]): string[] =>
  entries.flatMap((e) =>
    isGroup(e)
      ? allLinks(e.children)
      : isLink(e) && !e.externalLink && !e.disabled && !e.openInNewTab
        ? [e.path]
        : [],
  );

describe('client menu', () => {
  it('is the original menu plus the wallet, the tax calendar, messages, the support chat and the content pages, in order', () => {
    expect(clientNavigation.map((e) => ('sectionTitle' in e ? `# ${e.sectionTitle}` : e.title))).toEqual([
      'nav.dashboard',
      '# nav.sectionTransactions',
      'nav.bills',
      'nav.payments',
      'nav.createEbupot',
      'nav.wallet',
      'nav.taxCalendar',
      '# nav.sectionAccount',
      'nav.settings',
      'nav.messages',
      'nav.supportChat',
      '# nav.sectionHelp',
      'nav.faq',
      'nav.helpCenter',
      'nav.pricing',
    ]);
    expect(allLinks(clientNavigation)).toEqual([
      '/client/dashboards',
      '/client/invoice/list',
      '/client/transaksi/pembayaran/list',
      '/client/transaksi/ebupot/list',
      '/client/dompet',
      '/client/kalender-pajak',
      '/client/pengaturan',
      '/client/pesan',
      '/client/bantuan',
      '/client/faq',
      '/client/pusat-bantuan',
      '/client/harga',
    ]);
  });

  it('offers in search exactly the pages of the menu', () => {
    expect(pageUrls('client').sort()).toEqual(allLinks(clientNavigation).sort());
    expect(pageUrls('admin').sort()).toEqual(allLinks(adminNavigation).sort());
  });

  it("titles every page in the server's search in every language (menu titles live in the layout's locales)", () => {
    const admin = { id: 1, email: 'a@example.test', nama: 'A', role: 'admin' };
    const client = { ...admin, role: 'client' };
    for (const lng of ['en', 'id', 'fr', 'ar'] as const)
      for (const user of [admin, client])
        for (const page of searchPages(user, '', lng))
          expect(page.title, `${page.url} (${lng})`).toBeTruthy();
  });
});

describe('visibleNavigation', () => {
  const menu: NavEntry[] = [
    { title: 'home', path: '/' },
    { sectionTitle: 'clientSection', action: 'manage', subject: 'client' },
    { title: 'a', path: '/a', action: 'manage', subject: 'client' },
    { sectionTitle: 'adminSection' },
    { title: 'b', path: '/b', action: 'manage', subject: 'admin' },
    {
      title: 'group',
      children: [{ title: 'c', path: '/c', action: 'manage', subject: 'admin' }],
    },
  ];

  it('hides links, emptied groups and section titles the user may not reach', () => {
    const client = visibleNavigation(menu, canFor('client'));
    expect(client.map((e) => ('sectionTitle' in e ? e.sectionTitle : e.title))).toEqual([
      'home',
      'clientSection',
      'a',
    ]);
  });

  it('shows the admin everything but the client-only entries (manage all except client)', () => {
    const admin = visibleNavigation(menu, canFor('admin'));
    expect(admin.map((e) => ('sectionTitle' in e ? e.sectionTitle : e.title))).toEqual([
      'home',
      'adminSection',
      'b',
      'group',
    ]);
  });

  it('shows nothing guarded to a visitor without a role', () => {
    expect(visibleNavigation(clientNavigation, canFor(''))).toEqual([]);
  });
});

describe('active paths and groups', () => {
  it('marks a list active on its own page and the pages below its base', () => {
    expect(isPathActive('/client/invoice/list', '/client/invoice/list')).toBe(true);
    expect(isPathActive('/client/invoice/list', '/client/invoice/list/')).toBe(true);
    expect(isPathActive('/client/invoice/list', '/client/invoice/preview/7')).toBe(true);
    expect(isPathActive('/client/invoice/list', '/client/invoices')).toBe(false);
    expect(isPathActive('/client/dashboards', '/client/dashboards-x')).toBe(false);
    expect(isPathActive('/client/pengaturan', '/client/pengaturan/')).toBe(true);
  });

  it('opens the groups on the way to the current page', () => {
    expect(activeGroupIds(clientNavigation, '/client/invoice/list')).toEqual(['nav.bills']);
    expect(activeGroupIds(clientNavigation, '/client/dashboards')).toEqual([]);
  });

  it('accordion closes the siblings, collapse keeps them', () => {
    const open = new Set(['a', 'a>x']);
    expect([...toggleGroup(open, 'b', 'accordion')]).toEqual(['b']);
    expect([...toggleGroup(open, 'a>y', 'accordion')].sort()).toEqual(['a', 'a>y']);
    expect([...toggleGroup(open, 'b', 'collapse')].sort()).toEqual(['a', 'a>x', 'b']);
    expect([...toggleGroup(open, 'a', 'collapse')]).toEqual([]);
  });
});

describe('swipe drawer', () => {
  it('opens past the hysteresis (52 %) and stays closed before it', () => {
    expect(settleSwipe({ wasOpen: false, visible: 0.53, velocity: 0 })).toBe(true);
    expect(settleSwipe({ wasOpen: false, visible: 0.5, velocity: 0 })).toBe(false);
    expect(settleSwipe({ wasOpen: true, visible: 0.5, velocity: 0 })).toBe(true);
    expect(settleSwipe({ wasOpen: true, visible: 0.47, velocity: 0 })).toBe(false);
  });

  it('lets a flick faster than 450 px/s decide by its direction', () => {
    expect(settleSwipe({ wasOpen: false, visible: 0.1, velocity: 451 })).toBe(true);
    expect(settleSwipe({ wasOpen: false, visible: 0.1, velocity: 449 })).toBe(false);
    expect(settleSwipe({ wasOpen: true, visible: 0.9, velocity: -500 })).toBe(false);
  });
});

describe('horizontal menu', () => {
  it('turns each section into a dropdown of its entries', () => {
    const items = horizontalEntries(clientNavigation);
    expect(items.map((e) => e.title)).toEqual([
      'nav.dashboard',
      'nav.sectionTransactions',
      'nav.sectionAccount',
      'nav.sectionHelp',
    ]);
    const transactions = items[1];
    expect(isGroup(transactions) && transactions.children.map((e) => ('title' in e ? e.title : ''))).toEqual([
      'nav.bills',
      'nav.payments',
      'nav.createEbupot',
      'nav.wallet',
      'nav.taxCalendar',
    ]);
  });
});

const demoMenu: NavEntry[] = [
  { title: 'Home', path: '/home', icon: FileText },
  { sectionTitle: 'Section' },
  {
    title: 'Group one',
    icon: Bell,
    badgeContent: '3',
    children: [
      { title: 'Inside one', path: '/one/list' },
      { title: 'Off', path: '/off', disabled: true },
    ],
  },
  {
    title: 'Group two',
    children: [
      { title: 'Inside two', path: '/two' },
      { title: 'Docs', path: 'https://example.test/docs', externalLink: true, openInNewTab: true },
    ],
  },
];

function Harness({ mode }: { mode: 'accordion' | 'collapse' }) {
  const [path] = useState('/one/list');
  const [open, toggle] = useOpenGroups(demoMenu, path, mode);
  return <VerticalNavItems entries={demoMenu} iconsOnly={false} openGroups={open} onToggleGroup={toggle} />;
}

const renderNav = (mode: 'accordion' | 'collapse') =>
  render(
    <MemoryRouter initialEntries={['/one/list']}>
      <Harness mode={mode} />
    </MemoryRouter>,
  );

describe('vertical menu', () => {
  it('marks the current page, opens its group, and shows badges, disabled and external links', () => {
    renderNav('accordion');
    expect(screen.getByRole('link', { name: 'Inside one' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: /Group one/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Group two/ })).toHaveAttribute('aria-expanded', 'false');
    expect(within(screen.getByRole('button', { name: /Group one/ })).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Off').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Off' })).toBeNull();
    const docs = screen.getByText('Docs').closest('a')!;
    expect(docs).toHaveAttribute('href', 'https://example.test/docs');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('accordion: opening a group closes the open one', async () => {
    renderNav('accordion');
    await userEvent.click(screen.getByRole('button', { name: /Group two/ }));
    expect(screen.getByRole('button', { name: /Group two/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Group one/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapse: several groups stay open', async () => {
    renderNav('collapse');
    await userEvent.click(screen.getByRole('button', { name: /Group two/ }));
    expect(screen.getByRole('button', { name: /Group two/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Group one/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
