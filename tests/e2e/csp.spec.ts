import { expect, type Page, test } from '@playwright/test';
import { portalPages, sampleIds, settle } from './lib/pages';
import { signInDemo, storeSession } from './lib/session';

// Content-Security-Policy holds in Chromium: every page of the portal loads under the server's
// policy without a single violation, and the policy forbids inline scripts.

test.describe.configure({ timeout: 180_000 });

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Records every securitypolicyviolation of every document into window.__cspViolations. */
async function listenForViolations(page: Page) {
  await page.addInitScript(() => {
    const store: unknown[] = [];
    Object.defineProperty(window, '__cspViolations', { value: store });
    document.addEventListener('securitypolicyviolation', (e) => {
      store.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
      });
    });
  });
}

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);

function watchConsole(page: Page, into: string[]) {
  page.on('console', (msg) => {
    if (/content security policy/i.test(msg.text())) into.push(msg.text());
  });
}

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
  await expect.poll(async () => (await violationsOf(page)).length).toBeGreaterThan(0);
  expect((await violationsOf(page))[0].directive).toBe('script-src-elem');
  expect(
    await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
  ).toBeUndefined();
  await expect.poll(() => console.length).toBeGreaterThan(0);
});

for (const who of ['guest', 'client', 'admin'] as const) {
  test(`no page a ${who} opens reports a violation`, async ({ browser, baseURL }) => {
    const session = who === 'guest' ? null : await signInDemo(baseURL!, who);
    // the admin opens the demo client's own user page, so the ids come from the client either way
    const owner = who === 'client' ? session : who === 'admin' ? await signInDemo(baseURL!, 'client') : null;
    const ids = owner ? await sampleIds(baseURL!, owner) : { invoiceId: 0, bupotId: 0, clientId: 0 };
    const context = await browser.newContext();
    await storeSession(context, session);
    const page = await context.newPage();
    await listenForViolations(page);
    const console: string[] = [];
    watchConsole(page, console);
    const found: string[] = [];
    for (const target of portalPages(ids).filter((p) => p.as === who)) {
      await page.goto(target.path);
      await settle(page);
      if (target.name === 'dashboard') {
        // the lazily loaded search dialog and its results run under the policy too
        await page.keyboard.press('Control+/');
        await page.getByRole('combobox').first().pressSequentially('tagihan');
        await expect(page.getByRole('option').first()).toBeVisible();
        await page.keyboard.press('Escape');
      }
      for (const v of await violationsOf(page))
        found.push(`${target.name}: ${v.directive} blocked ${v.blocked || v.sample} (${v.source})`);
      found.push(...console.splice(0).map((text) => `${target.name}: ${text}`));
    }
    await context.close();
    expect(found).toEqual([]);
  });
}
