import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_NAME } from '../contract/config';
import { escapeHtml } from './lib/mail/html';

// The sign-in card as static HTML, sent inside the page so it paints as soon as the stylesheet has
// arrived, long before the portal's code has loaded and run. It copies what LoginPage renders
// (same elements, same classes: same layout, so nothing moves when the real card takes over),
// once per language; boot.js sets <html lang> before the body is parsed, and the style below
// shows the copy in that language. The shell is a fixed layer over #root: it is inert, hidden
// from assistive technology, hidden for a stored session (boot.js sets data-session), and
// removed by the real card (AuthCard) once that has rendered.

const LANGUAGES = ['en', 'id', 'fr', 'ar'] as const;

const STYLE =
  '#boot-shell{position:fixed;inset:0;overflow:auto}#boot-shell>[lang]{display:none}' +
  'html[data-session] #boot-shell,#root:has(h1)~#boot-shell{display:none}' +
  LANGUAGES.map((lng) => `html[lang=${lng}] #boot-shell>[lang=${lng}]`).join(',') +
  '{display:block}';

interface SignInTexts {
  heading: string;
  subtitle: string;
  email: string;
  password: string;
  forgot: string;
  submit: string;
  newHere: string;
  createAccount: string;
}

// The classes of Input, FormField, Button and AuthCard's link as LoginPage renders them.
const LINK =
  'rounded-sm font-medium hover:underline text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const FIELD_BOX =
  'rounded border border-text/30 bg-transparent text-sm text-text transition-colors hover:border-text/60 aria-invalid:border-error has-[[aria-invalid=true]]:border-error flex h-[38px] items-center gap-2 px-3 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/30 has-[:disabled]:opacity-60';
const INPUT =
  'h-full min-w-0 flex-1 bg-transparent text-text outline-none placeholder:text-text-disabled disabled:cursor-not-allowed';
const SUBMIT =
  'inline-flex shrink-0 items-center justify-center rounded font-medium whitespace-nowrap select-none transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary h-[38px] px-4 text-sm gap-2 bg-[color-mix(in_srgb,var(--c-primary)_85%,black)] hover:bg-[color-mix(in_srgb,var(--c-primary)_72%,black)] text-white shadow-sm w-full';
// lucide's eye icon, as the password field's show button draws it
const EYE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-5" aria-hidden="true"><path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"></path><circle cx="12" cy="12" r="3"></circle></svg>';

const field = (label: string, type: string, trailing = '') =>
  `<div class="flex flex-col gap-1"><label class="text-sm font-medium text-text">${label}<span class="ms-0.5 text-error">*</span></label>` +
  `<div class="${FIELD_BOX}"><input class="${INPUT}" type="${type}" tabindex="-1">${trailing}</div></div>`;

// BrandMark (src/components/ui/BrandMark.tsx) at the sign-in card's size, inline as React draws it.
const BRAND_MARK =
  '<svg viewBox="0 0 32 32" class="shrink-0 size-[34px]" aria-hidden="true"><rect width="32" height="32" rx="6" class="fill-primary"></rect>' +
  '<path d="M9 23V9h8a5 5 0 0 1 0 10h-4v4z" fill="#fff"></path><path d="M13 12v4h4a2 2 0 0 0 0-4z" class="fill-primary"></path></svg>';

function card(lng: string, t: SignInTexts): string {
  const e = Object.fromEntries(
    Object.entries(t).map(([k, v]) => [k, escapeHtml(v)]),
  ) as unknown as SignInTexts;
  return (
    `<div lang="${lng}" class="min-h-dvh bg-bg"><div class="flex min-h-screen items-center justify-center px-4 py-10 sm:px-6">` +
    '<div class="rounded bg-paper text-text shadow-[0_2px_10px_0_rgb(76_78_100/0.22)] dark:shadow-[0_2px_10px_0_rgb(20_21_33/0.3)] w-full max-w-[450px] px-6 py-8 sm:px-10 sm:py-10">' +
    `<div class="mb-6 flex items-center gap-2.5">${BRAND_MARK}<span class="text-xl font-semibold tracking-tight text-text">${escapeHtml(APP_NAME)}</span></div>` +
    `<h2 class="text-2xl font-semibold text-text">${e.heading}</h2><p class="mt-1.5 text-sm text-text-muted">${e.subtitle}</p>` +
    '<div class="mt-6"><div class="flex flex-col gap-4">' +
    field(e.email, 'email') +
    field(
      e.password,
      'password',
      `<span class="flex shrink-0 items-center"><span class="-me-1.5 rounded p-1 text-text-muted">${EYE}</span></span>`,
    ) +
    `<div class="-mt-1 flex justify-end"><span class="text-sm ${LINK}">${e.forgot}</span></div>` +
    `<span class="${SUBMIT}">${e.submit}</span></div></div>` +
    `<div class="mt-6 text-center text-sm text-text-muted">${e.newHere} <span class="${LINK}">${e.createAccount}</span></div>` +
    '</div></div></div>'
  );
}

function textsOf(locale: Record<string, Record<string, Record<string, string>>>): SignInTexts | undefined {
  const login = locale.auth?.login;
  const fields = locale.auth?.fields;
  if (!login || !fields) return undefined;
  return {
    heading: login.heading,
    subtitle: login.subtitle,
    email: fields.email,
    password: fields.password,
    forgot: login.forgot,
    submit: login.submit,
    newHere: login.newHere,
    createAccount: login.createAccount,
  };
}

/**
 * The pre-rendered sign-in card in every language, from the built locale bundles in `dir`
 * (`dir`/locales/{lng}.json); empty when the build has none (then the page paints with the code).
 */
export function signInShell(dir: string): string {
  const cards: string[] = [];
  for (const lng of LANGUAGES) {
    const file = join(dir, 'locales', `${lng}.json`);
    const texts = existsSync(file) ? textsOf(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
    if (!texts || Object.values(texts).some((v) => typeof v !== 'string')) return '';
    cards.push(card(lng, texts));
  }
  return `<div id="boot-shell" inert aria-hidden="true"><style>${STYLE}</style>${cards.join('')}</div>`;
}
