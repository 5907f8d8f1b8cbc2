// A page sent with its look pre-rendered (the sign-in card, a signed-in page's shell) paints from
// its HTML and stylesheet alone. Its script and module preloads would share the connection with
// the stylesheet and the font, and, on a slow line, delay that first paint, so such a page names
// them in <meta name="app-modules"> instead, entry first, and public/boot.js asks for them once
// the first frame is painted. A page without a pre-rendered look keeps them in its head.

const ENTRY = /\n?\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\n?\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** `html` with its module script and preloads moved into one `<meta name="app-modules">`. */
export function deferModules(html: string): string {
  const entry = html.match(ENTRY)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const modules = [entry, ...preloads.filter((href) => href !== entry)];
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</head>', `  <meta name="app-modules" content="${modules.join(' ')}">\n  </head>`);
}
