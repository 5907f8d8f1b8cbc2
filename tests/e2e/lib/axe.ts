import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe finds on `page` (or only inside `include`, less `exclude`), one line a rule: its id,
 * impact, the first three elements and what is wrong with the first. `expect(…).toEqual([])`.
 */
export async function axeViolations(
  page: Page,
  { include = [], exclude = [] }: { include?: string[]; exclude?: string[] } = {},
): Promise<string[]> {
  // legacy mode: axe runs in the page itself, without opening a blank page per scan to merge the
  // frames' results (the portal has no cross-origin frames); a second or so less a scan
  // only violations are built into results: axe then skips the selectors and details of every
  // passing node, about 40% of a scan on the admin pages
  await animationsFinished(page);
  // a toast whose time is up starts fading out on a timer, which may fall inside the scan's second
  // (contrast 1.15 in a CI run); without its animations a toast is either fully shown or gone
  const stillToasts = await page.addStyleTag({
    content: '[data-rht-toaster] * { animation: none !important; }',
  });
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  for (const selector of include) builder = builder.include(selector);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder
    .analyze()
    .finally(() => stillToasts.evaluate((style) => (style as HTMLStyleElement).remove()));
  return violations.map((v) => {
    const targets = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ');
    const why = v.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '';
    return `${v.id} (${v.impact}) ${targets} :: ${why}`;
  });
}

/**
 * Waits (at most 3 s) until the page's finite animations are over: a toast sliding in is half
 * transparent, and axe measures its text against the page behind it (contrast 1.15 and 1.92 in CI
 * runs). A toast that an answer brings may start a moment after the scan was asked for: the page
 * must stay still for two frames and 50 ms before it counts as finished. Endless animations
 * (spinners) are left running.
 */
async function animationsFinished(page: Page) {
  await page.evaluate(async () => {
    const deadline = performance.now() + 3000;
    const settle = () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))),
      );
    while (performance.now() < deadline) {
      await settle();
      const finite = document.getAnimations().filter((a) => {
        const end = a.effect?.getComputedTiming().endTime;
        return a.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      });
      if (finite.length === 0) return;
      const ends = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      await Promise.race([ends, new Promise((done) => setTimeout(done, deadline - performance.now()))]);
    }
  });
}
