import { Check, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/IconButton';
import { LazyMenu } from '@/components/ui/LazyMenu';
import { changeLanguage, type LanguageCode, SUPPORTED_LANGUAGES } from '@/lib/i18n';
import { useSettings, useUpdateSettings } from '@/lib/settings';
import { menuContentClass, menuContentStyle, menuItemClass } from './menuStyles';

/** English, Indonesia, French, Arabic. Arabic turns the whole layout right-to-left. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { direction } = useSettings();
  const updateSettings = useUpdateSettings();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const choose = (code: LanguageCode) => {
    updateSettings({ direction: code === 'ar' ? 'rtl' : 'ltr' });
    void changeLanguage(code);
  };
  return (
    <LazyMenu
      dir={direction}
      trigger={
        <IconButton aria-label={t('layout.appBar.language')}>
          <Languages aria-hidden="true" className="size-[22px]" strokeWidth={1.75} />
        </IconButton>
      }
      content={(Menu) => (
        <Menu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('layout.appBar.language')}
          className={menuContentClass}
          style={menuContentStyle}
        >
          {SUPPORTED_LANGUAGES.map(({ code }) => (
            <Menu.Item key={code} onSelect={() => choose(code)} className={menuItemClass}>
              <span className="flex-1">{t(`layout.languages.${code}`)}</span>
              {code === current && <Check aria-hidden="true" className="size-4" />}
            </Menu.Item>
          ))}
        </Menu.Content>
      )}
    />
  );
}
