import { afterEach, expect, it, vi } from 'vitest';

// The admin workspace's strings join the language i18next holds, beside its other strings.

const trees: Record<string, unknown> = {
  '/locales/id.json': { common: { retry: 'Coba lagi' } },
  '/locales/id.admin.json': { admin: { home: 'Beranda admin' } },
  '/locales/en.json': { common: { retry: 'Try again' } },
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('admin strings that arrive after i18next holds the language join it', async () => {
  localStorage.setItem('i18nextLng', 'id');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const tree = trees[new URL(url, 'http://localhost').pathname];
      return tree ? new Response(JSON.stringify(tree)) : new Response('', { status: 404 });
    }),
  );
  vi.resetModules();
  const { i18n } = await import('@/lib/i18n');
  const catalog = await import('@/lib/i18n/catalog');
  await vi.waitFor(() => expect(i18n.t('common.retry')).toBe('Coba lagi'));
  await catalog.loadWithAdminStrings('id');
  await vi.waitFor(() => expect(i18n.t('admin.home')).toBe('Beranda admin'));
  expect(i18n.t('common.retry')).toBe('Coba lagi');
});
