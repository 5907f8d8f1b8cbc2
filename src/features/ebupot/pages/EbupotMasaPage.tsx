import type { SptMasaSummary } from '@contract/ebupot-report';
import { routePath } from '@contract/routes';
import { ArrowLeft, CalendarClock, FileCode2, FileText, Landmark, Send } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { useIsolatedT } from '@/components/ui/Bidi';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiErrorMessage } from '@/lib/errors';
import { formatDate, formatMonthYear, formatRupiah } from '@/lib/format';
import { useMasaSummary } from '../api/masa-report';
import { CoretaxExport } from '../components/CoretaxExport';
import { DepositPanel } from '../components/DepositPanel';
import { SptSummary } from '../components/SptSummary';

const MasaActionDialog = lazy(() =>
  import('../components/MasaActionDialog').then((m) => ({ default: m.MasaActionDialog })),
);

const STATE_COLOR = { open: 'secondary', reported: 'success', correcting: 'warning' } as const;

function Section({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-3 flex items-center gap-2 text-base font-semibold text-text">
          <span aria-hidden="true" className="text-text-muted">
            {icon}
          </span>
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function Deadlines({ summary }: { summary: SptMasaSummary }) {
  const { t, i18n } = useTranslation();
  const tIsolated = useIsolatedT();
  const lng = i18n.language;
  const line = (kind: 'payment' | 'reporting', done: boolean) => (
    <li className="flex flex-wrap items-center gap-2" data-testid={`masa-deadline-${kind}`}>
      {tIsolated(
        `ebupot.summary.${kind}`,
        {},
        { date: formatDate(summary.deadlines[kind].date, lng, { month: 'long' }) },
      )}
      {summary.overdue[kind] ? (
        <Badge size="sm" color="error">
          {t('ebupotMasa.overdue')}
        </Badge>
      ) : done ? (
        <Badge size="sm" color="success">
          {t(`ebupotMasa.done.${kind}`)}
        </Badge>
      ) : null}
    </li>
  );
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {line('payment', summary.totals.count > 0 && summary.outstanding === 0)}
      {line('reporting', summary.state === 'reported')}
    </ul>
  );
}

/**
 * A masa's SPT Masa PPh Unifikasi: the summary of its issued slips, the Coretax XML export, the
 * deposit of what was withheld (kode billing → NTPN) and the report (mark reported / correction).
 */
export default function EbupotMasaPage() {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorMessage();
  const params = useParams();
  const masa = Number(params.masa);
  const tahun = Number(params.tahun);
  const valid =
    Number.isInteger(masa) &&
    masa >= 1 &&
    masa <= 12 &&
    Number.isInteger(tahun) &&
    tahun >= 2025 &&
    tahun <= 2100;
  const summary = useMasaSummary(valid ? { masa, tahun } : null);
  const [dialog, setDialog] = useState<'report' | 'correction' | null>(null);
  const listHref = `${routePath('ebupotList')}?masa=${masa}&tahun=${tahun}`;
  if (!valid)
    return (
      <NotFoundState
        title={t('ebupotMasa.notFound')}
        backTo={routePath('ebupotList')}
        backLabel={t('ebupot.view.back')}
      />
    );
  const period = formatMonthYear(masa, tahun, i18n.language);
  const s = summary.data;
  const back = (
    <Link
      to={listHref}
      className="inline-flex items-center gap-1 text-sm text-text-muted hover:text-text hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('ebupotMasa.back')}
    </Link>
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        before={back}
        title={t('ebupotMasa.title', { period })}
        subtitle={t('ebupotMasa.subtitle')}
        actions={
          s && (
            <Badge color={STATE_COLOR[s.state]} data-testid="masa-page-state">
              {t(`ebupot.masa.state.${s.state}`, { revision: s.revision })}
            </Badge>
          )
        }
        className="mb-0"
      />
      {summary.isError ? (
        <ErrorState
          message={errorText(summary.error)}
          onRetry={() => summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : !s ? (
        <Skeleton className="h-96" />
      ) : (
        <>
          <Card className="flex flex-wrap items-start gap-x-8 gap-y-3 p-4 sm:p-5">
            <div>
              <p className="flex items-center gap-2 text-xs font-medium text-text-muted">
                <CalendarClock aria-hidden="true" className="size-4" />
                {t('ebupot.summary.deadlines')}
              </p>
              <Deadlines summary={s} />
            </div>
            <div>
              <p className="text-xs font-medium text-text-muted">{t('ebupotMasa.deposit.outstanding')}</p>
              <p className="text-lg font-semibold tabular-nums" data-testid="masa-outstanding">
                {formatRupiah(s.outstanding)}
              </p>
            </div>
          </Card>
          <Section
            id="masa-summary"
            icon={<FileText className="size-5" />}
            title={t('ebupotMasa.summary.title')}
          >
            <SptSummary summary={s} />
          </Section>
          <Section
            id="masa-deposit"
            icon={<Landmark className="size-5" />}
            title={t('ebupotMasa.deposit.title')}
          >
            <DepositPanel summary={s} />
          </Section>
          <Section
            id="masa-coretax"
            icon={<FileCode2 className="size-5" />}
            title={t('ebupotMasa.coretax.title')}
          >
            <CoretaxExport summary={s} />
          </Section>
          <Section id="masa-report" icon={<Send className="size-5" />} title={t('ebupotMasa.report.title')}>
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-text-muted">
                {s.state === 'reported' && s.reportedAt
                  ? t('ebupotMasa.report.reportedOn', {
                      date: formatDate(s.reportedAt, i18n.language, { month: 'long' }),
                      revision: s.revision,
                    })
                  : t('ebupotMasa.report.help')}
              </p>
              <span className="ms-auto">
                {s.state === 'reported' ? (
                  <Button variant="tonal" color="warning" onClick={() => setDialog('correction')}>
                    {t('ebupot.masa.correction.open')}
                  </Button>
                ) : (
                  <Button onClick={() => setDialog('report')}>{t('ebupot.masa.report.open')}</Button>
                )}
              </span>
            </div>
          </Section>
        </>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <MasaActionDialog kind={dialog} masa={masa} tahun={tahun} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
