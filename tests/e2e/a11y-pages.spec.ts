import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { portalPages, sampleIds, settle } from './lib/pages';
import { type Look, signInDemo, storeSession } from './lib/session';

// axe over every page of the portal in light, dark and Arabic (right to left): no violations.
// The shell (menu, app bar) is the same on every signed-in page: it is scanned whole on the first
// page of a run and only the page's own content (#main-content) on the others, to keep CI fast.

test.describe.configure({ timeout: 180_000 });

const SHOTS = '.tmp/shots/browser/a11y';
mkdirSync(SHOTS, { recursive: true });

const LOOKS: { name: string; look: Look }[] = [
  { name: 'light', look: { mode: 'light', lng: 'en' } },
  { name: 'dark', look: { mode: 'dark', lng: 'en' } },
  { name: 'arabic-rtl', look: { mode: 'light', lng: 'ar' } },
];

for (const { name, look } of LOOKS) {
  for (const who of ['guest', 'client', 'admin'] as const) {
    test(`axe finds nothing on the ${who} pages (${name})`, async ({ page, baseURL }) => {
      const session = who === 'guest' ? null : await signInDemo(baseURL!, who);
      const ids = who === 'client' ? await sampleIds(baseURL!, session!) : { invoiceId: 0, bupotId: 0 };
      await storeSession(page.context(), session, look);
      const found: string[] = [];
      let shellScanned = false;
      for (const target of portalPages(ids).filter((p) => p.as === who)) {
        await page.goto(target.path);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('dir', look.lng === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('html')).toHaveAttribute('data-mode', look.mode!);
        const hasShell = (await page.locator('#main-content').count()) > 0;
        const axe = new AxeBuilder({ page });
        if (hasShell && shellScanned) axe.include('#main-content');
        shellScanned ||= hasShell;
        const results = await axe.analyze();
        if (results.violations.length === 0) continue;
        await page.screenshot({ path: `${SHOTS}/${name}-${target.name.replace(/\W+/g, '-')}.png` });
        for (const v of results.violations)
          found.push(
            `${target.name}: ${v.id} (${v.impact}) ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
          );
      }
      expect(found).toEqual([]);
    });
  }
}
