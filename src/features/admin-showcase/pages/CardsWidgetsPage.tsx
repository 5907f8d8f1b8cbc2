import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatMonthYear, formatNumber, formatRupiah } from '@/lib/format';
import { useAnalytics, useCrm, useEcommerce } from '../cards/api';
import { MiniBars } from '../cards/MiniBars';
import { ShowcasePage } from '../components/ShowcasePage';

const monthLabel = (month: string, lng: string) => {
  const [y, m] = month.split('-').map(Number);
  return formatMonthYear(m, y, lng);
};

/** Widgets on the dashboards' aggregates: billed vs paid per month, clients by state, slips per month. */
export default function CardsWidgetsPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const k = (key: string) => t(`showcaseMore.cards.widgets.${key}`);
  const shop = useEcommerce().data;
  const crm = useCrm().data;
  const analytics = useAnalytics().data;
  const loading = <Skeleton className="h-32 w-full" />;
  const last = shop?.paid_per_month.at(-1);
  return (
    <ShowcasePage title={t('nav.cardsWidgets')} subtitle={k('subtitle')} section="nav.cards">
      <Card>
        <CardHeader title={k('revenue')} subtitle={last && monthLabel(last.month, lng)} />
        <div className="px-5 pb-5">
          {shop ? (
            <>
              <p className="text-2xl font-semibold tabular-nums">{formatRupiah(last?.total ?? 0)}</p>
              <MiniBars values={shop.paid_per_month.map((m) => m.total)} className="mt-3" />
            </>
          ) : (
            loading
          )}
        </div>
      </Card>
      <Card>
        <CardHeader title={k('billedPaid')} subtitle={k('lastMonths')} />
        <div className="px-5 pb-5">
          {shop ? (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-xs text-text-muted">
                  <th scope="col" className="py-1 text-start font-medium">
                    {k('month')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {k('billed')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {k('paid')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shop.issued_per_month.slice(-4).map((m) => (
                  <tr key={m.month} className="border-t border-divider">
                    <th scope="row" className="py-1.5 text-start font-normal">
                      {monthLabel(m.month, lng)}
                    </th>
                    <td className="py-1.5 text-end tabular-nums">{formatRupiah(m.total)}</td>
                    <td className="py-1.5 text-end tabular-nums">
                      {formatRupiah(shop.paid_per_month.find((p) => p.month === m.month)?.total ?? 0)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            loading
          )}
        </div>
      </Card>
      <Card>
        <CardHeader title={k('clientsByState')} />
        <div className="px-5 pb-5">
          {crm ? (
            <dl className="grid grid-cols-2 gap-4">
              {(
                [
                  ['active', crm.clients.active],
                  ['pending', crm.clients.pending_confirmation],
                  ['suspended', crm.clients.suspended ?? 0],
                  ['total', crm.clients.total],
                ] as const
              ).map(([key, value]) => (
                <div key={key}>
                  <dt className="text-xs text-text-muted">{k(key)}</dt>
                  <dd className="m-0 text-xl font-semibold tabular-nums">{formatNumber(value, lng)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            loading
          )}
        </div>
      </Card>
      <Card>
        <CardHeader title={k('slips')} subtitle={k('lastMonths')} />
        <div className="px-5 pb-5">
          {analytics ? (
            <>
              <p className="text-2xl font-semibold tabular-nums">{formatRupiah(analytics.slips.pph_total)}</p>
              <p className="text-xs text-text-muted">
                {t('showcaseMore.cards.widgets.slipCount', { count: analytics.slips.issued })}
              </p>
              <MiniBars
                values={analytics.slips_per_month.map((m) => m.pph)}
                barClassName="fill-[color-mix(in_srgb,var(--c-info)_55%,black)]"
                className="mt-3"
              />
            </>
          ) : (
            loading
          )}
        </div>
      </Card>
    </ShowcasePage>
  );
}
