import { resolve } from 'node:path';
import { menuIconOf, routePath } from '@contract/routes';
import { adminPath } from '@contract/routes/admin';
import { ALL_MENU_GROUPS, ALL_ROUTE_LIST } from '@contract/routes/all';
import { describe, expect, it } from 'vitest';
import { adminRouteByName } from '@/app/admin-routes';
import { type AppRoute, routeByName } from '@/app/routes';
import { buildLocale, LANGUAGES } from '../../scripts/locales';

const lookup = (catalog: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

describe('the route declaration', () => {
  it('names every page title and menu label in all four languages', () => {
    const menuKeys = ALL_ROUTE_LIST.flatMap(({ menu }) =>
      menu ? [menu.title, menu.section ?? menu.title] : [],
    );
    const keys = [...menuKeys, ...Object.values(ALL_MENU_GROUPS).map((g) => g.title)];
    // each language as served (every folder's locales merged): a feature may name its own pages
    for (const lng of LANGUAGES) {
      const catalog = buildLocale(resolve(import.meta.dirname, '../../src'), lng);
      for (const { title } of ALL_ROUTE_LIST)
        expect(typeof lookup(catalog, title), `${lng} ${title}`).toBe('string');
      for (const key of keys) expect(typeof lookup(catalog, key), `${lng} ${key}`).toBe('string');
    }
  });

  it('gives every searchable page an icon', () => {
    for (const { name, menu, search } of ALL_ROUTE_LIST)
      if (search) expect(menu && menuIconOf(menu, ALL_MENU_GROUPS), name).toBeTruthy();
  });

  it('builds addresses from names and parameters', () => {
    expect(routePath('dashboard')).toBe('/client/dashboards');
    expect(routePath('invoiceDetail', { id: 7 })).toBe('/client/invoice/7');
    expect(routePath('ebupotEdit', { id: '12' })).toBe('/client/transaksi/ebupot/12/edit');
    expect(routePath('ebupotView', { id: 'a/b' })).toBe('/client/transaksi/ebupot/a%2Fb');
    expect(adminPath('userView', { id: 7 })).toBe('/apps/user/view/7');
  });

  it('becomes the route table: a component for every declared page, same address and guards', () => {
    for (const { name, path, title, acl, layout } of ALL_ROUTE_LIST) {
      const route =
        (routeByName as Record<string, AppRoute>)[name] ??
        (adminRouteByName as Record<string, AppRoute>)[name];
      expect(route.Component, name).toBeTruthy();
      expect({ path: route.path, title: route.title, acl: route.acl, layout: route.layout }).toEqual({
        path,
        title,
        acl,
        layout,
      });
    }
  });
});
