import type { BupotAuditEntry } from '@contract/ebupot';
import { useTranslation } from 'react-i18next';
import { useIsolatedT } from '@/components/ui/Bidi';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { formatDateTime, formatRupiah } from '@/lib/format';

const MONEY = new Set(['dpp', 'pph', 'pphPayable']);

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (MONEY.has(field) && typeof value === 'number') return formatRupiah(value);
  if (field === 'rateBp' || field === 'manualRateBp') return `${Number(value) / 100} %`;
  return String(value);
}

/** Who did what and when to a slip, newest last; changed fields shown before → after. */
export function AuditTrail({ entries }: { entries: BupotAuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const tIsolated = useIsolatedT();
  return (
    <Card>
      <CardHeader title={t('ebupot.audit.title')} as="h2" />
      <ol className="flex flex-col gap-3 px-5 pb-5" data-testid="bupot-audit">
        {entries.map((e) => {
          const changes = Object.entries(e.changes).filter(([field]) => field !== 'status');
          return (
            <li key={e.id} className="border-s-2 border-divider ps-3 text-sm">
              <p className="font-medium text-text">{t(`ebupot.audit.action.${e.action}`)}</p>
              <p className="text-xs text-text-muted">
                {tIsolated(
                  'ebupot.audit.byAt',
                  {},
                  { who: e.actor?.nama ?? t('ebupot.audit.system'), at: formatDateTime(e.at, i18n.language) },
                )}
              </p>
              {e.action === 'cancel' && e.note && (
                <p className="mt-1 text-xs text-text">{t('ebupot.audit.reason', { reason: e.note })}</p>
              )}
              {changes.length > 0 && (
                <ul className="mt-1 text-xs text-text">
                  {changes.map(([field, [before, after]]) => (
                    <li key={field}>
                      <span className="text-text-muted">
                        {t(`ebupot.audit.field.${field}`, { defaultValue: field })}:{' '}
                      </span>
                      <bdi>{show(field, before)}</bdi> → <bdi>{show(field, after)}</bdi>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
