import type { CalendarName } from '@contract/calendar';
import { adminPath } from '@contract/routes/admin';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';

// The calendar grid loads after the page: it is the heaviest part, and the header paints first.
const CalendarApp = lazy(() => import('@/components/calendar/CalendarApp'));

const CALENDARS: CalendarName[] = [
  'personal',
  'business',
  'family',
  'holiday',
  'etc',
  'deadlines',
  'holidays',
  'bills',
];

/** /apps/calendar: the staff member's own events beside the tax deadlines, holidays and bills' due dates. */
export default function CalendarPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('adminCalendar.title')} subtitle={t('adminCalendar.subtitle')} />
      <Suspense fallback={<Skeleton className="h-[40rem]" />}>
        <CalendarApp calendars={CALENDARS} billHref={(id) => adminPath('invoiceAppPreview', { id })} />
      </Suspense>
    </div>
  );
}
