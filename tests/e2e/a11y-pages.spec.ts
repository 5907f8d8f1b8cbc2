import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { portalPages, sampleIds, settle } from './lib/pages';
import { type Look, type Session, signInDemo, storeSession } from './lib/session';

// axe over every page of the portal in light, dark and Arabic (right to left): no violations.

test.describe.configure({ timeout: 240_000 });

const SHOTS = '.tmp/shots/browser/a11y';
mkdirSync(SHOTS, { recursive: true });

const LOOKS: { name: string; look: Look }[] = [
  { name: 'light', look: { mode: 'light', lng: 'en' } },
  { name: 'dark', look: { mode: 'dark', lng: 'en' } },
  { name: 'arabic-rtl', look: { mode: 'light', lng: 'ar' } },
];

for (const { name, look } of LOOKS) {
  test(`axe finds nothing on any page (${name})`, async ({ browser, baseURL }) => {
    const sessions: Record<'client' | 'admin', Session> = {
      client: await signInDemo(baseURL!, 'client'),
      admin: await signInDemo(baseURL!, 'admin'),
    };
    const pages = portalPages(await sampleIds(baseURL!, sessions.client));
    const found: string[] = [];
    for (const who of ['guest', 'client', 'admin'] as const) {
      const context = await browser.newContext();
      await storeSession(context, who === 'guest' ? null : sessions[who], look);
      const page = await context.newPage();
      for (const target of pages.filter((p) => p.as === who)) {
        await page.goto(target.path);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('dir', look.lng === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('html')).toHaveAttribute('data-mode', look.mode!);
        const results = await new AxeBuilder({ page }).analyze();
        if (results.violations.length) {
          await page.screenshot({ path: `${SHOTS}/${name}-${target.name.replace(/\W+/g, '-')}.png` });
          for (const v of results.violations)
            found.push(
              `${target.name}: ${v.id} (${v.impact}) ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
            );
        }
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
}
