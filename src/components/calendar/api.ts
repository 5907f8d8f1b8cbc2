import { CALENDAR_PATHS, type CalendarItem, type CalendarItemsAnswer } from '@contract/calendar';
import type { CalendarEventBody } from '@contract/calendar/schemas';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api';
import { dayKey } from './dates';

// The calendar's data: the signed-in person's items in a range, and changes to their events.

const KEY = ['calendar'] as const;

export function useCalendarItems(from: string, to: string) {
  return useQuery({
    queryKey: [...KEY, 'items', from, to],
    queryFn: ({ signal }) =>
      api.get<CalendarItemsAnswer>(CALENDAR_PATHS.items, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCalendarChanges() {
  const client = useQueryClient();
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: [...KEY, 'items'] }), [client]);
  return {
    create: async (body: CalendarEventBody) => {
      const item = await api.post<CalendarItem>(CALENDAR_PATHS.events, body);
      await refresh();
      return item;
    },
    update: async (id: number, body: CalendarEventBody) => {
      const item = await api.put<CalendarItem>(CALENDAR_PATHS.event(id), body);
      await refresh();
      return item;
    },
    remove: async (id: number) => {
      await api.delete(CALENDAR_PATHS.event(id));
      await refresh();
    },
  };
}

/** The body that saves an event as it is, at new times (a drag, a resize, a keyboard move). */
export function movedBody(item: CalendarItem, start: Date, end: Date): CalendarEventBody {
  const day = dayKey;
  return {
    title: item.title,
    calendar: item.calendar as CalendarEventBody['calendar'],
    all_day: item.all_day,
    start: item.all_day ? day(start) : start.toISOString(),
    end: item.all_day ? day(end) : end.toISOString(),
    url: item.url ?? '',
    guests: item.guests ?? [],
    description: item.description ?? '',
  };
}
