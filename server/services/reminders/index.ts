import { sql } from 'drizzle-orm';
import { jakartaDate } from '../../../contract/jakarta-time';
import { routePath } from '../../../contract/routes';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { remindersSent } from '../../db/schema';
import { clock } from '../../lib/clock';
import { log } from '../../lib/logger';
import type { MailTemplate } from '../../lib/mail/templates';
import { type NewNotification, notify } from '../../lib/notify';
import { deadlinesFor } from '../ebupot/deadlines';
import { outstandingOf } from '../tax-deposit/deposits';

// Reminders (issue 21): a day before a pending VA expires, three days before an unpaid bill falls
// due, five days before a masa's payment (setor) or reporting (lapor) deadline while the masa
// has withheld tax not deposited or is not reported. Each is a notification of its own type
// (reminder.va / reminder.bill / reminder.masa): the bell always, a mail in the client's language
// when their notification choice for that type says mail (the default).
//
// Sent once: the job first inserts the reminder's row in reminders_sent (primary key user, kind,
// ref) and notifies only when that insert took place. Two runs, or several server processes on
// one PostgreSQL, race on the key and only one wins; a reminder whose mail then fails is not
// retried (at most once rather than twice).

const DAY_MS = 86_400_000;
/** A VA made less than this long ago gets no reminder yet: with the default 24-hour lifetime it
 *  is "a day before expiry" from its first minute, and a mail then reminds of nothing. */
const VA_MIN_AGE_MS = 60 * 60_000;
const BILL_DAYS = 3;
const MASA_DAYS = 5;
const MASA_PASS_MS = 10 * 60_000;

