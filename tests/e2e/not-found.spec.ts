import { expect as baseExpect, test } from '@playwright/test';
import { apiContext, newClient, signInBrowser } from './billing-helpers';

// Every detail page answers a missing record with a not-found state and a way back to its list,
// never an error with a Retry that cannot succeed.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const cases = [
  {
    url: '/client/transaksi/ebupot/987654',
    title: 'Slip not found',
    back: 'Back to E-Bupot',
    list: '/client/transaksi/ebupot/list',
  },
  {
    url: '/client/transaksi/ebupot/987654/edit',
    title: 'Slip not found',
    back: 'Back to E-Bupot',
    list: '/client/transaksi/ebupot/list',
  },
  {
    url: '/client/transaksi/ebupot/abc',
    title: 'Slip not found',
    back: 'Back to E-Bupot',
    list: '/client/transaksi/ebupot/list',
  },
  {
    url: '/client/invoice/987654',
    title: 'Bill not found',
    back: 'Back to bills',
    list: '/client/invoice/list',
  },
];

test('detail pages of missing records say so and lead back to their list', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await apiContext(baseURL!);
  await signInBrowser(context, await newClient(api, 'klien-hilang'));
  for (const c of cases) {
    await page.goto(c.url);
    const state = page.getByTestId('not-found');
    await expect(state.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await state.getByRole('link', { name: c.back }).last().click();
    await expect(page).toHaveURL(new RegExp(`${c.list}$`));
  }
  await api.dispose();
});
