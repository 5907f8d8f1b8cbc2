import { beforeAll, describe, expect, it } from 'vitest';
import type { PermissionListResponse } from '../../contract/access';
import type { CalendarFeed, CalendarItem, CalendarItemsAnswer } from '../../contract/calendar';
import type { OrError } from './billing-fixtures';
import { createVerifiedUser, loginDemo, type TestAccount } from './helpers/accounts';
import { parseIcs } from './helpers/ics';
import { apiUrl, call } from './http';

// The calendar (issue 17): own events stored per person, the service's items (tax deadlines
// moved past weekends and holidays, holidays and cuti bersama, bill due dates), the .ics export
// read by a real iCalendar parser, and the secret feed address (no API key), revocable.

let a: TestAccount;
let b: TestAccount;
let admin: string;

const items = (token: string, from: string, to: string) =>
  call<CalendarItemsAnswer>(`/calendar/items?from=${from}&to=${to}`, { token });

const EVENT = {
  title: 'Rapat <script>alert(1)</script> & "kutipan"',
  calendar: 'business',
  all_day: false,
  start: '2026-07-06T09:00:00+07:00',
  end: '2026-07-06T10:30:00+07:00',
  url: 'https://example.test/rapat?a=1,b=2',
  guests: ['Ani@Example.test', 'budi@example.test'],
  description: 'Baris satu;\nbaris dua, dengan koma',
};

beforeAll(async () => {
  [a, b, admin] = await Promise.all([
    createVerifiedUser({ nama: 'Klien Kalender A' }),
    createVerifiedUser({ nama: 'Klien Kalender B' }),
    loginDemo('admin'),
  ]);
});

describe('own events', () => {
  it('are created, listed, changed and deleted by their owner only', async () => {
    const created = await call<OrError<CalendarItem>>('/calendar/events', { token: a.token, body: EVENT });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const event = created.body as CalendarItem;
    expect(event).toMatchObject({
      source: 'event',
      calendar: 'business',
      title: EVENT.title,
      start: '2026-07-06T02:00:00.000Z',
      end: '2026-07-06T03:30:00.000Z',
      editable: true,
      guests: ['ani@example.test', 'budi@example.test'],
    });
    const id = event.event_id!;

    const mine = await items(a.token, '2026-07-01', '2026-07-31');
    expect(mine.body.items.filter((i) => i.source === 'event').map((i) => i.event_id)).toEqual([id]);
    const theirs = await items(b.token, '2026-07-01', '2026-07-31');
    expect(theirs.body.items.some((i) => i.source === 'event')).toBe(false);
    const admins = await items(admin, '2026-07-01', '2026-07-31');
    expect(admins.body.items.some((i) => i.event_id === id)).toBe(false);

    // another person (the admin too) neither changes nor deletes it
    const moved = { ...EVENT, start: '2026-07-07T09:00:00+07:00', end: '2026-07-07T11:00:00+07:00' };
    for (const token of [b.token, admin]) {
      expect((await call(`/calendar/events/${id}`, { token, method: 'PUT', body: moved })).status).toBe(404);
      expect((await call(`/calendar/events/${id}`, { token, method: 'DELETE' })).status).toBe(404);
    }

    // moved and resized (drag) by its owner, then made all-day over two days
    const put = await call<CalendarItem>(`/calendar/events/${id}`, {
      token: a.token,
      method: 'PUT',
      body: moved,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ start: '2026-07-07T02:00:00.000Z', end: '2026-07-07T04:00:00.000Z' });
    const allDay = await call<CalendarItem>(`/calendar/events/${id}`, {
      token: a.token,
      method: 'PUT',
      body: { ...EVENT, all_day: true, start: '2026-07-08', end: '2026-07-09' },
    });
    expect(allDay.body).toMatchObject({ all_day: true, start: '2026-07-08', end: '2026-07-09' });

    const gone = await call(`/calendar/events/${id}`, { token: a.token, method: 'DELETE' });
    expect(gone.body).toEqual({ deleted: true, id });
    expect((await call(`/calendar/events/${id}`, { token: a.token, method: 'DELETE' })).status).toBe(404);
  });

  it('refuses bad input with 400 and a message naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...EVENT, title: '  ' }, 'title'],
      [{ ...EVENT, calendar: 'work' }, 'calendar'],
      [{ ...EVENT, url: 'javascript:alert(1)' }, 'url'],
      [{ ...EVENT, url: 'data:text/html,<script>alert(1)</script>' }, 'url'],
      [{ ...EVENT, end: '2026-07-06T08:00:00+07:00' }, 'end'],
      [{ ...EVENT, start: '2026-07-06 09:00' }, 'start'],
      [{ ...EVENT, all_day: true, start: '2026-02-30', end: '2026-03-01' }, 'start'],
      [{ ...EVENT, guests: ['not-an-address'] }, 'guests.0'],
      [{ ...EVENT, title: 'x'.repeat(201) }, 'title'],
      [{ ...EVENT, all_day: true, start: '2026-01-01', end: '2028-01-01' }, 'end'],
    ];
    for (const [body, field] of cases) {
      const r = await call('/calendar/events', { token: a.token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('validation');
      expect(Object.keys(r.body.fields)).toContain(field);
    }
    expect((await call('/calendar/events/abc', { token: a.token, method: 'DELETE' })).status).toBe(400);
    const range = await call('/calendar/items?from=2026-05-01&to=2026-04-01', { token: a.token });
    expect(range.status).toBe(400);
    expect((await call('/calendar/items?from=2026-01-01&to=2028-01-01', { token: a.token })).status).toBe(
      400,
    );
    expect((await call('/calendar/items?from=2026-01-01&to=2026-01-31')).status).toBe(401);
  });
});

