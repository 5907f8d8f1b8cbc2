import type { NotificationChannel, NotificationEvent } from '@contract/account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardContent } from '@/components/ui/CardContent';
import { CardHeader } from '@/components/ui/CardHeader';
import { ErrorState } from '@/components/ui/ErrorState';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiErrorMessage } from '@/lib/errors';
import { accountKeys, saveNotificationPreferences, useNotificationPreferences } from '../api/account-api';

type Choices = Partial<Record<NotificationEvent, NotificationChannel>>;

/**
 * Per event type: a mail and the bell, or the bell only. Stored on the server, which mails by
 * these choices (server/lib/notify.ts); mail about the account's security always goes.
 */
export function NotificationsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const apiErrorMessage = useApiErrorMessage();
  const prefs = useNotificationPreferences();
  const [choices, setChoices] = useState<Choices>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (prefs.data) setChoices(Object.fromEntries(prefs.data.preferences.map((p) => [p.type, p.channel])));
  }, [prefs.data]);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const preferences = (Object.entries(choices) as [NotificationEvent, NotificationChannel][]).map(
        ([type, channel]) => ({ type, channel }),
      );
      const saved = await saveNotificationPreferences({ preferences });
      queryClient.setQueryData(accountKeys.notifications, saved);
      toast.success(t('notificationPrefs.saved'));
    } catch (err) {
      toast.error(apiErrorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardHeader title={t('notificationPrefs.title')} subtitle={t('notificationPrefs.subtitle')} />
      <CardContent>
        {prefs.isPending ? (
          <Skeleton className="h-40" />
        ) : prefs.isError ? (
          <ErrorState onRetry={() => prefs.refetch()} />
        ) : (
          <form onSubmit={save} className="grid gap-5">
            {prefs.data.preferences.map(({ type }) => (
              <RadioGroup
                key={type}
                label={t(`notificationPrefs.events.${type}`)}
                hint={t(`notificationPrefs.hints.${type}`)}
                orientation="horizontal"
                value={choices[type]}
                onValueChange={(value) => setChoices((c) => ({ ...c, [type]: value as NotificationChannel }))}
                options={[
                  { value: 'mail', label: t('notificationPrefs.mail') },
                  { value: 'bell', label: t('notificationPrefs.bell') },
                ]}
              />
            ))}
            <p className="text-sm text-text-muted">{t('notificationPrefs.security')}</p>
            <div className="flex justify-end">
              <Button type="submit" loading={saving}>
                {t('notificationPrefs.save')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
