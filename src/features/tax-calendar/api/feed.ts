import { CALENDAR_PATHS, type CalendarFeed } from '@contract/calendar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_URL, api } from '@/lib/api';

const KEY = ['calendar', 'feed'] as const;

export function useCalendarFeed() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<CalendarFeed>(CALENDAR_PATHS.feed, { signal }),
  });
}

export function useFeedChanges() {
  const client = useQueryClient();
  const keep = (answer: CalendarFeed) => client.setQueryData(KEY, answer);
  return {
    renew: async () => keep(await api.post<CalendarFeed>(CALENDAR_PATHS.feed)),
    revoke: async () => keep(await api.delete<CalendarFeed>(CALENDAR_PATHS.feed)),
  };
}

/** The feed's full address, for a calendar app on another device. */
export const feedUrl = (path: string) => new URL(`${API_URL}${path}`, window.location.origin).href;

/** The .ics file of a range, fetched with the session (its answer is the file's text). */
export const downloadIcs = (from: string, to: string) =>
  api.get<string>(CALENDAR_PATHS.export, { query: { from, to } });
