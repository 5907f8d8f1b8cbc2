import { type CalendarItem, EVENT_CALENDARS, type EventCalendar } from '@contract/calendar';
import type { CalendarEventBody } from '@contract/calendar/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Drawer } from '@/components/ui/Drawer';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Switch } from '@/components/ui/Switch';
import { Textarea } from '@/components/ui/Textarea';
import { isApiError } from '@/lib/api';
import { useApiErrorMessage } from '@/lib/errors';
import { Link } from '@/lib/nav';
import { dayKey, fromDayKey, localInputValue, type Placed } from './dates';
import { type Formats, itemTitle } from './labels';

export type DrawerState =
  | { mode: 'add'; start: Date; end: Date; allDay: boolean }
  | { mode: 'edit'; placed: Placed }
  | { mode: 'view'; placed: Placed }
  | null;

type Fields = {
  title: string;
  calendar: EventCalendar;
  allDay: boolean;
  start: string;
  end: string;
  url: string;
  guests: string;
  description: string;
};

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

function initialFields(state: Exclude<DrawerState, null>): Fields {
  const value = (d: Date, allDay: boolean) => (allDay ? dayKey(d) : localInputValue(d));
  if (state.mode === 'add')
    return {
      title: '',
      calendar: 'business',
      allDay: state.allDay,
      start: value(state.start, state.allDay),
      end: value(state.end, state.allDay),
      url: '',
      guests: '',
      description: '',
    };
  const { item, start, end, allDay } = state.placed;
  return {
    title: item.title,
    calendar: item.calendar as EventCalendar,
    allDay,
    start: value(start, allDay),
    end: value(end, allDay),
    url: item.url ?? '',
    guests: (item.guests ?? []).join(', '),
    description: item.description ?? '',
  };
}

/** The add/edit drawer of an own event; a service item opens read-only, with its details. */
/** Where a tax deadline leads (the client's deposit and report page of its masa), with its label. */
export type DeadlineLink = (masa: number, tahun: number) => { to: string; label: string } | undefined;

export function EventDrawer({
  state,
  onClose,
  onSave,
  onDelete,
  fmt,
  billHref,
  deadlineLink,
}: {
  state: DrawerState;
  onClose: () => void;
  onSave: (body: CalendarEventBody, id?: number) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
  fmt: Formats;
  billHref?: (invoiceId: number) => string;
  deadlineLink?: DeadlineLink;
}) {
  const { t } = useTranslation();
  const title =
    state?.mode === 'view'
      ? itemTitle(t, state.placed.item)
      : t(state?.mode === 'edit' ? 'calendar.editEvent' : 'calendar.addEvent');
  return (
    <Drawer open={state !== null} onClose={onClose} title={title} width="440px">
      {state?.mode === 'view' ? (
        <ItemDetails
          item={state.placed.item}
          placed={state.placed}
          fmt={fmt}
          billHref={billHref}
          deadlineLink={deadlineLink}
        />
      ) : state ? (
        <EventForm
          key={JSON.stringify(state)}
          state={state}
          onClose={onClose}
          onSave={onSave}
          onDelete={onDelete}
        />
      ) : null}
    </Drawer>
  );
}

function ItemDetails({
  item,
  placed,
  fmt,
  billHref,
  deadlineLink,
}: {
  item: CalendarItem;
  placed: Placed;
  fmt: Formats;
  billHref?: (invoiceId: number) => string;
  deadlineLink?: DeadlineLink;
}) {
  const { t } = useTranslation();
  const d = item.deadline;
  const toMasa = d && deadlineLink?.(d.masa, d.tahun);
  return (
    <div className="space-y-3 text-sm">
      <p className="font-medium">{fmt.day.format(placed.start)}</p>
      <p className="text-text-muted">{t(`calendar.names.${item.calendar}`)}</p>
      {d?.shifted && (
        <p>
          {t('calendar.deadline.shifted', {
            nominal: fmt.day.format(fromDayKey(d.nominal)),
            holidays: d.holidays.length ? ` (${d.holidays.join(', ')})` : '',
          })}
        </p>
      )}
      {(d?.estimated || item.holiday?.estimated) && (
        <Alert severity="warning">{t('calendar.deadline.estimated')}</Alert>
      )}
      {item.holiday?.kind === 'cuti_bersama' && <p>{t('calendar.cutiBersama')}</p>}
      {item.bill && billHref && (
        <Link
          to={billHref(item.bill.invoice_id)}
          className="font-medium text-[color-mix(in_srgb,var(--c-primary)_82%,black)] underline dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]"
        >
          {t('calendar.openBill')}
        </Link>
      )}
      {toMasa && (
        <Link
          to={toMasa.to}
          className="block font-medium text-[color-mix(in_srgb,var(--c-primary)_82%,black)] underline dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]"
        >
          {toMasa.label}
        </Link>
      )}
      <p className="text-text-muted">{t('calendar.readOnly')}</p>
    </div>
  );
}

