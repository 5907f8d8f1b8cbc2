import { mkdirSync, readFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, request, test } from '@playwright/test';
import { parseIcs } from '../api/helpers/ics';
import { axeViolations } from './lib/axe';
import { sidewaysOverflow } from './lib/pages';
import {
  apiContext,
  bearer,
  type Look,
  newClient,
  type Session,
  signInDemo,
  storeSession,
} from './lib/session';

// The calendar (issue 17) in Chromium against the real server: a client's Kalender Pajak shows the
// payment deadline of masa April 2026 on Monday 18 May (the 15th is cuti bersama, then a weekend),
// the .ics download of that month holds it (read with ical.js), the private feed address works
// without the API key until it is revoked; the staff calendar adds, drags, moves by keyboard and
// deletes an event; axe in light, dark and Arabic on both pages.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SHOTS = '/tmp/shots-cal';
mkdirSync(SHOTS, { recursive: true });

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Steps the calendar back or forward from today's month to May 2026. */
async function showMay2026(page: Page) {
  const now = new Date();
  const steps = now.getFullYear() * 12 + now.getMonth() - (2026 * 12 + 4);
  const button = page.getByRole('button', { name: steps > 0 ? 'Previous' : 'Next', exact: true });
  for (let i = 0; i < Math.abs(steps); i++) await button.click();
  await expect(page.getByRole('heading', { name: 'May 2026' })).toBeVisible();
}

