import type { Bupot } from '@contract/ebupot';
import { useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsolatedT } from '@/components/ui/Bidi';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { useApiErrorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { bulkEmail, useSlipEmails } from './api';

/** A slip's mails to its recipient (who sent, when, to which address, whether it went) and a send button. */
export function SentLog({ slip }: { slip: Bupot }) {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorMessage();
  const tIsolated = useIsolatedT();
  const queryClient = useQueryClient();
  const issued = slip.status === 'issued';
  const log = useSlipEmails(slip.id, slip.status !== 'draft');
  const [sending, setSending] = useState(false);
  if (slip.status === 'draft') return null;

  const send = async () => {
    setSending(true);
    try {
      const [r] = (await bulkEmail([slip.id])).results;
      if (r.ok) toast.success(t('ebupot.bulk.sentTo', { to: r.to ?? '' }));
      else
        toast.error(
          t([`ebupot.bulk.codes.${r.code}`, `apiErrors.${r.code}`], { defaultValue: r.error ?? '' }),
        );
      await queryClient.invalidateQueries({ queryKey: ['ebupot', 'emails', slip.id] });
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setSending(false);
    }
  };

  const entries = log.data?.data ?? [];
  return (
    <Card className="mt-6 print:hidden">
      <CardHeader
        title={t('ebupot.sentLog.title')}
        as="h2"
        action={
          issued && slip.recipientEmail ? (
            <Button
              variant="outlined"
              size="sm"
              onClick={send}
              loading={sending}
              startIcon={<Mail aria-hidden="true" className="size-4" />}
            >
              {t('ebupot.sentLog.send')}
            </Button>
          ) : undefined
        }
      />
      <div className="px-5 pb-5 text-sm">
        {!slip.recipientEmail && <p className="mb-2 text-text-muted">{t('ebupot.sentLog.noAddress')}</p>}
        {entries.length === 0 ? (
          <p className="text-text-muted">{t('ebupot.sentLog.empty')}</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="bupot-sent-log">
            {entries.map((e) => (
              <li key={e.id} className="border-s-2 border-divider ps-3">
                <p className="font-medium text-text">
                  {t(`ebupot.sentLog.status.${e.status}`)} <bdi dir="ltr">{e.to}</bdi>
                </p>
                <p className="text-xs text-text-muted">
                  {tIsolated(
                    'ebupot.audit.byAt',
                    {},
                    {
                      who: e.actor?.nama ?? t('ebupot.audit.system'),
                      at: formatDateTime(e.sentAt, i18n.language),
                    },
                  )}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}
