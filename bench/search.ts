// Ctrl+/ part of `npm run bench`: the search account's 2,000 E-Bupot drafts (real records,
// server/seed/bench-search.ts) searched through GET /api/app-bar/search from the portal's dialog,
// in Chromium with the CPU throttled 4×. Timed from the keydown (in the page) until the frame
// that shows the result: Ctrl+/ until the search box is ready (first open loads the dialog's
// code), Ctrl+/ and a typed word until its results are listed, and each further keystroke until
// its own results are listed (the dialog's 200 ms debounce included).
import type { Page } from '@playwright/test';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../contract/config';
import { BENCH_SEARCH_CLIENT, BENCH_SEARCH_SLIPS } from '../server/seed/bench-search';
import { CPU_SLOWDOWN, newContext, signIn, throttledPage } from './chromium';
import { say } from './data';
import { withPortal } from './portal';
import { median, percentile, round } from './stats';

const ROUNDS = Number(process.env.BENCH_LOADS ?? 5);
const FIRST_WORD = 'mitra';
const TYPED_ON = ' sejahtera';
const DEBOUNCE_MS = 200;

/**
 * 'open': until the search box has focus. A query: until the box holds it and the spinner has come
 * and gone, leaving items that name it (earlier answers may name it too, hence the spinner).
 */
type Watch = 'open' | { query: string };

/** Arms a watch in the page before the key is sent (input events can overtake a later script). */
async function armWatch(page: Page, watch: Watch) {
  await page.evaluate((w) => {
    const state = { t0: 0, t1: 0, sawBusy: false };
    (window as unknown as { __watch: typeof state }).__watch = state;
    document.addEventListener('keydown', () => (state.t0 ||= performance.now()), {
      capture: true,
      once: true,
    });
    const tick = () => {
      const root = document.querySelector('[cmdk-root]');
      let done = false;
      if (state.t0 && w === 'open') {
        const input = document.querySelector('[cmdk-input]');
        done = Boolean(input && document.activeElement === input && input.getBoundingClientRect().height > 0);
      } else if (state.t0 && w !== 'open') {
        const busy = Boolean(root?.querySelector('[role="status"]'));
        if (busy) state.sawBusy = true;
        const word = w.query.toLowerCase();
        const items = [...(root?.querySelectorAll('[cmdk-item]') ?? [])];
        const listed = items.some(
          (i) => i.getBoundingClientRect().height > 0 && i.textContent?.toLowerCase().includes(word),
        );
        const input = document.querySelector<HTMLInputElement>('[cmdk-input]');
        done = state.sawBusy && !busy && listed && input?.value.trim().toLowerCase() === word;
      }
      if (done) state.t1 = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, watch);
}

/** Waits for the armed watch; answers ms from the keydown. */
async function watchResult(page: Page, what: string): Promise<number> {
  await page
    .waitForFunction(() => (window as unknown as { __watch: { t1: number } }).__watch.t1 > 0, null, {
      timeout: 30_000,
    })
    .catch(() => {
      throw new Error(`${what}: nothing after 30 s`);
    });
  return page.evaluate(() => {
    const w = (window as unknown as { __watch: { t0: number; t1: number } }).__watch;
    return w.t1 - w.t0;
  });
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('[cmdk-input]').waitFor({ state: 'detached' });
}

/** The endpoint alone, from Node (no browser, no debounce): median ms over a few queries. */
async function serverSide(baseUrl: string, token: string): Promise<number> {
  const times: number[] = [];
  for (const q of ['m', 'mi', 'mitra', 'mitra s', 'mitra sejahtera', 'karya', 'INV', '1234']) {
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const res = await fetch(`${baseUrl}/api/app-bar/search?q=${encodeURIComponent(q)}&lng=en`, {
        headers: { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY, authorization: `Bearer ${token}` },
      });
      await res.text();
      if (!res.ok) throw new Error(`search "${q}" answered ${res.status}`);
      times.push(performance.now() - t);
    }
  }
  return median(times);
}

export async function measureSearch() {
  return withPortal(async (baseUrl, browser) => {
    const session = await signIn(baseUrl, BENCH_SEARCH_CLIENT.email, BENCH_SEARCH_CLIENT.password);
    const opens: { cold: number; warm: number }[] = [];
    const firstResults: number[] = [];
    const keystrokes: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const context = await newContext(browser, session);
      try {
        const page = await throttledPage(context);
        await page.goto(`${baseUrl}/client/dashboards`);
        await page.locator('main h1').waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle').catch(() => undefined);

        await armWatch(page, 'open');
        await page.keyboard.press('Control+/');
        const cold = await watchResult(page, 'first Ctrl+/');
        await closeDialog(page);
        await armWatch(page, 'open');
        await page.keyboard.press('Control+/');
        opens.push({ cold, warm: await watchResult(page, 'second Ctrl+/') });
        await closeDialog(page);

        await armWatch(page, { query: FIRST_WORD });
        await page.keyboard.press('Control+/');
        await page.locator('[cmdk-input]').waitFor();
        await page.keyboard.type(FIRST_WORD);
        firstResults.push(await watchResult(page, `Ctrl+/ and "${FIRST_WORD}"`));

        let typed = FIRST_WORD;
        const keystroke = async (key: string, next: string) => {
          // a key that leaves the trimmed query as it was asks nothing: typed, not timed
          if (next.trim() !== typed.trim()) {
            await armWatch(page, { query: next.trim() });
            await page.keyboard.press(key);
            keystrokes.push(await watchResult(page, `keystroke to "${next}"`));
          } else await page.keyboard.press(key);
          typed = next;
        };
        for (const ch of TYPED_ON) await keystroke(ch === ' ' ? 'Space' : ch, typed + ch);
        for (let i = 0; i < 4; i++) await keystroke('Backspace', typed.slice(0, -1));
      } finally {
        await context.close();
      }
    }
    const result = {
      searchableSlips: BENCH_SEARCH_SLIPS,
      rounds: ROUNDS,
      openColdMs: round(median(opens.map((o) => o.cold))),
      openWarmMs: round(median(opens.map((o) => o.warm))),
      openAndTypeToResultsMs: round(median(firstResults)),
      keystroke: {
        samples: keystrokes.length,
        medianMs: round(median(keystrokes)),
        p95Ms: round(percentile(keystrokes, 95)),
        maxMs: round(Math.max(...keystrokes)),
        debounceMs: DEBOUNCE_MS,
      },
      endpointMedianMs: round(await serverSide(baseUrl, session.token), 1),
    };
    say(
      `search: open ${result.openColdMs}/${result.openWarmMs} ms, keystroke median ${result.keystroke.medianMs} ms`,
    );
    return result;
  });
}

