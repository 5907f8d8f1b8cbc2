import { MENU_GROUPS, menuIconOf, ROUTE_LIST, routePath } from '@contract/routes';
import { describe, expect, it } from 'vitest';
import appAr from '@/app/locales/ar.json';
import appEn from '@/app/locales/en.json';
import appFr from '@/app/locales/fr.json';
import appId from '@/app/locales/id.json';
import { routeByName } from '@/app/routes';
import navAr from '@/layouts/locales/ar.json';
import navEn from '@/layouts/locales/en.json';
import navFr from '@/layouts/locales/fr.json';
import navId from '@/layouts/locales/id.json';

const lookup = (catalog: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

describe('the route declaration', () => {
  it('names every page title and menu label in all four languages', () => {
    const menuKeys = ROUTE_LIST.flatMap(({ menu }) => (menu ? [menu.title, menu.section ?? menu.title] : []));
    const keys = [...menuKeys, ...Object.values(MENU_GROUPS).map((g) => g.title)];
    for (const catalog of [appEn, appId, appFr, appAr])
      for (const { title } of ROUTE_LIST) expect(typeof lookup(catalog, title), title).toBe('string');
    for (const catalog of [navEn, navId, navFr, navAr])
      for (const key of keys) expect(typeof lookup(catalog, key), key).toBe('string');
  });

  it('gives every searchable page an icon', () => {
    for (const { name, menu, search } of ROUTE_LIST)
      if (search) expect(menu && menuIconOf(menu), name).toBeTruthy();
  });

  it('builds addresses from names and parameters', () => {
    expect(routePath('dashboard')).toBe('/client/dashboards');
    expect(routePath('invoiceDetail', { id: 7 })).toBe('/client/invoice/7');
    expect(routePath('ebupotEdit', { id: '12' })).toBe('/client/transaksi/ebupot/12/edit');
    expect(routePath('ebupotView', { id: 'a/b' })).toBe('/client/transaksi/ebupot/a%2Fb');
  });

  it('becomes the route table: a component for every declared page, same address and guards', () => {
    for (const { name, path, title, acl, layout } of ROUTE_LIST) {
      const route = routeByName[name];
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
