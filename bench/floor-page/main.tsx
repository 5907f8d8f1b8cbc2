// The Lighthouse bench's floor page (bench/floor.ts): the portal's stack and stylesheet with no
// application in it. React's root started as the portal starts it, the query client, i18next and
// the router around one route that asks the real server one question and shows four cards and ten
// rows. Its look before the data is in the HTML (index.html), as the portal's signed-in pages send
// theirs, so all of its script's work falls after the first paint. What this page scores on a machine
// is what any page of the stack can score there.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import '@/styles/index.css';

i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { title: 'Dashboard', card: 'Card {{n}}', row: 'Row {{n}}' } } },
});
const client = new QueryClient();
const ROWS = Array.from({ length: 10 }, (_, n) => ({ id: `row-${n}`, n }));

function FloorPage() {
  const { t } = useTranslation();
  const health = useQuery({
    queryKey: ['health'],
    queryFn: async () => (await fetch('/api/health')).json() as Promise<{ uptime_s: number }>,
  });
  return (
    <main className="p-4">
      <h1 className="mb-4 text-xl font-semibold">{t('title')}</h1>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {[1, 2, 3, 4].map((n) => (
          <div key={n} className="rounded-lg border border-divider bg-paper p-4 shadow-sm">
            <p className="text-sm text-text-muted">{t('card', { n })}</p>
            <p className="text-2xl font-bold">{health.data ? health.data.uptime_s * n : '…'}</p>
          </div>
        ))}
      </div>
      <ul className="mt-4">
        {ROWS.map(({ id, n }) => (
          <li key={id} className="flex justify-between border-b border-divider py-2">
            <Link to={`/${id}`}>{t('row', { n })}</Link>
            <span>{n * 1000}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18next}>
          <BrowserRouter>
            <Routes>
              <Route path="*" element={<FloorPage />} />
            </Routes>
          </BrowserRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
