import { describe, expect, it } from 'vitest';
import { foldLine } from '../../../server/services/calendar/ics';
import {
  firstDayOfWeek,
  fromDayKey,
  monthDays,
  onDay,
  place,
  visibleRange,
} from '../../../src/components/calendar/dates';
import { dragged } from '../../../src/components/calendar/useDragMove';

const item = (over: Record<string, unknown>) =>
  ({
    id: 'event-1',
    source: 'event',
    calendar: 'business',
    title: 'Rapat',
    editable: true,
    ...over,
  }) as never;

describe('calendar dates', () => {
  it('starts weeks on Monday in Indonesian and French, Saturday or Sunday in Arabic', () => {
    expect(firstDayOfWeek('id')).toBe(1);
    expect(firstDayOfWeek('fr')).toBe(1);
    expect([0, 6]).toContain(firstDayOfWeek('ar'));
    expect(firstDayOfWeek('en')).toBe(0);
  });

  it('lays a month out in six weeks from the first day of the week', () => {
    const days = monthDays(new Date(2026, 4, 18), 1);
    expect(days).toHaveLength(42);
    expect(days[0].getDay()).toBe(1);
    expect(days[0] <= new Date(2026, 4, 1)).toBe(true);
    const week = visibleRange('week', new Date(2026, 4, 20), 6);
    expect(week.from.getDay()).toBe(6);
    expect(week.to.getTime() - week.from.getTime()).toBe(6 * 86_400_000);
  });

  it('shows all-day items on each of their days and timed ones on the days they cover', () => {
    const twoDays = place(item({ all_day: true, start: '2026-05-18', end: '2026-05-19' }));
    expect(onDay(twoDays, fromDayKey('2026-05-19'))).toBe(true);
    expect(onDay(twoDays, fromDayKey('2026-05-20'))).toBe(false);
    const toMidnight = place(
      item({
        all_day: false,
        start: new Date(2026, 4, 18, 22).toISOString(),
        end: new Date(2026, 4, 19, 0).toISOString(),
      }),
    );
    expect(onDay(toMidnight, fromDayKey('2026-05-18'))).toBe(true);
    expect(onDay(toMidnight, fromDayKey('2026-05-19'))).toBe(false);
  });
});

describe('drag to move and resize', () => {
  const allDay = place(item({ all_day: true, start: '2026-05-18', end: '2026-05-18' }));
  const timed = place(
    item({
      all_day: false,
      start: new Date(2026, 4, 18, 9).toISOString(),
      end: new Date(2026, 4, 18, 10).toISOString(),
    }),
  );

  it('moves by whole days between day cells, keeping the length', () => {
    const span = dragged(
      allDay,
      'move',
      { day: '2026-05-18', minutes: null },
      { day: '2026-05-21', minutes: null },
    );
    expect(span.start).toEqual(new Date(2026, 4, 21));
    expect(span.end).toEqual(new Date(2026, 4, 21));
  });

  it('stretches an all-day event, never before its start', () => {
    const longer = dragged(
      allDay,
      'resize',
      { day: '2026-05-18', minutes: null },
      { day: '2026-05-20', minutes: null },
    );
    expect(longer.end).toEqual(new Date(2026, 4, 20));
    const back = dragged(
      allDay,
      'resize',
      { day: '2026-05-18', minutes: null },
      { day: '2026-05-10', minutes: null },
    );
    expect(back.end).toEqual(new Date(2026, 4, 18));
  });

  it('moves a timed event in 15-minute steps and resizes it to at least 15 minutes', () => {
    const moved = dragged(
      timed,
      'move',
      { day: '2026-05-18', minutes: 9 * 60 },
      { day: '2026-05-19', minutes: 11 * 60 + 15 },
    );
    expect(moved.start).toEqual(new Date(2026, 4, 19, 11, 15));
    expect(moved.end).toEqual(new Date(2026, 4, 19, 12, 15));
    const tiny = dragged(
      timed,
      'resize',
      { day: '2026-05-18', minutes: 600 },
      { day: '2026-05-18', minutes: 8 * 60 },
    );
    expect(tiny.end).toEqual(new Date(2026, 4, 18, 9, 15));
  });
});

describe('.ics line folding', () => {
  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'ت'.repeat(30)}`;
    const pieces = foldLine(line).split('\r\n');
    for (const p of pieces) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
    expect(pieces.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });
});
