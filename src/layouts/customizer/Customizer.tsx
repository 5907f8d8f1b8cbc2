import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Drawer } from '@/components/ui/Drawer';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Select } from '@/components/ui/Select';
import { Switch } from '@/components/ui/Switch';
import { cn } from '@/lib/cn';
import { i18n } from '@/lib/i18n';
import {
  BAR_TYPES,
  CONTENT_WIDTHS,
  DIRECTIONS,
  LAYOUTS,
  MODES,
  NAV_TOGGLE_TYPES,
  type Settings,
  SKINS,
  THEME_COLORS,
  TOAST_POSITIONS,
  useResetSettings,
  useSettings,
  useUpdateSettings,
} from '@/lib/settings';
import { useIsLgUp } from '../hooks/useMediaQuery';

const skinKey = (skin: string) => (skin === 'semi-dark' ? 'semiDark' : skin);

// Swatch colours of the theme-colour picker (the theme's own values, see src/styles/theme.css).
const SWATCH: Record<Settings['themeColor'], string> = {
  primary: '#666cff',
  secondary: '#6d788d',
  success: '#4a9212',
  error: '#e6332f',
  warning: '#b07609',
  info: '#0e8cb5',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5 border-b border-divider py-5 last:border-b-0">
      <h3 className="text-xs font-semibold tracking-wide text-text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** The theme customizer: every layout setting, applied live, with a reset. */
export default function Customizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const update = useUpdateSettings();
  const reset = useResetSettings();
  const lgUp = useIsLgUp();
  const c = (key: string) => t(`layout.customizer.${key}`);
  const options = <T extends string>(values: readonly T[], group: string, label = (v: T) => v as string) =>
    values.map((value) => ({ value, label: c(`${group}.${label(value)}`) }));

  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="end"
      width="400px"
      title={
        <span className="flex flex-col">
          <span>{c('title')}</span>
          <span className="text-sm font-normal text-text-muted">{c('subtitle')}</span>
        </span>
      }
      footer={
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<RotateCcw aria-hidden="true" className="size-4" />}
          onClick={() => reset({ direction: i18n.dir() === 'rtl' ? 'rtl' : 'ltr' })}
        >
          {c('reset')}
        </Button>
      }
    >
      <div className="-my-4">
        <Section title={c('sectionTheming')}>
          <RadioGroup
            label={c('skin')}
            name="skin"
            orientation="horizontal"
            value={settings.skin}
            onValueChange={(v) => update({ skin: v as Settings['skin'] })}
            options={options(SKINS, 'skins', skinKey)}
          />
          <RadioGroup
            label={c('mode')}
            name="mode"
            orientation="horizontal"
            value={settings.mode}
            onValueChange={(v) => update({ mode: v as Settings['mode'] })}
            options={options(MODES, 'modes')}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-text">{c('themeColor')}</legend>
            <div className="flex flex-wrap gap-3">
              {THEME_COLORS.map((color) => (
                <label key={color} className="cursor-pointer">
                  <input
                    type="radio"
                    name="themeColor"
                    value={color}
                    checked={settings.themeColor === color}
                    onChange={() => update({ themeColor: color })}
                    className="peer sr-only"
                  />
                  <span className="sr-only">{c(`themeColors.${color}`)}</span>
                  <span
                    aria-hidden="true"
                    title={c(`themeColors.${color}`)}
                    className={cn(
                      'block size-10 rounded-md border-2 border-transparent p-1 transition',
                      'peer-checked:border-text peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
                    )}
                  >
                    <span className="block size-full rounded" style={{ background: SWATCH[color] }} />
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </Section>

        <Section title={c('sectionLayout')}>
          <RadioGroup
            label={c('contentWidth')}
            name="contentWidth"
            orientation="horizontal"
            value={settings.contentWidth}
            onValueChange={(v) => update({ contentWidth: v as Settings['contentWidth'] })}
            options={options(CONTENT_WIDTHS, 'contentWidths')}
          />
          <RadioGroup
            label={c('appBar')}
            name="appBar"
            orientation="horizontal"
            value={settings.appBar}
            onValueChange={(v) => update({ appBar: v as Settings['appBar'] })}
            options={options(BAR_TYPES, 'barTypes')}
          />
          <Switch
            label={c('appBarBlur')}
            checked={settings.appBarBlur}
            onChange={(e) => update({ appBarBlur: e.target.checked })}
          />
          <RadioGroup
            label={c('footer')}
            name="footer"
            orientation="horizontal"
            value={settings.footer}
            onValueChange={(v) => update({ footer: v as Settings['footer'] })}
            options={options(BAR_TYPES, 'barTypes')}
          />
          <RadioGroup
            label={c('direction')}
            name="direction"
            orientation="horizontal"
            value={settings.direction}
            onValueChange={(v) => update({ direction: v as Settings['direction'] })}
            options={options(DIRECTIONS, 'directions')}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="customizer-toast-position" className="text-sm font-medium text-text">
              {c('toastPosition')}
            </label>
            <Select
              id="customizer-toast-position"
              value={settings.toastPosition}
              onChange={(e) => update({ toastPosition: e.target.value as Settings['toastPosition'] })}
              options={options(TOAST_POSITIONS, 'toastPositions')}
            />
          </div>
        </Section>

        <Section title={c('sectionMenu')}>
          <RadioGroup
            label={c('layout')}
            name="layout"
            orientation="horizontal"
            value={lgUp ? settings.layout : settings.lastLayout}
            hint={lgUp ? undefined : c('layoutBelowLg')}
            onValueChange={(v) => {
              const layout = v as Settings['layout'];
              // Below lg the layout stays vertical; the choice applies when the screen widens.
              update(lgUp ? { layout, lastLayout: layout } : { lastLayout: layout });
            }}
            options={options(LAYOUTS, 'layouts')}
          />
          <RadioGroup
            label={c('navToggle')}
            name="verticalNavToggleType"
            value={settings.verticalNavToggleType}
            onValueChange={(v) => update({ verticalNavToggleType: v as Settings['verticalNavToggleType'] })}
            options={options(NAV_TOGGLE_TYPES, 'navToggles')}
          />
          <Switch
            label={c('navCollapsed')}
            checked={settings.navCollapsed}
            onChange={(e) => update({ navCollapsed: e.target.checked })}
          />
          <Switch
            label={c('navHidden')}
            checked={settings.navHidden}
            onChange={(e) => update({ navHidden: e.target.checked })}
          />
        </Section>
      </div>
    </Drawer>
  );
}