describe("the service's items", () => {
  it('moves a deadline whose 15th is cuti bersama to the next working day', async () => {
    // masa April 2026: the 15th of May 2026 is cuti bersama (Kenaikan Yesus Kristus), a Friday;
    // Saturday and Sunday follow, so payment is due on Monday 18 May
    const r = await items(a.token, '2026-05-01', '2026-05-31');
    expect(r.status).toBe(200);
    const payment = r.body.items.find((i) => i.id === 'deadline-2026-04-payment');
    expect(payment).toMatchObject({
      source: 'deadline',
      calendar: 'deadlines',
      all_day: true,
      start: '2026-05-18',
      end: '2026-05-18',
      editable: false,
      deadline: {
        type: 'payment',
        masa: 4,
        tahun: 2026,
        nominal: '2026-05-15',
        shifted: true,
        holidays: ['Cuti bersama Kenaikan Yesus Kristus'],
        estimated: false,
      },
    });
    // the same day the E-Bupot page's deadline service gives
    const ebupot = await call('/bupot/deadlines?masa=4&tahun=2026', { token: a.token });
    expect(ebupot.body.payment.date).toBe(payment?.start);
    const reporting = r.body.items.find((i) => i.id === 'deadline-2026-04-reporting');
    expect(reporting).toMatchObject({ start: ebupot.body.reporting.date });
    // holidays and cuti bersama of the month, by kind
    const holidays = r.body.items.filter((i) => i.source === 'holiday');
    expect(holidays.find((i) => i.start === '2026-05-15')?.holiday).toEqual({
      kind: 'cuti_bersama',
      estimated: false,
    });
    expect(holidays.find((i) => i.start === '2026-05-14')?.holiday?.kind).toBe('holiday');
  });

  it('marks the holidays of a year without its decree as estimated', async () => {
    const r = await items(a.token, '2028-08-01', '2028-08-31');
    const day = r.body.items.find((i) => i.id === 'holiday-2028-08-17');
    expect(day?.holiday?.estimated).toBe(true);
    expect(r.body.items.find((i) => i.source === 'deadline')?.deadline?.estimated).toBe(true);
  });

  it("shows a client's own unpaid bills' due dates, never another client's", async () => {
    const due = '2026-12-28';
    const bill = await call('/admin/invoices', {
      token: admin,
      body: {
        client_id: a.user.id,
        jatuh_tempo: due,
        send: true,
        details: [{ deskripsi: 'Jasa pelaporan', qty: 1, harga_satuan: 500_000 }],
      },
    });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    const nomor = bill.body.invoice.nomor as string;
    const mine = await items(a.token, '2026-12-01', '2026-12-31');
    const item = mine.body.items.find((i) => i.source === 'bill' && i.bill?.nomor === nomor);
    expect(item).toMatchObject({ start: due, calendar: 'bills', bill: { invoice_id: bill.body.invoice.id } });
    const theirs = await items(b.token, '2026-12-01', '2026-12-31');
    expect(theirs.body.items.some((i) => i.bill?.nomor === nomor)).toBe(false);
    // the admin, who reads the invoice app, sees it with the client's name
    const admins = await items(admin, '2026-12-01', '2026-12-31');
    expect(admins.body.items.find((i) => i.bill?.nomor === nomor)?.bill?.client).toBe('Klien Kalender A');
  });
});

