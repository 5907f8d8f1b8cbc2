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
    const lng = (localStorage.getItem('i18nextLng') || '').split('-')[0];
    const dir = lng ? (lng === 'ar' ? 'rtl' : 'ltr') : pick(settings.direction, ['ltr', 'rtl'], 'ltr');
    root.setAttribute('lang', lng || 'en');
    root.setAttribute('dir', dir);
  } catch {
    // storage unavailable: the defaults apply
  }
})();
