import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { Timeline } from '@/components/ui/Timeline';
import { formatDate, formatNumber, formatRupiah } from '@/lib/format';
import { useCrm, useEcommerce } from '../cards/api';
import { ShowcasePage } from '../components/ShowcasePage';

/** Advanced cards on the dashboards' aggregates: payments by bank, top clients, newest clients as a timeline. */
export default function CardsAdvancedPage() {
  const { t, i18n } = useTranslation();
  const k = (key: string) => t(`showcaseMore.cards.advanced.${key}`);
  const shop = useEcommerce().data;
  const crm = useCrm().data;
  const loading = <Skeleton className="h-40 w-full" />;
  return (
    <ShowcasePage title={t('nav.cardsAdvanced')} subtitle={k('subtitle')} section="nav.cards">
      <Card>
        <CardHeader title={k('byBank')} subtitle={k('window')} />
        <div className="px-5 pb-5">
          {shop ? (
            <ul className="space-y-3">
              {shop.payments_by_bank.slice(0, 6).map((row) => (
                <li key={row.bank_code} className="flex items-center justify-between gap-3 text-sm">
                  <span>{row.bank}</span>
                  <span className="text-end tabular-nums">
                    <span className="block font-medium">{formatRupiah(row.total)}</span>
                    <span className="text-xs text-text-muted">
                      {t('showcaseMore.cards.stats.payments', { count: row.count })}
                    </span>
                  </span>
                </li>
              ))}
              {shop.payments_by_bank.length === 0 && <li className="text-sm text-text-muted">{k('none')}</li>}
            </ul>
          ) : (
            loading
          )}
        </div>
      </Card>
      <Card>
        <CardHeader title={k('topClients')} subtitle={k('window')} />
        <div className="px-5 pb-5">
          {shop ? (
            <ol className="space-y-3">
              {shop.top_clients.slice(0, 5).map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate">{c.company_name ?? c.nama}</span>
                  <span className="font-medium tabular-nums">{formatRupiah(c.billed)}</span>
                </li>
              ))}
              {shop.top_clients.length === 0 && <li className="text-sm text-text-muted">{k('none')}</li>}
            </ol>
          ) : (
            loading
          )}
        </div>
      </Card>
      <Card>
        <CardHeader title={k('activity')} subtitle={k('newestClients')} />
        <div className="px-5 pb-1">
          {crm ? (
            <Timeline
              items={crm.recent_clients.slice(0, 4).map((c) => ({
                key: String(c.id),
                title: c.nama,
                time: formatDate(c.created_at, i18n.language),
                color: c.confirmed ? 'success' : 'warning',
                icon: <UserPlus className="size-4" />,
                children: c.confirmed ? k('confirmed') : k('pending'),
              }))}
            />
          ) : (
            loading
          )}
        </div>
      </Card>
      <Card>
        <CardHeader title={k('byChannel')} subtitle={k('window')} />
        <div className="px-5 pb-5">
          {shop ? (
            <ul className="space-y-3">
              {shop.payments_by_channel.map((row) => {
                const all = shop.payments_by_channel.reduce((s, r) => s + r.count, 0) || 1;
                const share = Math.round((row.count / all) * 100);
                return (
                  <li key={row.channel ?? 'other'} className="text-sm">
                    <div className="flex justify-between gap-3">
                      <span>{row.channel ?? k('other')}</span>
                      <span className="tabular-nums">{formatNumber(share, i18n.language)}%</span>
                    </div>
                    <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-text/8">
                      <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : (
            loading
          )}
        </div>
      </Card>
    </ShowcasePage>
  );
}
