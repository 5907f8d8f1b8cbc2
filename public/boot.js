// Runs before first paint: applies the stored mode, skin, theme colour, direction and language so
// a reload never flashes the wrong theme or direction. Keys and values match src/lib/settings.
(() => {
  const root = document.documentElement;
  const pick = (value, allowed, fallback) => (allowed.indexOf(value) >= 0 ? value : fallback);
  try {
    const settings = JSON.parse(localStorage.getItem('settings') || '{}') || {};
    const mode = pick(settings.mode, ['light', 'dark'], 'light');
    root.setAttribute('data-mode', mode);
    if (mode === 'dark') root.classList.add('dark');
    root.setAttribute('data-skin', pick(settings.skin, ['default', 'bordered', 'semi-dark'], 'default'));
    root.setAttribute(
      'data-theme-color',
      pick(settings.themeColor, ['primary', 'secondary', 'success', 'error', 'warning', 'info'], 'primary'),
    );
    // as src/lib/i18n/languages: a stored language the portal does not have means English
    const stored = localStorage.getItem('i18nextLng');
    const lng = stored ? pick(stored, ['en', 'id', 'fr', 'ar'], 'en') : '';
    const dir = lng ? (lng === 'ar' ? 'rtl' : 'ltr') : pick(settings.direction, ['ltr', 'rtl'], 'ltr');
    root.setAttribute('lang', lng || 'en');
    root.setAttribute('dir', dir);
    // A stored session opens the app, not the sign-in card pre-rendered on /login (see
    // server/sign-in-shell.ts); keys as src/lib/storage.
    const session = localStorage.getItem('userData') !== null || localStorage.getItem('accessToken') !== null;
    if (session) root.setAttribute('data-session', '');
    // The signed-in app, and any page in a language other than the bundled English, needs
    // /locales/<lng>.json: ask for it now, beside the scripts, not once they have run
    // (src/lib/i18n/catalog.ts fetches the same address, same-origin, and gets this answer).
    const preload = (file) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = `/locales/${file}`;
      document.head.appendChild(link);
    };
    if (session || (lng && lng !== 'en')) preload(`${lng || 'en'}.json`);
    // the admin's and staff's pages also need the admin workspace's strings (scripts/locales.ts)
    let role;
    try {
      role = JSON.parse(localStorage.getItem('userData') || 'null')?.role;
    } catch {
      // not a profile: no role
    }
    if (role && role !== 'client') preload(`${lng || 'en'}.admin.json`);
  } catch {
    // storage unavailable: the defaults apply
  }

  // A page sent with its look pre-rendered names the app's code in <meta name="app-modules">
  // (server/deferred-modules.ts): it is asked for once that look's first frame is painted.
  let started = false;
  const start = () => {
    const meta = document.querySelector('meta[name="app-modules"]');
    if (started || !meta) return;
    started = true;
    const [entry, ...preloads] = meta.content.split(' ');
    const elements = [
      ...preloads.map((href) => ['link', { rel: 'modulepreload', crossOrigin: '', href }]),
      ['script', { type: 'module', crossOrigin: '', src: entry }],
    ];
    // Inserting a preload can take milliseconds of the main thread (a slow phone): one element
    // a task, through a message channel (timers would add their minimum delay to each).
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const [tag, props] = elements.shift();
      document.head.appendChild(Object.assign(document.createElement(tag), props));
      if (elements.length) channel.port2.postMessage(null);
      else channel.port1.close();
    };
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  // a tab opened in the background paints no frame until it is shown: no reason to wait there
  document.addEventListener('DOMContentLoaded', () => document.hidden && start());
})();
