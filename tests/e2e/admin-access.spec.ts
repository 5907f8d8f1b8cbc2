import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiContext, bearer, newClient, signInDemo, storeSession } from './lib/session';

// Roles and permissions in a real browser against the real server: the admin adds a staff role
// with the matrix, gives it to an account in the users table, and that staff member sees only
// what the role allows, the API refusing the rest.

const SHOTS = '.tmp/shots/browser/access';
mkdirSync(SHOTS, { recursive: true });

test('the admin adds a staff role, gives it to a user, and the staff member gets exactly that', async ({
  browser,
  baseURL,
}) => {
  const admin = await signInDemo(baseURL!, 'admin');
  const staff = await newClient(baseURL!, 'staf');
  const roleName = `auditor ${Date.now().toString(36)}`;

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await storeSession(context, admin, { mode: 'light', lng: 'en' });
  const page = await context.newPage();
  await page.goto('/apps/roles');
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Admin\s*Built-in/ })).toBeVisible();

  // a name the server would refuse is caught in the form, with nothing lost
  await page.getByRole('button', { name: 'Add role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new role' });
  await dialog.getByLabel('Role name').fill('9 lives');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Start with a letter')).toBeVisible();
  await expect(dialog.getByLabel('Role name')).toHaveValue('9 lives');

  await dialog.getByLabel('Role name').fill(roleName);
  await dialog.getByLabel('Description').fill('Reads accounts and the audit log');
  await dialog.getByRole('checkbox', { name: 'Read Users' }).check();
  await dialog.getByRole('checkbox', { name: 'Read Audit log' }).check();
  await page.screenshot({ path: `${SHOTS}/role-dialog.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: roleName })).toBeVisible();

  // give the new role to the staff member from the users table
  await page.getByLabel('Search name, email or company').fill(staff.email);
  // by the row's email: every test account shares its name
  const roleSelect = page
    .getByRole('row')
    .filter({ hasText: staff.email })
    .getByLabel(`Role of ${staff.user.nama}`);
  await expect(roleSelect).toBeVisible({ timeout: 30_000 });
  await roleSelect.selectOption(roleName);
  await expect(page.getByText(`${staff.user.nama} now has the role ${roleName}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/roles-page.png`, fullPage: true });
  await context.close();

  // the staff member: the role's pages only, and the server refuses what the role lacks
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await storeSession(staffContext, { token: staff.token, user: staff.user }, { mode: 'light', lng: 'en' });
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/');
  await expect(staffPage).not.toHaveURL(/\/client\//);
  const nav = staffPage.getByRole('navigation', { name: /main|menu/i }).first();
  await expect(nav.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await staffPage.goto('/apps/roles');
  await expect(staffPage.getByText(/not authori[sz]ed|401/i).first()).toBeVisible();

  // 'read users' only: the user list, but no suspend among a row's actions
  await staffPage.goto('/apps/user/list');
  await expect(staffPage.getByRole('heading', { level: 1 })).toBeVisible();
  const firstRow = staffPage.locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  const menu = firstRow.getByRole('button', { name: /Actions for/ });
  if (await menu.count()) {
    await menu.click();
    await expect(staffPage.getByRole('menuitem', { name: 'Suspend' })).toHaveCount(0);
    await staffPage.keyboard.press('Escape');
  }
  await staffContext.close();

  const api = await apiContext(baseURL!);
  try {
    const refused = await api.get('/api/admin/roles', { headers: bearer(staff.token) });
    expect(refused.status()).toBe(403);
    const allowed = await api.get('/api/users', { headers: bearer(staff.token) });
    expect(allowed.status()).toBe(200);
    // a suspension sent by hand is refused by the server, not only hidden
    const target = (await allowed.json()).users.find((u: { id: number }) => u.id !== staff.user.id);
    const suspend = await api.post(`/api/admin/users/${target.id}/suspend`, { headers: bearer(staff.token) });
    expect(suspend.status()).toBe(403);
  } finally {
    await api.dispose();
  }
});
