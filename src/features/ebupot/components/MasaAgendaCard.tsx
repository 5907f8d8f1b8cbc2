import { routePath } from '@contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDate, formatMonthYear, formatRupiah } from '@/lib/format';
import { useMasaAgenda } from '../api/masa-report';

/**
 * The client dashboard's tax deadlines: each masa that still needs a deposit or a report (and
 * the previous masa, whose deadlines fall this month), its deposit and reporting dates with
 * overdue flags, and a link to deposit and report it.
 */
export function MasaAgendaCard() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const agenda = useMasaAgenda();
  if (agenda.isError) return null;
  const items = agenda.data?.data ?? null;
  return (
    <Card data-testid="masa-agenda">
      <CardHeader
        title={t('ebupotMasa.agenda.title')}
        action={
          <Link
            to={routePath('taxCalendar')}
            className="text-sm font-medium text-text-muted hover:text-text hover:underline"
          >
            {t('nav.taxCalendar')}
          </Link>
        }
      />
      {!items ? (
        <div className="px-5 pb-5">
          <Skeleton className="h-16 w-full" />
        </div>
      ) : items.length === 0 ? (
        <p className="px-5 pb-5 text-sm text-text-muted">{t('ebupotMasa.agenda.empty')}</p>
      ) : (
        <ul className="divide-y divide-divider px-5 pb-3">
          {[...items].reverse().map((m) => {
            const period = formatMonthYear(m.masa, m.tahun, lng);
            return (
              <li
                key={`${m.tahun}-${m.masa}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm"
              >
                <Link
                  to={routePath('ebupotMasa', { tahun: m.tahun, masa: m.masa })}
                  className="font-medium text-text hover:underline"
                  aria-label={t('ebupotMasa.calendar.open', { period })}
                >
                  {period}
                </Link>
                <span className="text-text-muted">{t('ebupotMasa.agenda.slips', { count: m.slips })}</span>
                {m.state === 'reported' ? (
                  <Badge size="sm" color="success">
                    {t('ebupotMasa.done.reporting')}
                  </Badge>
                ) : null}
                {(m.overdue.payment || m.overdue.reporting) && (
                  <Badge size="sm" color="error">
                    {t('ebupotMasa.overdue')}
                  </Badge>
                )}
                <span className="flex w-full flex-wrap gap-x-4 text-xs text-text-muted">
                  <span className={m.overdue.payment ? 'font-medium text-text' : undefined}>
                    {t('ebupotMasa.agenda.payment', { date: formatDate(m.deadlines.payment.date, lng) })}
                    {m.outstanding > 0 &&
                      ` · ${t('ebupotMasa.agenda.toPay', { amount: formatRupiah(m.outstanding) })}`}
                  </span>
                  <span className={m.overdue.reporting ? 'font-medium text-text' : undefined}>
                    {t('ebupotMasa.agenda.reporting', { date: formatDate(m.deadlines.reporting.date, lng) })}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
