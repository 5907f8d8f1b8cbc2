import type { BrowserContext, Page } from '@playwright/test';

// Content-Security-Policy violations, as a page reports them: every document of a context records
// its securitypolicyviolation events, and the console's CSP messages are kept beside them.

export interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Records every securitypolicyviolation of every document of `target` into window.__cspViolations. */
export async function listenForViolations(target: Page | BrowserContext) {
  await target.addInitScript(() => {
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

/** The violations the current document recorded since the last call (they are taken out). */
export const takeViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations.splice(0));

/** Keeps the console's Content-Security-Policy messages of `page` in `into`. */
export function watchConsole(page: Page, into: string[]) {
  page.on('console', (msg) => {
    if (/content security policy/i.test(msg.text())) into.push(msg.text());
  });
}

/** One line a violation, for `expect(…).toEqual([])`. */
export const describeViolation = (where: string, v: Violation) =>
  `${where}: ${v.directive} blocked ${v.blocked || v.sample} (${v.source})`;