function EventForm({
  state,
  onClose,
  onSave,
  onDelete,
}: {
  state: Exclude<DrawerState, null | { mode: 'view' }>;
  onClose: () => void;
  onSave: (body: CalendarEventBody, id?: number) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const [f, setF] = useState<Fields>(() => initialFields(state));
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const id = state.mode === 'edit' ? state.placed.item.event_id : undefined;
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setF((old) => ({ ...old, [key]: value }));

  const toggleAllDay = (allDay: boolean) => {
    const start = f.allDay ? fromDayKey(f.start) : new Date(f.start);
    const end = f.allDay ? fromDayKey(f.end) : new Date(f.end);
    const ok = (d: Date) => !Number.isNaN(d.getTime());
    setF((old) => ({
      ...old,
      allDay,
      start: ok(start) ? (allDay ? dayKey(start) : localInputValue(new Date(start.setHours(9)))) : '',
      end: ok(end) ? (allDay ? dayKey(end) : localInputValue(new Date(end.setHours(10)))) : '',
    }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const guests = f.guests.split(/[,;\s]+/).filter(Boolean);
    const found: Partial<Record<keyof Fields, string>> = {};
    if (!f.title.trim()) found.title = t('calendar.form.titleRequired');
    const startMs = f.allDay ? Date.parse(`${f.start}T00:00`) : Date.parse(f.start);
    const endMs = f.allDay ? Date.parse(`${f.end}T00:00`) : Date.parse(f.end);
    if (Number.isNaN(startMs)) found.start = t('calendar.form.start');
    if (Number.isNaN(endMs) || (f.allDay ? endMs < startMs : endMs <= startMs))
      found.end = t('calendar.form.endBeforeStart');
    if (f.url.trim() && !/^https?:\/\/\S+$/i.test(f.url.trim())) found.url = t('calendar.form.urlInvalid');
    const bad = guests.find((g) => !EMAIL.test(g));
    if (bad) found.guests = t('calendar.form.guestInvalid', { guest: bad });
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSave(
        {
          title: f.title.trim(),
          calendar: f.calendar,
          all_day: f.allDay,
          start: f.allDay ? f.start : new Date(startMs).toISOString(),
          end: f.allDay ? f.end : new Date(endMs).toISOString(),
          url: f.url.trim(),
          guests,
          description: f.description,
        },
        id,
      );
      onClose();
    } catch (err) {
      if (isApiError(err) && err.fields) {
        setErrors(
          Object.fromEntries(
            Object.entries(err.fields).map(([k, v]) => [k === 'all_day' ? 'allDay' : k.split('.')[0], v]),
          ),
        );
      }
      setFailure(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormField label={t('calendar.form.title')} error={errors.title} required>
        <Input value={f.title} maxLength={200} onChange={(e) => set('title', e.target.value)} autoFocus />
      </FormField>
      <FormField label={t('calendar.form.calendar')}>
        <Select
          value={f.calendar}
          onChange={(e) => set('calendar', e.target.value as EventCalendar)}
          options={EVENT_CALENDARS.map((c) => ({ value: c, label: t(`calendar.names.${c}`) }))}
        />
      </FormField>
      <Switch
        label={t('calendar.form.allDay')}
        checked={f.allDay}
        onChange={(e) => toggleAllDay(e.target.checked)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('calendar.form.start')} error={errors.start} required>
          <Input
            type={f.allDay ? 'date' : 'datetime-local'}
            value={f.start}
            onChange={(e) => {
              const start = e.target.value;
              // the end follows the start when it would fall before it
              setF((old) => {
                const shift = old.allDay ? start > old.end : start >= old.end;
                const end = old.allDay ? start : localInputValue(new Date(Date.parse(start) + 3_600_000));
                return { ...old, start, end: shift && start ? end : old.end };
              });
            }}
          />
        </FormField>
        <FormField label={t('calendar.form.end')} error={errors.end} required>
          <Input
            type={f.allDay ? 'date' : 'datetime-local'}
            value={f.end}
            onChange={(e) => set('end', e.target.value)}
          />
        </FormField>
      </div>
      <FormField label={t('calendar.form.url')} error={errors.url}>
        <Input type="url" value={f.url} placeholder="https://" onChange={(e) => set('url', e.target.value)} />
      </FormField>
      <FormField label={t('calendar.form.guests')} hint={t('calendar.form.guestsHint')} error={errors.guests}>
        <Input value={f.guests} onChange={(e) => set('guests', e.target.value)} />
      </FormField>
      <FormField label={t('calendar.form.description')} error={errors.description}>
        <Textarea
          rows={4}
          value={f.description}
          maxLength={2000}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-2 pt-2">
        <Button type="submit" loading={saving}>
          {id ? t('calendar.form.save') : t('calendar.form.add')}
        </Button>
        <Button type="button" variant="outlined" color="secondary" onClick={onClose}>
          {t('calendar.form.cancel')}
        </Button>
        {id && (
          <Button
            type="button"
            variant="text"
            color="error"
            className="ms-auto"
            onClick={() => setConfirming(true)}
          >
            {t('calendar.form.delete')}
          </Button>
        )}
      </div>
      {id && (
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('calendar.form.confirmDelete')}
          message={f.title}
          color="error"
          confirmLabel={t('calendar.form.delete')}
          onConfirm={async () => {
            await onDelete(id);
            setConfirming(false);
            onClose();
          }}
        />
      )}
    </form>
  );
}

/** A new event's default times: the day at 09:00–10:00, or the clicked half hour. */
export function newEventAt(day: Date, minutes: number | null): Exclude<DrawerState, null> {
  if (minutes === null) return { mode: 'add', start: day, end: day, allDay: true };
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, minutes);
  return { mode: 'add', start, end: new Date(start.getTime() + 3_600_000), allDay: false };
}
