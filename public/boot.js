// Runs before first paint: applies the stored mode, theme colour, direction and language so a
// reload never flashes the wrong theme or direction. Keys match src/lib/settings (localStorage).
(() => {
  const root = document.documentElement;
  try {
    const settings = JSON.parse(localStorage.getItem('settings') || '{}');
    const mode = settings.mode === 'dark' ? 'dark' : 'light';
    root.setAttribute('data-mode', mode);
    if (mode === 'dark') root.classList.add('dark');
    if (settings.themeColor) root.setAttribute('data-theme-color', settings.themeColor);
    if (settings.skin) root.setAttribute('data-skin', settings.skin);
    const lng = localStorage.getItem('i18nextLng') || 'en';
    root.setAttribute('lang', lng);
    root.setAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
  } catch {
    // storage unavailable: the defaults apply
  }
})();
