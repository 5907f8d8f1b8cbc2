import { Check, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '@/components/ui/DropdownMenu';
import { IconButton } from '@/components/ui/IconButton';
import { changeLanguage, type LanguageCode, SUPPORTED_LANGUAGES } from '@/lib/i18n';
import { useUpdateSettings } from '@/lib/settings';

/** English, Indonesia, French, Arabic. Arabic turns the whole layout right-to-left. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const updateSettings = useUpdateSettings();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const choose = (code: LanguageCode) => {
    updateSettings({ direction: code === 'ar' ? 'rtl' : 'ltr' });
    void changeLanguage(code);
  };
  return (
    <DropdownMenu
      label={t('layout.appBar.language')}
      trigger={
        <IconButton aria-label={t('layout.appBar.language')}>
          <Languages aria-hidden="true" className="size-[22px]" strokeWidth={1.75} />
        </IconButton>
      }
      items={SUPPORTED_LANGUAGES.map(({ code }) => ({
        key: code,
        label: (
          <span className="flex flex-1 items-center justify-between gap-3">
            {t(`layout.languages.${code}`)}
            {code === current && <Check aria-hidden="true" className="size-4" />}
          </span>
        ),
        onSelect: () => choose(code),
      }))}
    />
  );
}
