import type { LedgerEntry } from '@contract/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { useLanguageDirection } from '@/components/ui/Bidi';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { useUserWallet } from '../api/users-api';
import { PagedTable } from './PagedTable';

/** The account's wallet: its balance and its ledger, newest first. */
export function BillingTab({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const dir = useLanguageDirection();
  const [page, setPage] = useState(1);
  const wallet = useUserWallet(userId, page);
  return (
    <div className="space-y-6">
      <p className="flex items-baseline gap-3">
        <span className="text-sm text-text-muted">{t('users.view.balance')}</span>
        <span className="text-2xl font-semibold tabular-nums">
          {wallet.data ? formatRupiah(wallet.data.balance) : '…'}
        </span>
      </p>
      <PagedTable<LedgerEntry>
        title={t('users.view.ledger')}
        rows={wallet.data?.ledger}
        rowKey={(r) => r.id}
        total={wallet.data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        error={wallet.error}
        columns={[
          {
            key: 'at',
            header: t('users.view.when'),
            cell: (r) => <bdi dir={dir}>{formatDateTime(r.created_at, i18n.language)}</bdi>,
          },
          {
            key: 'type',
            header: t('users.view.type'),
            cell: (r) => (
              <Badge color={r.type === 'CREDIT' ? 'success' : 'secondary'}>
                {t(r.type === 'CREDIT' ? 'users.view.credit' : 'users.view.debit')}
              </Badge>
            ),
          },
          { key: 'description', header: t('users.view.description'), cell: (r) => r.description },
          { key: 'amount', header: t('users.view.amount'), cell: (r) => formatRupiah(r.amount), end: true },
        ]}
      />
    </div>
  );
}
