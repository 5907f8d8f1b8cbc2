import type { Config } from 'tailwindcss';

// Layout settings map to CSS variables (set on <html> by the settings atoms, see
// src/styles/theme.css); Tailwind tokens only point at those variables.
const themeColors = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;

const palette = Object.fromEntries(
  themeColors.map((name) => [
    name,
    {
      DEFAULT: `var(--c-${name})`,
      light: `var(--c-${name}-light)`,
      dark: `var(--c-${name}-dark)`,
      contrast: `var(--c-${name}-contrast)`,
    },
  ]),
);

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: ['class', '[data-mode="dark"]'],
  theme: {
    screens: { xs: '0px', sm: '600px', md: '900px', lg: '1200px', xl: '1536px' },
    extend: {
      colors: {
        ...palette,
        accent: 'var(--c-accent)',
        'accent-contrast': 'var(--c-accent-contrast)',
        bg: 'var(--c-bg)',
        paper: 'var(--c-paper)',
        text: { DEFAULT: 'var(--c-text)', muted: 'var(--c-text-muted)', disabled: 'var(--c-text-disabled)' },
        divider: 'var(--c-divider)',
        nav: { DEFAULT: 'var(--c-nav-bg)', text: 'var(--c-nav-text)' },
        hover: 'var(--c-hover)',
        backdrop: 'var(--c-backdrop)',
        'appbar-blur': 'var(--c-appbar-blur-bg)',
      },
      boxShadow: { paper: 'var(--shadow-paper)', menu: 'var(--shadow-menu)' },
      borderRadius: { DEFAULT: '6px', md: '6px' },
      fontFamily: { sans: ['"Inter Variable"', 'Inter', 'system-ui', 'sans-serif'] },
      // Shell sizes from the original template (px): navigation expanded/collapsed, customizer
      // drawer, notifications and user menus, horizontal-nav poppers.
      width: {
        nav: '260px',
        'nav-collapsed': '68px',
        customizer: '400px',
        notifications: '380px',
        'user-menu': '230px',
        popper: '260px',
      },
      spacing: { nav: '260px', 'nav-collapsed': '68px' },
      height: { 'grid-row': '50px', 'grid-header': '54px' },
      maxWidth: { boxed: '1440px' },
      zIndex: { appbar: '1100', drawer: '1200', modal: '1300', toast: '1400' },
    },
  },
} satisfies Config;