async function open(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  await expect(page.locator('table[aria-describedby="cal-keys-hint"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return { page, errors };
}

test.describe('client: Kalender Pajak', () => {
  let client: Session;
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser, baseURL }) => {
    client = await newClient(baseURL!, 'kalender');
    context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true });
    await storeSession(context, client, { mode: 'light', lng: 'en' });
    ({ page } = await open(context, '/client/kalender-pajak'));
  });
  test.afterAll(async () => context?.close());

  test('shows the deadline on the day it moved to, and the .ics download holds it', async () => {
    await showMay2026(page);
    const moved = page.locator('td[data-cal-day="2026-05-18"]');
    await expect(moved.getByRole('button', { name: /Tax payment due, period 04\/2026/ })).toBeVisible();
    const nominal = page.locator('td[data-cal-day="2026-05-15"]');
    await expect(nominal.getByRole('button', { name: /Cuti bersama Kenaikan Yesus Kristus/ })).toBeVisible();
    await expect(nominal.getByRole('button', { name: /Tax payment due/ })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/client-may-2026.png`, fullPage: true });

    // the service's item opens read-only with why it moved
    await moved.getByRole('button', { name: /Tax payment due, period 04\/2026/ }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText(/Moved from Friday, May 15, 2026/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .ics' }).click(),
    ]);
    const ics = parseIcs(readFileSync((await download.path())!, 'utf8'));
    const payment = ics.events.find((e) => e.uid.startsWith('deadline-2026-04-payment@'));
    expect(payment).toMatchObject({ start: '2026-05-18', allDay: true });
    expect(ics.events.find((e) => e.uid === `holiday-2026-05-15@127.0.0.1`)?.summary).toBe(
      'Cuti bersama Kenaikan Yesus Kristus',
    );
  });

  test('the private feed address works without the API key until revoked', async ({ baseURL }) => {
    await page.getByRole('button', { name: 'Create feed address' }).click();
    const address = (await page.getByTestId('feed-url').textContent())!;
    expect(address).toMatch(new RegExp(`^${baseURL}/api/calendar/feed/[A-Za-z0-9_-]{32}\\.ics$`));
    const anyone = await request.newContext();
    try {
      const read = await anyone.get(address);
      expect(read.status()).toBe(200);
      expect(read.headers()['content-type']).toContain('text/calendar');
      expect(parseIcs(await read.text()).events.some((e) => e.uid.startsWith('deadline-'))).toBe(true);

      await page.getByRole('button', { name: 'Revoke' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByRole('button', { name: 'Create feed address' })).toBeVisible();
      expect((await anyone.get(address)).status()).toBe(404);
    } finally {
      await anyone.dispose();
    }
  });
});

test.describe('staff: /apps/calendar', () => {
  let admin: Session;
  let context: BrowserContext;
  let page: Page;
  const title = `Rapat tim ${Date.now().toString(36)}`;

  test.beforeAll(async ({ browser, baseURL }) => {
    admin = await signInDemo(baseURL!, 'admin');
    context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await storeSession(context, admin, { mode: 'light', lng: 'en' });
    ({ page } = await open(context, '/apps/calendar'));
  });
  test.afterAll(async () => context?.close());

  const eventOf = async (baseURL: string) => {
    const api = await apiContext(baseURL);
    try {
      const from = dayKey(new Date(Date.now() - 45 * 86_400_000));
      const to = dayKey(new Date(Date.now() + 45 * 86_400_000));
      const r = await api.get(`/api/calendar/items?from=${from}&to=${to}`, { headers: bearer(admin.token) });
      return ((await r.json()).items as { title: string; start: string; end: string }[]).find(
        (i) => i.title === title,
      );
    } finally {
      await api.dispose();
    }
  };

  test('adds an event, drags it to another day, moves and stretches it by keyboard, deletes it', async ({
    baseURL,
  }) => {
    const today = new Date();
    await page.getByRole('button', { name: 'Add event' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Title').fill(title);
    await drawer.getByLabel('Calendar').selectOption('business');
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(drawer).toHaveCount(0);
    const chip = page.getByRole('button', { name: new RegExp(title) });
    await expect(
      page.locator(`td[data-cal-day="${dayKey(today)}"]`).getByRole('button', { name: new RegExp(title) }),
    ).toBeVisible();

    // drag to the next day (or the one before, when today ends the grid)
    const next = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    const before = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    const target = (await page.locator(`td[data-cal-day="${dayKey(next)}"]`).count()) ? next : before;
    const from = (await chip.boundingBox())!;
    const to = (await page.locator(`td[data-cal-day="${dayKey(target)}"]`).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(
      page.locator(`td[data-cal-day="${dayKey(target)}"]`).getByRole('button', { name: new RegExp(title) }),
    ).toBeVisible();
    await expect.poll(async () => (await eventOf(baseURL!))?.start).toBe(dayKey(target));

    // Alt+ArrowRight: a day later; Alt+Shift+ArrowRight: ends a day later
    const later = new Date(target.getFullYear(), target.getMonth(), target.getDate() + 1);
    await chip.focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(async () => (await eventOf(baseURL!))?.start).toBe(dayKey(later));
    // the chip is drawn anew in the next cell, and the focus follows it there
    const laterCell = page.locator(`td[data-cal-day="${dayKey(later)}"]`);
    if (await laterCell.count()) {
      await expect(laterCell.getByRole('button', { name: new RegExp(title) })).toBeFocused();
    } else {
      await chip.focus(); // moved past the grid's last day: nothing to follow
    }
    await page.keyboard.press('Alt+Shift+ArrowRight');
    await expect
      .poll(async () => (await eventOf(baseURL!))?.end)
      .toBe(dayKey(new Date(later.getFullYear(), later.getMonth(), later.getDate() + 1)));
    await expect(page.getByText(new RegExp(`${title} moved`))).toBeAttached();

    await chip.first().click();
    await expect(page.getByRole('heading', { name: 'Edit event' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Delete this event?' })).toBeVisible();
    // the confirmation's own Delete (the drawer's stays behind it)
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await expect(chip).toHaveCount(0);
    expect(await eventOf(baseURL!)).toBeUndefined();
  });

  test('week and day views place a timed event by its hours', async ({ baseURL }) => {
    const api = await apiContext(baseURL!);
    const start = new Date();
    start.setHours(10, 0, 0, 0);
    const made = await api.post('/api/calendar/events', {
      headers: bearer(admin.token),
      data: {
        title: `${title} jam`,
        calendar: 'personal',
        all_day: false,
        start: start.toISOString(),
        end: new Date(start.getTime() + 90 * 60_000).toISOString(),
      },
    });
    expect(made.status()).toBe(201);
    await api.dispose();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    const item = page.getByRole('button', { name: new RegExp(`${title} jam`) });
    await expect(item).toBeVisible();
    const hours = await item.evaluate((el) => (el.closest('li') as HTMLElement).style.top);
    expect(hours).toBe('480px'); // 10:00 at 48 px an hour
    await page.screenshot({ path: `${SHOTS}/staff-week.png` });
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByRole('button', { name: new RegExp(`${title} jam`) })).toBeVisible();
    await page.getByRole('button', { name: 'Month', exact: true }).click();
  });
});

const LOOKS: { name: string; look: Look; firstDays: string[] }[] = [
  { name: 'light', look: { mode: 'light', lng: 'en' }, firstDays: ['Sunday'] },
  { name: 'dark', look: { mode: 'dark', lng: 'id' }, firstDays: ['Senin'] },
  { name: 'arabic-rtl', look: { mode: 'light', lng: 'ar' }, firstDays: ['السبت', 'الأحد'] },
];

for (const { name, look, firstDays } of LOOKS) {
  for (const who of ['client', 'admin'] as const) {
    test(`axe finds nothing on the ${who}'s calendar (${name})`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      {
        const session = await signInDemo(baseURL!, who);
        const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
        await storeSession(context, session, look);
        const { page, errors } = await open(
          context,
          who === 'client' ? '/client/kalender-pajak' : '/apps/calendar',
        );
        await expect(page.locator('html')).toHaveAttribute('dir', look.lng === 'ar' ? 'rtl' : 'ltr');
        // the week starts where the language's users expect
        const first = await page
          .locator('table[aria-describedby="cal-keys-hint"] th abbr')
          .first()
          .getAttribute('title');
        expect(firstDays).toContain(first);
        const scan = async (what: string) => {
          const found = await axeViolations(page);
          await page.screenshot({ path: `${SHOTS}/${name}-${who}-${what}.png`, fullPage: what === 'month' });
          expect(found, what).toEqual([]);
        };
        await scan('month');
        await page
          .getByRole('button', {
            name: look.lng === 'ar' ? 'أسبوع' : look.lng === 'id' ? 'Minggu' : 'Week',
            exact: true,
          })
          .click();
        await scan('week');
        await page
          .getByRole('button', {
            name: look.lng === 'ar' ? 'إضافة حدث' : look.lng === 'id' ? 'Tambah acara' : 'Add event',
          })
          .first()
          .click();
        await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
        await scan('drawer');
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }
}

test('phone: the calendar fits 390 px', async ({ browser, baseURL }) => {
  const session = await signInDemo(baseURL!, 'client');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await storeSession(context, session, { mode: 'light', lng: 'id' });
  const { page } = await open(context, '/client/kalender-pajak');
  const overflow = await sidewaysOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/phone-client.png`, fullPage: true });
  await context.close();
});
