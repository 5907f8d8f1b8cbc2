import type { CalendarName } from '@contract/calendar';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Checkbox } from '@/components/ui/Checkbox';
import { IconButton } from '@/components/ui/IconButton';
import { Skeleton } from '@/components/ui/Skeleton';
import { focusRing } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { useApiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { movedBody, useCalendarChanges, useCalendarItems } from './api';
import { CALENDAR_DOTS } from './calendars';
import {
  addDays,
  addMonths,
  CALENDAR_VIEWS,
  type CalendarViewName,
  dayKey,
  firstDayOfWeek,
  type Placed,
  place,
  startOfDay,
  visibleRange,
} from './dates';
import type { ChipHandlers } from './EventChip';
import { type DeadlineLink, type DrawerState, EventDrawer, newEventAt } from './EventDrawer';
import { ListView } from './ListView';
import { formats } from './labels';
import { MiniMonth } from './MiniMonth';
import { MonthView } from './MonthView';
import { TimeGridView } from './TimeGridView';
import { type Span, useDragMove } from './useDragMove';
import { useFocusFollowsMove } from './useFocusFollowsMove';

export type CalendarAppProps = {
  /** The filters shown, in order (all start checked). */
  calendars: readonly CalendarName[];
  /** Where a bill's due date links to (the client's bill page, or the staff's invoice app). */
  billHref?: (invoiceId: number) => string;
  /** Where a tax deadline links to (the client's deposit and report page of the masa). */
  deadlineLink?: DeadlineLink;
  /** Told the dates shown ('YYYY-MM-DD', inclusive) whenever they change (the page's .ics export). */
  onRangeChange?: (from: string, to: string) => void;
};

/**
 * The calendar (issue 17), shared by the staff's /apps/calendar and the client's Kalender Pajak:
 * month, week, day and list views of the person's own events and the service's items, a mini
 * month picker, calendar filters, the add/edit drawer, drag to move and resize, keyboard moves.
 * Its own grid (no calendar library): about a tenth of FullCalendar's weight, WAI-ARIA grids,
 * logical CSS (mirrors in Arabic), weeks starting where the language's users expect.
 */
export default function CalendarApp({ calendars, billHref, deadlineLink, onRangeChange }: CalendarAppProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language || 'id';
  const rtl = i18n.dir(lang) === 'rtl';
  const fmt = useMemo(() => formats(lang), [lang]);
  const firstDay = firstDayOfWeek(lang);
  const errorText = useApiErrorMessage();
  const [view, setView] = useState<CalendarViewName>('month');
  const [date, setDate] = useState(() => startOfDay(new Date()));
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [shown, setShown] = useState<Set<CalendarName>>(() => new Set(calendars));
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [announcement, setAnnouncement] = useState('');
  const range = visibleRange(view, date, firstDay);
  const fromKey = dayKey(range.from);
  const toKey = dayKey(range.to);
  const query = useCalendarItems(fromKey, toKey);
  useEffect(() => onRangeChange?.(fromKey, toKey), [onRangeChange, fromKey, toKey]);
  const changes = useCalendarChanges();

  const commit = useCallback(
    async (p: Placed, span: Span): Promise<boolean> => {
      try {
        await changes.update(p.item.event_id!, movedBody(p.item, span.start, span.end));
        const when = p.allDay
          ? fmt.day.format(span.start)
          : `${fmt.day.format(span.start)} ${fmt.time.format(span.start)}–${fmt.time.format(span.end)}`;
        setAnnouncement(t('calendar.moved', { title: p.item.title, when }));
        return true;
      } catch (err) {
        toast.error(t('calendar.moveFailed', { message: errorText(err) }));
        return false;
      }
    },
    [changes, fmt, t, errorText],
  );
  const drag = useDragMove(commit);
  const keyFocus = useFocusFollowsMove<HTMLDivElement>(query.data);

  const placed = useMemo(() => {
    const all = (query.data?.items ?? []).filter((i) => shown.has(i.calendar)).map(place);
    const p = drag.preview;
    return p ? all.map((x) => (x.item.id === p.id ? { ...x, start: p.start, end: p.end } : x)) : all;
  }, [query.data, shown, drag.preview]);

  const timeGrid = view === 'week' || view === 'day';
  const onKeyMove = (p: Placed, e: KeyboardEvent) => {
    if (!e.altKey || !e.key.startsWith('Arrow')) return;
    e.preventDefault();
    const horizontal = e.key === 'ArrowLeft' || e.key === 'ArrowRight';
    const forward = e.key === 'ArrowDown' || e.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    const sign = forward ? 1 : -1;
    // a timed event in the week and day views moves by 15 minutes up and down, else by days and weeks
    const minutes = !horizontal && timeGrid && !p.allDay ? 15 * sign : 0;
    const days = minutes ? 0 : horizontal ? sign : 7 * sign;
    const shift = (d: Date) => new Date(addDays(d, days).getTime() + minutes * 60_000);
    const span = e.shiftKey
      ? { start: p.start, end: shift(p.end) }
      : { start: shift(p.start), end: shift(p.end) };
    if (span.end < span.start || (!p.allDay && span.end <= span.start)) return;
    keyFocus.follow(p.item.id);
    void commit(p, span).then((ok) => ok || keyFocus.drop());
  };
  const chips: ChipHandlers = {
    onOpen: (p) => {
      if (drag.justDragged.current) return;
      setDrawer({ mode: p.item.editable ? 'edit' : 'view', placed: p });
    },
    onPointerDown: drag.onPointerDown,
    onKeyMove,
  };

  const step = (sign: 1 | -1) => {
    setKeyboardFocus(false);
    setDate((d) =>
      view === 'day' ? addDays(d, sign) : view === 'week' ? addDays(d, 7 * sign) : addMonths(d, sign),
    );
  };
  const showDay = (d: Date) => {
    setDate(startOfDay(d));
    setView('day');
  };
  const title =
    view === 'day'
      ? fmt.day.format(date)
      : view === 'week'
        ? `${fmt.dayShort.format(range.from)} – ${fmt.dayShort.format(range.to)} ${range.to.getFullYear()}`
        : fmt.month.format(date);
  const Prev = rtl ? ChevronRight : ChevronLeft;
  const Next = rtl ? ChevronLeft : ChevronRight;
  const allShown = calendars.every((c) => shown.has(c));

  return (
    <div ref={keyFocus.root} className="flex flex-col gap-6 lg:flex-row">
      <Card className="flex shrink-0 flex-col gap-6 p-5 lg:w-72">
        <Button
          fullWidth
          startIcon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setDrawer(newEventAt(view === 'month' || view === 'list' ? date : date, null))}
        >
          {t('calendar.addEvent')}
        </Button>
        <MiniMonth
          date={date}
          firstDay={firstDay}
          fmt={fmt}
          rtl={rtl}
          onPick={(d) => {
            setKeyboardFocus(false);
            setDate(startOfDay(d));
          }}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-xs font-medium uppercase tracking-wide text-text-muted">
            {t('calendar.filters.title')}
          </legend>
          <Checkbox
            label={t('calendar.filters.all')}
            checked={allShown}
            onChange={(e) => setShown(new Set(e.target.checked ? calendars : []))}
          />
          {calendars.map((c) => (
            <Checkbox
              key={c}
              label={
                <span className="inline-flex items-center gap-2">
                  <span aria-hidden="true" className={cn('size-2.5 rounded-full', CALENDAR_DOTS[c])} />
                  {t(`calendar.names.${c}`)}
                </span>
              }
              checked={shown.has(c)}
              onChange={(e) =>
                setShown((old) => {
                  const next = new Set(old);
                  if (e.target.checked) next.add(c);
                  else next.delete(c);
                  return next;
                })
              }
            />
          ))}
        </fieldset>
      </Card>

      <Card className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 border-b border-divider p-4">
          <IconButton aria-label={t('calendar.previous')} onClick={() => step(-1)}>
            <Prev aria-hidden="true" className="size-5" />
          </IconButton>
          <IconButton aria-label={t('calendar.next')} onClick={() => step(1)}>
            <Next aria-hidden="true" className="size-5" />
          </IconButton>
          <Button
            variant="outlined"
            size="sm"
            onClick={() => {
              setKeyboardFocus(false);
              setDate(startOfDay(new Date()));
            }}
          >
            {t('calendar.today')}
          </Button>
          <h2 className="mx-2 min-w-0 flex-1 text-lg font-medium" aria-live="polite">
            {title}
          </h2>
          <fieldset className="inline-flex rounded-md border border-divider">
            <legend className="sr-only">{t('calendar.views.label')}</legend>
            {CALENDAR_VIEWS.map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={cn(
                  'px-3 py-1.5 text-sm first:rounded-s-md last:rounded-e-md',
                  focusRing,
                  view === v
                    ? 'bg-[color-mix(in_srgb,var(--c-primary)_85%,black)] text-white'
                    : 'hover:bg-text/8',
                )}
              >
                {t(`calendar.views.${v}`)}
              </button>
            ))}
          </fieldset>
        </div>
        <p id="cal-keys-hint" className="sr-only">
          {t('calendar.hint')}
        </p>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        {query.isError && (
          <div className="p-4">
            <Alert severity="error">{t('calendar.loadFailed', { message: errorText(query.error) })}</Alert>
          </div>
        )}
        <div className="overflow-x-auto" aria-busy={query.isFetching}>
          {!query.data && !query.isError ? (
            <div className="p-4">
              <span className="sr-only">{t('calendar.loading')}</span>
              <Skeleton className="h-96" />
            </div>
          ) : view === 'month' ? (
            <div className="min-w-[40rem]">
              <MonthView
                date={date}
                focusDay={date}
                onFocusDay={(d) => {
                  setKeyboardFocus(true);
                  setDate(startOfDay(d));
                }}
                keyboardFocus={keyboardFocus}
                items={placed}
                firstDay={firstDay}
                fmt={fmt}
                rtl={rtl}
                chips={chips}
                draggingId={drag.preview?.id}
                onAddOn={(d) => setDrawer(newEventAt(d, null))}
                onShowDay={showDay}
              />
            </div>
          ) : view === 'list' ? (
            <ListView from={range.from} to={range.to} items={placed} fmt={fmt} chips={chips} />
          ) : (
            <div className={view === 'week' ? 'min-w-[44rem]' : undefined}>
              <TimeGridView
                from={range.from}
                count={view === 'week' ? 7 : 1}
                items={placed}
                fmt={fmt}
                chips={chips}
                draggingId={drag.preview?.id}
                onAddAt={(d, minutes) => setDrawer(newEventAt(d, minutes))}
                onShowDay={showDay}
              />
            </div>
          )}
        </div>
      </Card>

      <EventDrawer
        state={drawer}
        onClose={() => setDrawer(null)}
        fmt={fmt}
        billHref={billHref}
        deadlineLink={deadlineLink}
        onSave={async (body, id) => {
          await (id ? changes.update(id, body) : changes.create(body));
          toast.success(t('calendar.form.saved'));
        }}
        onDelete={async (id) => {
          await changes.remove(id);
          toast.success(t('calendar.form.deleted'));
        }}
      />
    </div>
  );
}
