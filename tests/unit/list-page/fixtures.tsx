import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { choiceParam, listUrl, textParam } from '@/components/list-page/url-state';
import { testI18n } from '../ui/i18n';

/** A list like the app's: a view (tab), two filters, a page and a sort. */
export const fruitList = listUrl({
  name: 'fruits',
  views: { tab: choiceParam(['fresh', 'dried'] as const, { fallback: 'fresh' }) },
  filters: { q: textParam(), colour: choiceParam(['red', 'green']) },
  sort: { keys: ['name', 'price'], key: 'name', dir: 'asc' },
});

export const inRouter =
  (url = '/fruits') =>
  ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={testI18n}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </I18nextProvider>
  );
