// Every layout setting of the shell, with the values each may take.

export const SKINS = ['default', 'bordered', 'semi-dark'] as const;
export const MODES = ['light', 'dark'] as const;
export const BAR_TYPES = ['fixed', 'static', 'hidden'] as const;
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const CONTENT_WIDTHS = ['full', 'boxed'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const THEME_COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
export const NAV_TOGGLE_TYPES = ['accordion', 'collapse'] as const;
export const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;

export type Skin = (typeof SKINS)[number];
export type Mode = (typeof MODES)[number];
export type BarType = (typeof BAR_TYPES)[number];
export type Layout = (typeof LAYOUTS)[number];
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type ThemeColor = (typeof THEME_COLORS)[number];
export type NavToggleType = (typeof NAV_TOGGLE_TYPES)[number];
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

export interface Settings {
  skin: Skin;
  mode: Mode;
  appBar: BarType;
  footer: BarType;
  layout: Layout;
  /** the layout chosen above lg; below lg the layout is forced to vertical and this brings it back */
  lastLayout: Layout;
  contentWidth: ContentWidth;
  navHidden: boolean;
  navCollapsed: boolean;
  appBarBlur: boolean;
  direction: Direction;
  themeColor: ThemeColor;
  verticalNavToggleType: NavToggleType;
  toastPosition: ToastPosition;
}

/** Allowed values of each enumerated setting; booleans are checked by type. */
export const SETTING_CHOICES = {
  skin: SKINS,
  mode: MODES,
  appBar: BAR_TYPES,
  footer: BAR_TYPES,
  layout: LAYOUTS,
  lastLayout: LAYOUTS,
  contentWidth: CONTENT_WIDTHS,
  direction: DIRECTIONS,
  themeColor: THEME_COLORS,
  verticalNavToggleType: NAV_TOGGLE_TYPES,
  toastPosition: TOAST_POSITIONS,
} as const satisfies Partial<Record<keyof Settings, readonly string[]>>;

export const BOOLEAN_SETTINGS = [
  'navHidden',
  'navCollapsed',
  'appBarBlur',
] as const satisfies readonly (keyof Settings)[];