export interface ReminderCounts {
  va: number;
  bill: number;
  masa: number;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Claims a reminder: true when this caller inserted its row (and so must send it). */
async function claim(db: DB, userId: number, kind: 'va' | 'bill' | 'masa', ref: string): Promise<boolean> {
  const rows = await db
    .insert(remindersSent)
    .values({ userId, kind, ref, sentAt: clock.now() })
    .onConflictDoNothing()
    .returning({ userId: remindersSent.userId });
  return rows.length > 0;
}

async function send(
  db: DB,
  userId: number,
  kind: 'va' | 'bill' | 'masa',
  ref: string,
  n: NewNotification,
  template: MailTemplate,
) {
  if (!(await claim(db, userId, kind, ref))) return false;
  await notify(db, userId, n, { template });
  return true;
}

async function vaReminders(db: DB, origin: string): Promise<number> {
  const now = clock.nowMs();
  const due = await queryRows<{
    id: number;
    client_id: number;
    invoice_id: number;
    nomor_invoice: string;
    va_number: string | null;
    amount: string | number;
    expires_at: Date | string;
  }>(
    db,
    sql`SELECT t.id, t.client_id, t.invoice_id, t.nomor_invoice, t.va_number, t.amount, t.expires_at
        FROM transaksi t JOIN users u ON u.id = t.client_id
        WHERE t.status = 'MENUNGGU' AND u.role = 'client'
          AND t.expires_at > ${new Date(now).toISOString()}::timestamptz
          AND t.expires_at <= ${new Date(now + DAY_MS).toISOString()}::timestamptz
          AND t.created_at <= ${new Date(now - VA_MIN_AGE_MS).toISOString()}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM reminders_sent r
                          WHERE r.user_id = t.client_id AND r.kind = 'va' AND r.ref = t.id::text)
        ORDER BY t.expires_at LIMIT 500`,
  );
  let sent = 0;
  for (const v of due) {
    const url = routePath('paymentList');
    const amount = Number(v.amount);
    const expiresAt = new Date(v.expires_at).toISOString();
    const ok = await send(
      db,
      Number(v.client_id),
      'va',
      String(v.id),
      {
        type: 'reminder.va',
        title: `VA tagihan ${v.nomor_invoice} kedaluwarsa besok`,
        body: `Bayar virtual account ${v.va_number ?? ''} sebelum kedaluwarsa.`,
        url,
        meta: {
          invoice_id: Number(v.invoice_id),
          transaksi_id: Number(v.id),
          nomor: v.nomor_invoice,
          amount,
        },
      },
      {
        name: 'reminder_va',
        nomor: v.nomor_invoice,
        vaNumber: v.va_number ?? '',
        amount,
        expiresAt,
        link: `${origin}${url}`,
      },
    );
    if (ok) sent++;
  }
  return sent;
}

async function billReminders(db: DB, origin: string): Promise<number> {
  const today = jakartaDate(clock.now());
  const due = await queryRows<{
    id: number;
    client_id: number;
    nomor: string;
    total: string | number;
    paid_amount: string | number | null;
    jatuh_tempo: string;
  }>(
    db,
    sql`SELECT i.id, i.client_id, i.nomor, i.total, i.paid_amount, i.jatuh_tempo::text AS jatuh_tempo
        FROM invoices i JOIN users u ON u.id = i.client_id
        WHERE i.kind = 'TAGIHAN' AND i.status IN ('BELUM_DIBAYAR', 'MENUNGGU') AND u.role = 'client'
          AND i.jatuh_tempo >= ${today}::date AND i.jatuh_tempo <= ${addDays(today, BILL_DAYS)}::date
          AND NOT EXISTS (SELECT 1 FROM reminders_sent r WHERE r.user_id = i.client_id AND r.kind = 'bill'
                          AND r.ref = i.id::text || ':' || i.jatuh_tempo::text)
        ORDER BY i.jatuh_tempo LIMIT 500`,
  );
  let sent = 0;
  for (const b of due) {
    const url = routePath('invoiceDetail', { id: b.id });
    const amount = Number(b.total) - Number(b.paid_amount ?? 0);
    const ok = await send(
      db,
      Number(b.client_id),
      'bill',
      `${b.id}:${b.jatuh_tempo}`,
      {
        type: 'reminder.bill',
        title: `Tagihan ${b.nomor} jatuh tempo ${b.jatuh_tempo}`,
        body: 'Tagihan ini belum dibayar.',
        url,
        meta: { invoice_id: Number(b.id), nomor: b.nomor, amount, date: b.jatuh_tempo },
      },
      { name: 'reminder_due', nomor: b.nomor, amount, dueDate: b.jatuh_tempo, link: `${origin}${url}` },
    );
    if (ok) sent++;
  }
  return sent;
}

/** Masas whose payment or reporting deadline lies within the next MASA_DAYS days (today included). */
function masasNear(today: string) {
  const until = addDays(today, MASA_DAYS);
  const candidates = new Map<string, { masa: number; tahun: number }>();
  for (const day of [today, until]) {
    const [y, m] = day.split('-').map(Number);
    // a masa's deadlines fall in the month after it (moved past holidays, at most into the next)
    for (const back of [1, 2]) {
      const idx = y * 12 + (m - 1) - back;
      const p = { masa: (idx % 12) + 1, tahun: Math.floor(idx / 12) };
      candidates.set(`${p.tahun}-${p.masa}`, p);
    }
  }
  const near: { masa: number; tahun: number; deadline: 'payment' | 'reporting'; date: string }[] = [];
  for (const p of candidates.values()) {
    const d = deadlinesFor(p.masa, p.tahun);
    for (const deadline of ['payment', 'reporting'] as const) {
      const date = d[deadline === 'payment' ? 'payment' : 'reporting'].date;
      if (date >= today && date <= until) near.push({ ...p, deadline, date });
    }
  }
  return near;
}

async function masaReminders(db: DB, origin: string): Promise<number> {
  const today = jakartaDate(clock.now());
  let sent = 0;
  for (const near of masasNear(today)) {
    const ref = `${near.tahun}-${String(near.masa).padStart(2, '0')}:${near.deadline}`;
    // clients with slips in the masa, not yet reported, and no reminder of this deadline yet
    const clients = await queryRows<{ user_id: number; issued: number; drafts: number }>(
      db,
      sql`SELECT b.user_id,
                 count(*) FILTER (WHERE b.status = 'issued')::int AS issued,
                 count(*) FILTER (WHERE b.status = 'draft')::int AS drafts
          FROM bupot b
          WHERE b.tahun = ${near.tahun} AND b.masa = ${near.masa} AND b.status IN ('issued', 'draft')
            AND NOT EXISTS (SELECT 1 FROM bupot_masa m WHERE m.user_id = b.user_id AND m.tahun = b.tahun
                            AND m.masa = b.masa AND m.state = 'reported')
            AND NOT EXISTS (SELECT 1 FROM reminders_sent r WHERE r.user_id = b.user_id AND r.kind = 'masa'
                            AND r.ref = ${ref})
          GROUP BY b.user_id`,
    );
    for (const c of clients) {
      const userId = Number(c.user_id);
      if (near.deadline === 'payment') {
        // the payment reminder only while withheld tax is still to deposit
        const { total } = await outstandingOf(db, userId, near);
        if (total <= 0) continue;
      } else if (c.issued === 0 && c.drafts === 0) continue;
      const url = `${routePath('ebupotList')}?masa=${near.masa}&tahun=${near.tahun}`;
      const period = `${String(near.masa).padStart(2, '0')}/${near.tahun}`;
      const ok = await send(
        db,
        userId,
        'masa',
        ref,
        {
          type: 'reminder.masa',
          title: `${near.deadline === 'payment' ? 'Batas setor' : 'Batas lapor'} masa ${period}: ${near.date}`,
          body: `${c.issued} bukti potong terbit, ${c.drafts} konsep.`,
          url,
          meta: { period, date: near.date, deadline: near.deadline },
        },
        {
          name: 'reminder_masa',
          deadline: near.deadline,
          masa: near.masa,
          tahun: near.tahun,
          date: near.date,
          issued: c.issued,
          drafts: c.drafts,
          link: `${origin}${url}`,
        },
      );
      if (ok) sent++;
    }
  }
  return sent;
}

/** One pass of every reminder; `origin` is the portal's address for the mails' links. */
export async function runReminders(
  db: DB,
  origin: string,
  opts: { masa?: boolean } = {},
): Promise<ReminderCounts> {
  const va = await vaReminders(db, origin);
  const bill = await billReminders(db, origin);
  const masa = opts.masa === false ? 0 : await masaReminders(db, origin);
  if (va || bill || masa) log.info({ va, bill, masa }, 'reminders sent');
  return { va, bill, masa };
}

/** The portal's public address for links in reminder mails (PUBLIC_URL, else this server). */
export const portalOrigin = (config: { host: string; port: number }) =>
  (process.env.PUBLIC_URL || `http://${config.host}:${config.port}`).replace(/\/$/, '');

/** Periodic job (server/jobs): a pass every SWEEP_INTERVAL_SECONDS, one at a time per process. */
export function startReminders({
  db,
  config,
}: {
  db: DB;
  config: { sweepIntervalSeconds: number; host: string; port: number };
}) {
  let running = false;
  // the masa pass reads every client's slips of a masa: once a (Jakarta) day, or every 10 minutes
  let masaRun = { day: '', at: 0 };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const day = jakartaDate(clock.now());
    const masa = day !== masaRun.day || clock.nowMs() - masaRun.at >= MASA_PASS_MS;
    if (masa) masaRun = { day, at: clock.nowMs() };
    runReminders(db, portalOrigin(config), { masa })
      .catch((err) => {
        log.error({ err }, 'reminder job failed');
      })
      .finally(() => {
        running = false;
      });
  }, Math.max(1, config.sweepIntervalSeconds) * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
