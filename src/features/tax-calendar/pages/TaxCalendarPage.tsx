import type { CalendarName } from '@contract/calendar';
import { routePath } from '@contract/routes';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatMonthYear } from '@/lib/format';
import { CalendarExportCard } from '../components/CalendarExportCard';

// The calendar grid loads after the page (the client route's first load stays small).
const CalendarApp = lazy(() => import('@/components/calendar/CalendarApp'));

const CALENDARS: CalendarName[] = [
  'deadlines',
  'bills',
  'holidays',
  'personal',
  'business',
  'family',
  'holiday',
  'etc',
];

/** Kalender Pajak: the client's tax deadlines, bills' due dates, holidays and own events, with .ics and a feed. */
export default function TaxCalendarPage() {
  const { t, i18n } = useTranslation();
  // a tax deadline opens its masa's deposit and report page
  const deadlineLink = useCallback(
    (masa: number, tahun: number) => ({
      to: routePath('ebupotMasa', { tahun, masa }),
      label: t('ebupotMasa.calendar.open', { period: formatMonthYear(masa, tahun, i18n.language) }),
    }),
    [t, i18n.language],
  );
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const onRangeChange = useCallback((from: string, to: string) => setRange({ from, to }), []);
  return (
    <div>
      <PageHeader title={t('taxCalendar.title')} subtitle={t('taxCalendar.subtitle')} />
      <Suspense fallback={<Skeleton className="h-[40rem]" />}>
        <CalendarApp
          calendars={CALENDARS}
          billHref={(id) => routePath('invoiceDetail', { id })}
          deadlineLink={deadlineLink}
          onRangeChange={onRangeChange}
        />
      </Suspense>
      <CalendarExportCard range={range} />
    </div>
  );
}
