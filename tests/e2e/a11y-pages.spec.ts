import { mkdirSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './lib/axe';
import { describeViolation, listenForViolations, takeViolations, watchConsole } from './lib/csp';
import { openInApp, portalPages, sampleIds, settle } from './lib/pages';
import { type Look, signInDemo, storeSession } from './lib/session';

// axe over every page of the portal in light, dark and Arabic (right to left): no violations,
// no uncaught script error on the way, and no Content-Security-Policy violation (csp.spec.ts loads
// the pre-rendered pages whole; here every page's code and data run under the policy).
// The shell (menu, app bar) is the same on every signed-in page: it is scanned whole on the first
// page of each role and only the page's own content (#main-content) on the others. Pages of one
// role and look share a browser tab and go from page to page as a link would (one sign-in, scripts
// loaded once), to keep CI fast.

test.describe.configure({ timeout: 90_000 });

const SHOTS = '.tmp/shots/browser/a11y';
mkdirSync(SHOTS, { recursive: true });

const LOOKS: { name: string; look: Look }[] = [
  { name: 'light', look: { mode: 'light', lng: 'en' } },
  { name: 'dark', look: { mode: 'dark', lng: 'en' } },
  { name: 'arabic-rtl', look: { mode: 'light', lng: 'ar' } },
];

/** scanned in every look, with more of their states, by calendar.spec.ts and ebupot-masa-flow.spec.ts */
const SCANNED_ELSEWHERE = new Set(['tax calendar', 'calendar', 'ebupot masa']);
const PLACEHOLDER_IDS = { invoiceId: 0, bupotId: 0, clientId: 0 };
const allPages = portalPages(PLACEHOLDER_IDS);
const pages = allPages.filter((p) => !SCANNED_ELSEWHERE.has(p.name));
/** pages whose path holds a record id (a bill, a slip) */
const needsIds = new Set(
  portalPages({ invoiceId: 1, bupotId: 1, clientId: 1 })
    .filter((p, i) => p.path !== allPages[i].path)
    .map((p) => p.name),
);

for (const { name, look } of LOOKS) {
  for (const who of ['guest', 'client', 'admin'] as const) {
    test.describe(`${who} pages (${name})`, () => {
      test.describe.configure({ mode: 'serial' });
      let context: BrowserContext;
      let page: Page;
      let paths: Record<string, string>;
      /** Uncaught errors of the page's scripts (none is ever expected). */
      const pageErrors: string[] = [];
      /** The console's Content-Security-Policy messages. */
      const cspConsole: string[] = [];

      test.beforeAll(async ({ browser, baseURL }) => {
        const session = who === 'guest' ? null : await signInDemo(baseURL!, who);
        // the admin's user view shows the demo client
        const owner = who === 'admin' ? await signInDemo(baseURL!, 'client') : session;
        const ids = owner ? await sampleIds(baseURL!, owner) : PLACEHOLDER_IDS;
        paths = Object.fromEntries(portalPages(ids).map((p) => [p.name, p.path]));
        context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        await storeSession(context, session, look);
        await listenForViolations(context);
        page = await context.newPage();
        page.on('pageerror', (error) => pageErrors.push(error.message));
        watchConsole(page, cspConsole);
      });
      test.afterAll(async () => {
        await context?.close();
      });

      pages
        .filter((p) => p.as === who)
        .forEach((target, index) => {
          test(`axe finds nothing on ${target.name} (${name})`, async () => {
            expect(!needsIds.has(target.name) || !paths[target.name].endsWith('/0')).toBe(true);
            await openInApp(page, paths[target.name]);
            await settle(page);
            expect(pageErrors.splice(0)).toEqual([]);
            const csp = (await takeViolations(page)).map((v) => describeViolation(target.name, v));
            expect([...csp, ...cspConsole.splice(0)]).toEqual([]);
            await expect(page.locator('html')).toHaveAttribute('dir', look.lng === 'ar' ? 'rtl' : 'ltr');
            await expect(page.locator('html')).toHaveAttribute('data-mode', look.mode!);
            const hasShell = (await page.locator('#main-content').count()) > 0;
            const found = await axeViolations(page, {
              include: hasShell && index > 0 ? ['#main-content'] : [],
            });
            if (found.length)
              await page.screenshot({ path: `${SHOTS}/${name}-${target.name.replace(/\W+/g, '-')}.png` });
            expect(found).toEqual([]);
          });
        });
    });
  }
}
