import type { AuditEntry } from '@contract/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageDirection } from '@/components/ui/Bidi';
import { formatDateTime } from '@/lib/format';
import { useUserAudit } from '../api/users-api';
import { PagedTable } from './PagedTable';

/** The fields an entry changed, "field: before → after", from its before/after snapshots. */
function changes(entry: AuditEntry): string {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]) && !k.endsWith('_at'),
  );
  const show = (v: unknown) => (v == null || v === '' ? '–' : String(v));
  if (!entry.before) return '';
  return keys.map((k) => `${k}: ${show(before[k])} → ${show(after[k])}`).join('; ');
}

/** Every admin action on the account (the audit log), newest first. */
export function ActivityTab({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const dir = useLanguageDirection();
  const [page, setPage] = useState(1);
  const audit = useUserAudit(userId, page);
  return (
    <PagedTable<AuditEntry>
      title={t('users.view.activity')}
      rows={audit.data?.entries}
      rowKey={(e) => e.id}
      total={audit.data?.total ?? 0}
      page={page}
      onPageChange={setPage}
      error={audit.error}
      columns={[
        {
          key: 'at',
          header: t('users.view.when'),
          cell: (e) => <bdi dir={dir}>{formatDateTime(e.at, i18n.language)}</bdi>,
        },
        { key: 'who', header: t('users.view.who'), cell: (e) => e.actor?.nama ?? t('users.view.system') },
        {
          key: 'what',
          header: t('users.view.what'),
          cell: (e) => t(`users.view.actionNames.${e.action}`, { defaultValue: e.action }),
        },
        { key: 'change', header: t('users.view.change'), cell: (e) => <bdi dir="ltr">{changes(e)}</bdi> },
      ]}
    />
  );
}
