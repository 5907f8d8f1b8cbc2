import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardContent } from '@/components/ui/CardContent';
import { CardHeader } from '@/components/ui/CardHeader';
import { ErrorState } from '@/components/ui/ErrorState';
import { FormField } from '@/components/ui/FormField';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { accountKeys, saveAccountPreferences, useAccountPreferences } from '@/features/account-security';
import { useApiErrorMessage } from '@/lib/errors';
import { changeLanguage, type LanguageCode, SUPPORTED_LANGUAGES } from '@/lib/i18n';

const zones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura', 'UTC'];
  }
};

/** The language of the portal and of the account's mail, and the time zone dates are shown in. */
export function PreferencesCard() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const apiErrorMessage = useApiErrorMessage();
  const prefs = useAccountPreferences();
  const [locale, setLocale] = useState<LanguageCode>('en');
  const [timeZone, setTimeZone] = useState('');
  const [saving, setSaving] = useState(false);
  const timeZones = useMemo(zones, []);

  useEffect(() => {
    if (!prefs.data) return;
    setLocale(prefs.data.locale);
    setTimeZone(prefs.data.time_zone ?? '');
  }, [prefs.data]);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await saveAccountPreferences({ locale, time_zone: timeZone || null });
      queryClient.setQueryData(accountKeys.preferences, saved);
      if (i18n.language !== locale) await changeLanguage(locale);
      toast.success(t('accountSettings.preferences.saved'));
    } catch (err) {
      toast.error(apiErrorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardHeader
        title={t('accountSettings.preferences.title')}
        subtitle={t('accountSettings.preferences.subtitle')}
      />
      <CardContent>
        {prefs.isPending ? (
          <Skeleton className="h-32" />
        ) : prefs.isError ? (
          <ErrorState onRetry={() => prefs.refetch()} />
        ) : (
          <form onSubmit={save} className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('accountSettings.preferences.language')}>
              <Select
                value={locale}
                onChange={(e) => setLocale(e.target.value as LanguageCode)}
                options={SUPPORTED_LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
              />
            </FormField>
            <FormField
              label={t('accountSettings.preferences.timeZone')}
              hint={t('accountSettings.preferences.timeZoneHint')}
            >
              <Select
                value={timeZone}
                onChange={(e) => setTimeZone(e.target.value)}
                placeholder={t('accountSettings.preferences.browserZone')}
                options={timeZones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
              />
            </FormField>
            <div className="flex justify-end sm:col-span-2">
              <Button type="submit" loading={saving}>
                {t('accountSettings.preferences.save')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