/** Entry point for bench/run.ts. */
export async function run() {
  const s = await measureSearch();
  const markdown = [
    `## Ctrl+/ search over ${s.searchableSlips.toLocaleString('en')} E-Bupot drafts (CPU throttled ${CPU_SLOWDOWN}×, PGlite)`,
    '',
    `Median of ${s.rounds} rounds, each in a new browser context on /client/dashboards; ms from the keydown until the frame that shows the result.`,
    '',
    '| measure | ms |',
    '|---|---:|',
    `| Ctrl+/ → search box ready, first open (loads the dialog's code) | ${s.openColdMs} |`,
    `| Ctrl+/ → search box ready, later opens | ${s.openWarmMs} |`,
    `| Ctrl+/ and "${FIRST_WORD}" typed → its result list visible | ${s.openAndTypeToResultsMs} |`,
    `| one keystroke → its results listed, median of ${s.keystroke.samples} (${s.keystroke.debounceMs} ms debounce included) | ${s.keystroke.medianMs} |`,
    `| one keystroke, p95 / max | ${s.keystroke.p95Ms} / ${s.keystroke.maxMs} |`,
    `| GET /api/app-bar/search alone, from Node, median | ${s.endpointMedianMs} |`,
  ];
  return { json: { cpuSlowdown: CPU_SLOWDOWN, ...s }, markdown: markdown.join('\n') };
}
