import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { axeViolations } from './lib/axe';
import { openSettled } from './lib/pages';
import { apiContext, bearer, signInDemo, storeSession } from './lib/session';

// Issue 20's content pages against the real server: the admin edits a FAQ answer in place (the
// rich-text editor in the edit dialog) and publishes a new help-centre article; the client then
// finds the answer by searching the FAQ and reads the article, and the API refuses the client's
// edit (403). The pages themselves are scanned by axe in light, dark and Arabic in the shared
// sweep (a11y-pages.spec.ts, tests/e2e/lib/pages.ts); here axe checks the edit dialog, a state the
// sweep does not open.

// about 20 s on an idle machine; the margin is for a loaded one
test.describe.configure({ timeout: 150_000 });

const SHOTS = process.env.CONTENT_SHOTS ?? '.tmp/shots/browser/content-pages';
mkdirSync(SHOTS, { recursive: true });

test('the admin edits a FAQ answer and publishes an article; the client sees both and cannot edit', async ({
  browser,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const answer = `A virtual account is valid for 24 hours from its creation (checked ${tag}).`;
  const title = `Reading a receipt ${tag}`;
  const look = { mode: 'light', lng: 'en' } as const;

  const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await storeSession(admin, await signInDemo(baseURL!, 'admin'), look);
  const page = await admin.newPage();

  // the FAQ answer, edited in place
  await openSettled(page, '/pages/faq');
  await page.getByRole('tab', { name: 'Virtual accounts' }).click();
  await page.getByRole('button', { name: 'Edit “How long is a virtual account valid?”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit question' });
  await expect(dialog.getByRole('combobox', { name: 'Language of the text' })).toHaveValue('en');
  const editor = dialog.getByRole('textbox', { name: 'Answer' });
  await editor.fill(answer);
  expect(await axeViolations(page, { include: ['[role="dialog"]'] }), 'edit dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'How long is a virtual account valid?', exact: true }).click();
  await expect(page.getByText(answer)).toBeVisible();

  // a new article, published from its dialog
  await openSettled(page, '/pages/knowledge-base');
  await page.getByRole('button', { name: 'New article' }).click();
  const create = page.getByRole('dialog', { name: 'New article' });
  await create.getByRole('textbox', { name: 'Title' }).fill(title);
  await create.getByRole('textbox', { name: 'Summary' }).fill('What the payment receipt shows.');
  await create
    .getByRole('textbox', { name: 'Article' })
    .fill('The receipt shows the bill, the bank and the time paid.');
  await create.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Bills and payment' });
  await create.getByRole('textbox', { name: 'Address' }).fill(`membaca-kuitansi-${tag}`);
  await create.getByRole('switch', { name: 'Published' }).check();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await admin.close();

  // the client reads both
  const session = await signInDemo(baseURL!, 'client');
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await storeSession(client, session, look);
  const reader = await client.newPage();
  await openSettled(reader, '/client/faq');
  await reader.getByRole('searchbox', { name: 'Search the questions' }).fill(`checked ${tag}`);
  await expect(reader.getByText(answer)).toBeVisible();
  await reader.screenshot({ path: `${SHOTS}/client-faq-search.png` });

  // help center → topic → article → back to the topic from the article's side list
  await openSettled(reader, '/client/pusat-bantuan');
  await reader.getByRole('link', { name: 'Bills and payment', exact: true }).click();
  await expect(reader.getByRole('heading', { level: 1, name: 'Bills and payment' })).toBeVisible();
  await expect(reader).toHaveURL(/\/client\/pusat-bantuan\/[^/]+$/);
  await expect(reader.getByText('What the payment receipt shows.')).toBeVisible();
  await reader.getByRole('link', { name: title }).click();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText('The receipt shows the bill')).toBeVisible();
  await reader
    .getByRole('navigation', { name: 'Bills and payment' })
    .getByRole('link', { name: 'Bills and payment' })
    .click();
  await expect(reader.getByRole('heading', { level: 1, name: 'Bills and payment' })).toBeVisible();
  // a topic that does not exist says so
  await openSettled(reader, '/client/pusat-bantuan/tidak-ada');
  await expect(
    reader.getByRole('heading', { level: 1, name: 'This topic does not exist or is no longer published.' }),
  ).toBeVisible();
  // the staff's view of a topic is not theirs
  await reader.goto('/pages/knowledge-base/e-bupot');
  await expect(reader.getByText('401')).toBeVisible();
  await expect(reader.locator('[data-category]')).toHaveCount(0);
  await client.close();

  // and may not change it
  const api = await apiContext(baseURL!);
  const refused = await api.patch('/api/admin/content/faqs/1', {
    headers: bearer(session.token),
    data: { published: false },
  });
  expect(refused.status()).toBe(403);
  await api.dispose();
});
