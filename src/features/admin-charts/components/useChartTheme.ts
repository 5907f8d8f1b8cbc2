import { useEffect, useState } from 'react';

// The portal's tokens as a chart library needs them: plain colour strings read from the CSS
// variables (theme colour, light or dark), the font, and the reading direction, read again when
// the customizer or the language changes them on <html>.

export interface ChartTheme {
  primary: string;
  text: string;
  muted: string;
  divider: string;
  paper: string;
  /** series colours: primary, info, success, warning, error, secondary */
  palette: string[];
  font: string;
  dark: boolean;
  rtl: boolean;
}

const FONT = '"Inter Variable", Inter, system-ui, sans-serif';

function readTheme(): ChartTheme {
  const root = document.documentElement;
  const css = getComputedStyle(root);
  const v = (name: string) => css.getPropertyValue(`--c-${name}`).trim();
  return {
    primary: v('primary'),
    text: v('text'),
    muted: v('text-muted'),
    divider: v('divider'),
    paper: v('paper'),
    palette: ['primary', 'info', 'success', 'warning', 'error', 'secondary'].map(v),
    font: FONT,
    dark: root.classList.contains('dark'),
    rtl: root.dir === 'rtl',
  };
}

export function useChartTheme(): ChartTheme {
  const [theme, setTheme] = useState(readTheme);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(readTheme()));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'dir', 'data-mode', 'data-theme-color', 'lang'],
    });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/** A colour with an alpha, as rgba() (canvas libraries parse no color-mix): '#666cff' or 'rgb(76 78 100 / 0.87)'. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  const rgb = hex
    ? [0, 2, 4].map((i) => Number.parseInt(hex[1].slice(i, i + 2), 16))
    : (color.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
  return `rgba(${rgb.join(', ')}, ${alpha})`;
}
