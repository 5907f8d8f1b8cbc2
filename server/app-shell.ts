import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageShell } from '../contract/routes';
import { escapeHtml } from './lib/mail/html';

// A signed-in page as static HTML, sent inside the page so a visit with a stored session paints
// the frame, the page's header and the skeleton of its body as soon as the stylesheet has
// arrived, not once the portal's code has loaded, run and fetched the page's own code. It copies
// what AppLayout and the page render while their data loads (same elements, same classes: nothing
// moves when the real page takes over), once per language; boot.js sets <html lang> and
// data-session before the body is parsed. The layer is inert, hidden from assistive technology,
// shown only for a stored session, hidden as soon as the real page has a heading (or the sign-in
// card, when the stored session turns out to be over) and removed by PageHeader.

const LANGUAGES = ['en', 'id', 'fr', 'ar'] as const;
/** NAV_WIDTH (src/lib/settings/defaults.ts): the expanded menu, the default. */
const NAV_WIDTH = 260;

const STYLE =
  '#boot-shell{position:fixed;inset:0;overflow:hidden}#boot-shell>[lang]{display:none}' +
  'html:not([data-session]) #boot-shell,#root:has(h1,h2)~#boot-shell{display:none}' +
  LANGUAGES.map((lng) => `html[lang=${lng}] #boot-shell>[lang=${lng}]`).join(',') +
  '{display:block}';

// Card, Skeleton and the layout's classes as the portal renders them.
const CARD =
  'rounded bg-paper text-text shadow-[0_2px_10px_0_rgb(76_78_100/0.22)] dark:shadow-[0_2px_10px_0_rgb(20_21_33/0.3)]';
const bar = (cls: string) => `<span class="block animate-pulse bg-text/10 rounded ${cls}"></span>`;

// StatCardSkeleton (src/features/dashboard/components/StatCard.tsx)
const FIGURE_CARD =
  `<div class="${CARD} @container p-5"><div class="flex flex-col gap-3 @[16rem]:flex-row @[16rem]:items-start @[16rem]:gap-4">` +
  '<span class="block size-11 shrink-0 animate-pulse rounded bg-text/10"></span><div class="min-w-0 grow">' +
  `<div class="flex h-5 items-center">${bar('h-3.5 w-24')}</div>` +
  `<div class="mt-1 flex h-7 items-center">${bar('h-5 w-32')}</div>` +
  `<div class="mt-0.5 flex h-4 items-center">${bar('h-3 w-16')}</div></div></div></div>`;

type Texts = (key: string) => string;

function body(shell: PageShell, t: Texts): string {
  if (shell.body.kind === 'figures') {
    const { cards, chart } = shell.body;
    return (
      '<div class="grid grid-cols-1 gap-6"><div class="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">' +
      FIGURE_CARD.repeat(cards) +
      '</div>' +
      // Card > CardHeader > CardContent, as the chart card before its figures arrive
      `<div class="${CARD}"><div class="flex items-start justify-between gap-4 px-5 pt-5 pb-3"><div class="min-w-0">` +
      `<div class="text-lg font-medium text-text">${t(chart.title)}</div><p class="mt-0.5 text-sm text-text-muted">${t(chart.subtitle)}</p></div></div>` +
      `<div class="px-5 pb-5">${bar('h-56 w-full')}</div></div></div>`
    );
  }
  // a list page's card: its toolbar, then rows of the grid's height (50 px)
  return (
    `<div class="${CARD}"><div class="flex flex-col gap-3 p-4">${bar('h-[38px] w-full')}</div>` +
    `<div class="flex flex-col gap-4 px-4 pb-4">${bar('h-[54px] w-full')}${bar('h-8 w-full').repeat(8)}</div></div>`
  );
}

function page(lng: string, shell: PageShell, t: Texts): string {
  const round = bar('size-[38px] rounded-full');
  return (
    `<div lang="${lng}" class="min-h-dvh bg-bg"><div class="flex min-h-dvh">` +
    // the menu's place on a wide screen (the vertical menu, expanded: the default layout)
    `<div class="hidden shrink-0 lg:block" style="width:${NAV_WIDTH}px"></div>` +
    `<div class="fixed inset-y-0 start-0 hidden bg-nav lg:block" style="width:${NAV_WIDTH}px;border-inline-end:var(--nav-border)"></div>` +
    '<div class="flex min-w-0 flex-1 flex-col">' +
    // AppBar: the menu button below lg, the search, the language, mode, notifications and user
    '<div class="mx-auto flex h-16 w-full max-w-[var(--content-max-width)] items-center gap-1 px-4 sm:px-6">' +
    `<span class="-ms-2 lg:hidden">${round}</span>${round}` +
    `<span class="ms-auto flex items-center gap-1">${round.repeat(4)}</span></div>` +
    // AppLayout's main and the page's section, PageHeader, then the body
    '<div class="min-h-dvh flex-1 px-4 py-6 sm:px-6"><div class="mx-auto w-full max-w-[var(--content-max-width)]">' +
    '<div class="p-4 sm:p-6"><div class="mb-6 flex flex-wrap items-end justify-between gap-x-4 gap-y-3"><div class="min-w-0">' +
    `<div class="text-2xl font-semibold text-text">${t(shell.title)}</div><p class="mt-1 text-sm text-text-muted">${t(shell.subtitle)}</p></div></div>` +
    body(shell, t) +
    '</div></div></div></div></div></div>'
  );
}

/** The text at a dotted key of a locale bundle, or undefined. */
function lookup(tree: unknown, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
  return typeof value === 'string' ? value : undefined;
}

/** The keys a shell shows. */
export const shellKeys = (shell: PageShell) => [
  shell.title,
  shell.subtitle,
  ...(shell.body.kind === 'figures' ? [shell.body.chart.title, shell.body.chart.subtitle] : []),
];

export type BuiltLocales = Record<(typeof LANGUAGES)[number], unknown>;

/** The built locale bundles in `dir` (`dir`/locales/{lng}.json), or undefined when one is missing. */
export function readBuiltLocales(dir: string): BuiltLocales | undefined {
  const trees: Partial<BuiltLocales> = {};
  for (const lng of LANGUAGES) {
    const file = join(dir, 'locales', `${lng}.json`);
    if (!existsSync(file)) return undefined;
    trees[lng] = JSON.parse(readFileSync(file, 'utf8'));
  }
  return trees as BuiltLocales;
}

/**
 * The pre-rendered page `shell` in every language, from the built locale bundles (read once a
 * build, ./static.ts); empty without them or when one lacks a text (then the page paints with the code).
 */
export function appShell(locales: BuiltLocales | undefined, shell: PageShell): string {
  if (!locales) return '';
  const pages: string[] = [];
  for (const lng of LANGUAGES) {
    const texts = new Map(shellKeys(shell).map((key) => [key, lookup(locales[lng], key)]));
    if ([...texts.values()].some((v) => v === undefined)) return '';
    pages.push(page(lng, shell, (key) => escapeHtml(texts.get(key)!)));
  }
  return `<div id="boot-shell" inert aria-hidden="true"><style>${STYLE}</style>${pages.join('')}</div>`;
}
