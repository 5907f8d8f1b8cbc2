import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { portalPages, sampleIds, settle } from './lib/pages';
import { type Look, type Session, signInDemo, storeSession } from './lib/session';

// axe over every page of the portal in light, dark and Arabic (right to left): no violations.
// The shell (menu, app bar) is the same on every signed-in page: it is scanned whole on the first
// page of each role and only the page's own content (#main-content) on the others, to keep CI fast.

test.describe.configure({ timeout: 90_000 });

const SHOTS = '.tmp/shots/browser/a11y';
mkdirSync(SHOTS, { recursive: true });

const LOOKS: { name: string; look: Look }[] = [
  { name: 'light', look: { mode: 'light', lng: 'en' } },
  { name: 'dark', look: { mode: 'dark', lng: 'en' } },
  { name: 'arabic-rtl', look: { mode: 'light', lng: 'ar' } },
];

// Sessions and sample ids are made once a worker; the page list needs ids only for its paths.
const sessions = new Map<'client' | 'admin', Promise<Session>>();
const sessionOf = (baseURL: string, who: 'client' | 'admin') => {
  if (!sessions.has(who)) sessions.set(who, signInDemo(baseURL, who));
  return sessions.get(who)!;
};
let ids: Promise<{ invoiceId: number; bupotId: number }> | null = null;
const PLACEHOLDER_IDS = { invoiceId: 0, bupotId: 0 };

const pages = portalPages(PLACEHOLDER_IDS);
/** pages whose path holds a record id (a bill, a slip) */
const needsIds = new Set(
  portalPages({ invoiceId: 1, bupotId: 1 })
    .filter((p, i) => p.path !== pages[i].path)
    .map((p) => p.name),
);
const firstOfRole = new Set(['guest', 'client', 'admin'].map((who) => pages.find((p) => p.as === who)?.name));

for (const { name, look } of LOOKS) {
  for (const target of pages) {
    test(`axe finds nothing on ${target.name} (${name})`, async ({ page, baseURL }) => {
      const who = target.as;
      const session = who === 'guest' ? null : await sessionOf(baseURL!, who);
      let path = target.path;
      if (needsIds.has(target.name)) {
        ids ??= sessionOf(baseURL!, 'client').then((client) => sampleIds(baseURL!, client));
        path = portalPages(await ids).find((p) => p.name === target.name)!.path;
      }
      await storeSession(page.context(), session, look);
      await page.goto(path);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('dir', look.lng === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('html')).toHaveAttribute('data-mode', look.mode!);
      const axe = new AxeBuilder({ page });
      const hasShell = (await page.locator('#main-content').count()) > 0;
      if (hasShell && !firstOfRole.has(target.name)) axe.include('#main-content');
      const results = await axe.analyze();
      if (results.violations.length)
        await page.screenshot({ path: `${SHOTS}/${name}-${target.name.replace(/\W+/g, '-')}.png` });
      const found = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}) ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
      expect(found).toEqual([]);
    });
  }
}
