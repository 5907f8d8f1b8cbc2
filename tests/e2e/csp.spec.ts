import { expect, test } from '@playwright/test';
import { describeViolation, listenForViolations, takeViolations, watchConsole } from './lib/csp';
import { portalPages, settle } from './lib/pages';
import { signInDemo, storeSession } from './lib/session';

// Content-Security-Policy holds in Chromium: the policy forbids inline scripts, the pages the
// server sends with their look already drawn load under it without a violation, and so does the
// search dialog. Every other page is checked in a11y-pages.spec.ts's walks (each page, in each look).

test.describe.configure({ timeout: 180_000 });

/** The policy's directives as a map: name → sources. */
function parsePolicy(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

test('the document carries a policy that allows no inline or eval script', async ({ request }) => {
  for (const path of ['/login', '/client/dashboards', '/admin/home']) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const header = res.headers()['content-security-policy'];
    expect(header, `CSP header on ${path}`).toBeTruthy();
    const policy = parsePolicy(header);
    const scripts = policy.get('script-src') ?? policy.get('default-src');
    expect(scripts, 'script-src (or default-src) is set').toBeTruthy();
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain('*');
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // and the built page has no inline script for the policy to block
    expect(await res.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
  }
});

test('the listener catches a violation when one happens', async ({ page }) => {
  await listenForViolations(page);
  const console: string[] = [];
  watchConsole(page, console);
  await page.goto('/login');
  await settle(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  const found: Awaited<ReturnType<typeof takeViolations>> = [];
  await expect
    .poll(async () => {
      found.push(...(await takeViolations(page)));
      return found.length;
    })
    .toBeGreaterThan(0);
  expect(found[0].directive).toBe('script-src-elem');
  expect(
    await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
  ).toBeUndefined();
  await expect.poll(() => console.length).toBeGreaterThan(0);
});

// The pages the server sends with their look drawn (the sign-in screen, the dashboard, the three
// lists) hold markup of its own and load their code from boot.js: each is loaded whole here.
const PRE_RENDERED = new Set(['login', 'dashboard', 'invoice list', 'pembayaran', 'ebupot list']);

test('the pre-rendered pages and the search dialog load without a violation', async ({
  browser,
  baseURL,
}) => {
  const client = await signInDemo(baseURL!, 'client');
  const ids = { invoiceId: 0, bupotId: 0, clientId: 0 };
  const found: string[] = [];
  for (const who of ['guest', 'client'] as const) {
    const context = await browser.newContext();
    await storeSession(context, who === 'guest' ? null : client);
    await listenForViolations(context);
    const page = await context.newPage();
    const console: string[] = [];
    watchConsole(page, console);
    for (const target of portalPages(ids).filter((p) => p.as === who && PRE_RENDERED.has(p.name))) {
      await page.goto(target.path);
      await settle(page);
      if (target.name === 'dashboard') {
        // the lazily loaded search dialog and its results run under the policy too
        await page.keyboard.press('Control+/');
        await page.getByRole('combobox').first().pressSequentially('tagihan');
        await expect(page.getByRole('option').first()).toBeVisible();
        await page.keyboard.press('Escape');
      }
      found.push(...(await takeViolations(page)).map((v) => describeViolation(target.name, v)));
      found.push(...console.splice(0).map((text) => `${target.name}: ${text}`));
    }
    await context.close();
  }
  expect(found).toEqual([]);
});