describe('.ics export and feed', () => {
  it('exports the range as an iCalendar file a parser reads, with the moved deadline', async () => {
    const created = await call<CalendarItem>('/calendar/events', {
      token: a.token,
      body: { ...EVENT, start: '2026-05-20T09:00:00+07:00', end: '2026-05-20T10:00:00+07:00' },
    });
    expect(created.status).toBe(201);
    const r = await call<string>('/calendar/export.ics?from=2026-05-01&to=2026-05-31', { token: a.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/calendar');
    expect(r.headers.get('content-disposition')).toContain('.ics');
    expect(r.body).toMatch(/\r\n/);
    for (const line of r.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const parsed = parseIcs(r.body);
    const payment = parsed.events.find((e) => e.uid.startsWith('deadline-2026-04-payment@'));
    expect(payment).toMatchObject({ start: '2026-05-18', end: '2026-05-19', allDay: true });
    expect(payment?.summary).toContain('04/2026');
    const own = parsed.events.find((e) => e.uid.startsWith(`event-${created.body.event_id}@`));
    expect(own).toMatchObject({
      summary: EVENT.title,
      start: '2026-05-20T02:00:00.000Z',
      allDay: false,
      description: EVENT.description,
      url: EVENT.url,
      attendees: ['mailto:ani@example.test', 'mailto:budi@example.test'],
    });
    // text cannot start an event of its own: line breaks and separators are escaped
    const sneaky = await call<CalendarItem>('/calendar/events', {
      token: a.token,
      body: {
        ...EVENT,
        all_day: true,
        start: '2026-05-21',
        end: '2026-05-21',
        title: 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:palsu',
        description: 'END:VCALENDAR\nBEGIN:VEVENT',
      },
    });
    expect(sneaky.status).toBe(201);
    const again = parseIcs(
      (await call<string>('/calendar/export.ics?from=2026-05-01&to=2026-05-31', { token: a.token })).body,
    );
    expect(again.events).toHaveLength(parsed.events.length + 1);
    expect(again.events.find((e) => e.uid.startsWith(`event-${sneaky.body.event_id}@`))?.summary).toBe(
      'x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:palsu'.replace(/\r\n/g, '\n'),
    );
    // only the caller's own events
    const other = parseIcs(
      (await call<string>('/calendar/export.ics?from=2026-05-01&to=2026-05-31', { token: b.token })).body,
    );
    expect(other.events.some((e) => e.uid.startsWith('event-'))).toBe(false);
  });

  it('serves the feed by its secret address alone, and not once revoked or renewed', async () => {
    expect((await call<CalendarFeed>('/calendar/feed', { token: b.token })).body).toEqual({ feed: null });
    const made = await call<CalendarFeed>('/calendar/feed', { token: b.token, method: 'POST' });
    expect(made.status).toBe(201);
    const path = made.body.feed!.path;
    expect(path).toMatch(/^\/calendar\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
    // the same address shown again
    expect((await call<CalendarFeed>('/calendar/feed', { token: b.token })).body.feed?.path).toBe(path);

    const read = (p: string) => fetch(`${apiUrl()}/api${p}`);
    const first = await read(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/calendar');
    const feed = parseIcs(await first.text());
    expect(feed.events.some((e) => e.uid.startsWith('deadline-'))).toBe(true);
    expect(
      (await call<CalendarFeed>('/calendar/feed', { token: b.token })).body.feed?.last_used_at,
    ).not.toBeNull();

    // a guessed token, a malformed one
    expect((await read('/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
    expect((await read('/calendar/feed/short.ics')).status).toBe(400);

    // a new address stops the old one
    const renewed = await call<CalendarFeed>('/calendar/feed', { token: b.token, method: 'POST' });
    expect(renewed.body.feed!.path).not.toBe(path);
    expect((await read(path)).status).toBe(404);
    expect((await read(renewed.body.feed!.path)).status).toBe(200);

    const revoked = await call<CalendarFeed>('/calendar/feed', { token: b.token, method: 'DELETE' });
    expect(revoked.body).toEqual({ feed: null });
    expect((await read(renewed.body.feed!.path)).status).toBe(404);
    expect((await call('/calendar/feed', { token: b.token, method: 'DELETE' })).status).toBe(404);
  });

  it('limits how often one feed address is read', async () => {
    const made = await call<CalendarFeed>('/calendar/feed', { token: a.token, method: 'POST' });
    const url = `${apiUrl()}/api${made.body.feed!.path}`;
    let limited: Response | undefined;
    for (let i = 0; i < 40 && !limited; i++) {
      const r = await fetch(url, { headers: { 'x-forwarded-for': `10.77.${i}.1` } });
      if (r.status === 429) limited = r;
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('staff', () => {
  it('need the calendar permission', async () => {
    const staff = await createVerifiedUser({ nama: 'Staf Tanpa Kalender' });
    const perms = await call<PermissionListResponse>('/admin/permissions?q=users&perPage=100', {
      token: admin,
    });
    const readUsers = perms.body.permissions.find((p) => p.action === 'read' && p.subject === 'users')!;
    const role = `kal-${Date.now().toString(36)}`;
    const made = await call('/admin/roles', {
      token: admin,
      body: { name: role, permission_ids: [readUsers.id] },
    });
    expect(made.status).toBe(201);
    await call(`/admin/users/${staff.user.id}/role`, { token: admin, method: 'PUT', body: { role } });
    const r = await call('/calendar/items?from=2026-05-01&to=2026-05-31', { token: staff.token });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('forbidden');
  });
});
