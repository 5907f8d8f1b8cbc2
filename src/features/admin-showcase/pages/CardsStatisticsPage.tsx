import { Banknote, Clock, FileWarning, ReceiptText, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { formatNumber, formatRupiah } from '@/lib/format';
import { useCrm, useEcommerce, useSummary } from '../cards/api';
import { MiniBars } from '../cards/MiniBars';
import { StatCard } from '../cards/StatCard';
import { ShowcasePage } from '../components/ShowcasePage';

/** Statistics cards on the service's real figures (GET /admin/summary and the dashboards' aggregates). */
export default function CardsStatisticsPage() {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatNumber(v, i18n.language);
  const summary = useSummary().data;
  const crm = useCrm().data;
  const shop = useEcommerce().data;
  const k = (key: string) => t(`showcaseMore.cards.stats.${key}`);
  const newClients = crm?.new_clients_per_month.map((m) => m.count) ?? [];
  const paid = shop?.paid_per_month.map((m) => m.total) ?? [];
  return (
    <ShowcasePage title={t('nav.cardsStatistics')} subtitle={k('subtitle')} section="nav.cards" columns="one">
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={Users}
          label={k('clients')}
          value={summary && n(summary.clients)}
          detail={crm && t('showcaseMore.cards.stats.newThisMonth', { count: crm.clients.new_this_month })}
        />
        <StatCard
          icon={FileWarning}
          color="warning"
          label={k('unpaid')}
          value={summary && formatRupiah(summary.unpaid_invoices.total)}
          detail={summary && t('showcaseMore.cards.stats.bills', { count: summary.unpaid_invoices.count })}
        />
        <StatCard
          icon={Clock}
          color="info"
          label={k('pending')}
          value={summary && formatRupiah(summary.pending_payments.total)}
          detail={
            summary && t('showcaseMore.cards.stats.payments', { count: summary.pending_payments.count })
          }
        />
        <StatCard
          icon={ReceiptText}
          color="success"
          label={k('slips')}
          value={summary && n(summary.issued_slips)}
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          layout="horizontal"
          icon={Banknote}
          color="success"
          label={k('paidThisMonth')}
          value={summary && formatRupiah(summary.paid_this_month.total)}
          detail={summary && t('showcaseMore.cards.stats.bills', { count: summary.paid_this_month.count })}
        />
        <StatCard
          layout="horizontal"
          icon={Wallet}
          color="error"
          label={k('overdue')}
          value={shop && formatRupiah(shop.overdue.total)}
          detail={shop && t('showcaseMore.cards.stats.bills', { count: shop.overdue.count })}
        />
        <StatCard
          layout="horizontal"
          icon={Users}
          color="secondary"
          label={k('signedIn')}
          value={crm && n(crm.clients.signed_in_30_days)}
        />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader title={k('newClients')} subtitle={k('lastMonths')} />
          <div className="px-5 pb-5">
            <MiniBars values={newClients} />
            <p className="mt-2 text-sm text-text-muted">
              {t('showcaseMore.cards.stats.newClientsTotal', {
                count: newClients.reduce((a, b) => a + b, 0),
              })}
            </p>
          </div>
        </Card>
        <Card>
          <CardHeader title={k('paidPerMonth')} subtitle={k('lastMonths')} />
          <div className="px-5 pb-5">
            <MiniBars values={paid} barClassName="fill-[color-mix(in_srgb,var(--c-success)_60%,black)]" />
            <p className="mt-2 text-sm text-text-muted">{formatRupiah(paid.reduce((a, b) => a + b, 0))}</p>
          </div>
        </Card>
      </div>
    </ShowcasePage>
  );
}
