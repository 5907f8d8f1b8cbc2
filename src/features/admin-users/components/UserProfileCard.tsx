import type { UserCard } from '@contract/admin/users';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/Avatar';
import { Card } from '@/components/ui/Card';
import type { MenuEntry } from '@/components/ui/DropdownMenu';
import { RowActionsMenu } from '@/components/ui/RowActionsMenu';
import { roleLabel } from '@/lib/acl/role-label';
import { formatDate, formatNpwp, formatNumber, formatRupiah } from '@/lib/format';
import { UserStatusBadge } from './UserStatusBadge';

/** Who the account is, what it holds, and the actions the caller may take on it. */
export function UserProfileCard({ card, actions }: { card: UserCard; actions: MenuEntry[] }) {
  const { t, i18n } = useTranslation();
  const { user, counts } = card;
  const lng = i18n.language;
  const figures = [
    { key: 'bills', value: formatNumber(counts.bills, lng) },
    { key: 'unpaid', value: formatRupiah(counts.unpaid_total) },
    { key: 'payments', value: formatNumber(counts.payments, lng) },
    { key: 'slips', value: formatNumber(counts.slips, lng) },
    { key: 'wallet', value: formatRupiah(card.wallet_balance) },
  ];
  const details = [
    { key: 'email', label: t('users.form.email'), value: <bdi dir="ltr">{user.email}</bdi> },
    { key: 'phone', label: t('users.view.phone'), value: <bdi dir="ltr">{user.phone ?? '–'}</bdi> },
    { key: 'npwp', label: t('users.form.npwp'), value: <bdi dir="ltr">{formatNpwp(user.npwp) || '–'}</bdi> },
    { key: 'company', label: t('users.view.company'), value: user.company_name ?? '–' },
    {
      key: 'address',
      label: t('users.view.address'),
      value: [user.address, user.city].filter(Boolean).join(', ') || '–',
    },
    { key: 'language', label: t('users.view.language'), value: t(`users.form.languages.${user.locale}`) },
  ];
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start gap-4">
        <Avatar name={user.nama} />
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-semibold">{user.nama}</h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-text-muted">
            <span>{roleLabel(t, user.role)}</span>
            <UserStatusBadge status={user.status} />
            <span>{t('users.view.memberSince', { date: formatDate(user.created_at, lng) })}</span>
          </p>
        </div>
        {actions.length > 0 && <RowActionsMenu items={actions} rowLabel={user.nama} />}
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map((f) => (
          <div key={f.key} className="rounded-md bg-text/4 px-3 py-2">
            <dt className="text-xs text-text-muted">{t(`users.view.counts.${f.key}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 mb-2 text-sm font-medium">{t('users.view.details')}</h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {details.map((d) => (
          <div key={d.key} className="flex gap-2">
            <dt className="w-28 shrink-0 text-text-muted">{d.label}</dt>
            <dd className="min-w-0 break-words">{d.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
