import { MAINTENANCE_MESSAGE_MAX, MAINTENANCE_PATHS, type MaintenanceStatus } from '@contract/maintenance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Switch } from '@/components/ui/Switch';
import { Textarea } from '@/components/ui/Textarea';
import { api, isApiError } from '@/lib/api';
import { apiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';

const KEY = ['maintenance'];

/** `<input type="datetime-local">` value (local time) ⇄ ISO instant. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/**
 * The admin's maintenance switch: on with what clients are told and when it should end, or off.
 * Clients see the under-maintenance page within seconds, and their writes are refused meanwhile.
 */
export function MaintenanceCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<MaintenanceStatus>(MAINTENANCE_PATHS.status, { signal }),
  });
  const [active, setActive] = useState(false);
  const [message, setMessage] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  useEffect(() => {
    if (!status.data) return;
    setActive(status.data.active);
    setMessage(status.data.message ?? '');
    setEndsAt(toLocalInput(status.data.ends_at));
  }, [status.data]);

  const save = useMutation({
    mutationFn: () =>
      api.put<MaintenanceStatus>(MAINTENANCE_PATHS.status, {
        active,
        message: message.trim() || null,
        ends_at: fromLocalInput(endsAt),
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer);
      toast.success(answer.active ? t('admin.maintenance.switchedOn') : t('admin.maintenance.switchedOff'));
    },
    onError: (error) => {
      if (isApiError(error) && error.fields?.message) setFieldError(t('admin.maintenance.messageNeeded'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (active && !message.trim()) {
      setFieldError(t('admin.maintenance.messageNeeded'));
      return;
    }
    setFieldError(undefined);
    save.mutate();
  };

  return (
    <Card>
      <CardHeader title={t('admin.maintenance.title')} subtitle={t('admin.maintenance.hint')} />
      <form noValidate onSubmit={submit} className="space-y-4 px-5 pb-5">
        {status.data?.active && <Alert severity="warning">{t('admin.maintenance.isOn')}</Alert>}
        <Switch
          label={t('admin.maintenance.switch')}
          checked={active}
          onChange={(e) => setActive(e.target.checked)}
        />
        <FormField label={t('admin.maintenance.message')} error={fieldError} required={active}>
          <Textarea
            value={message}
            maxLength={MAINTENANCE_MESSAGE_MAX}
            rows={2}
            onChange={(e) => {
              setMessage(e.target.value);
              setFieldError(undefined);
            }}
          />
        </FormField>
        <FormField label={t('admin.maintenance.endsAt')} hint={t('admin.maintenance.endsAtHint')}>
          <Input type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
        </FormField>
        {save.isError && !fieldError && <Alert severity="error">{apiErrorMessage(t, save.error)}</Alert>}
        <Button type="submit" loading={save.isPending}>
          {t('admin.maintenance.save')}
        </Button>
      </form>
    </Card>
  );
}
