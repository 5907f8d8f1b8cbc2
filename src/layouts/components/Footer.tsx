import { APP_NAME } from '@contract/config';
import { useTranslation } from 'react-i18next';
import { InLanguage } from '@/components/ui/Bidi';
import { cn } from '@/lib/cn';
import { useSettings } from '@/lib/settings';

export function Footer() {
  const { t } = useTranslation();
  const { footer } = useSettings();
  if (footer === 'hidden') return null;
  return (
    <footer
      className={cn(
        'z-appbar w-full text-sm text-text-muted',
        footer === 'fixed' && 'sticky bottom-0 bg-paper shadow-paper',
      )}
    >
      <div className="mx-auto flex max-w-[var(--content-max-width)] flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-4 sm:px-6">
        <p>
          <InLanguage>
            {t('layout.footer.copyright', { year: new Date().getFullYear(), app: APP_NAME })}
          </InLanguage>
        </p>
        <p>
          <InLanguage>{t('layout.footer.madeFor')}</InLanguage>
        </p>
      </div>
    </footer>
  );
}
