import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { BupotDeadlines, MasaState, Pasal } from '../../../contract/ebupot';
import type { MasaAgenda, SptMasaSummary, TaxDeposit } from '../../../contract/ebupot-report';
import { jakartaDate } from '../../../contract/jakarta-time';
import type { DB } from '../../db/client';
import { bupot, bupotMasa, taxDeposits, taxObjectCodes, users } from '../../db/schema';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { deadlinesFor } from '../ebupot/deadlines';
import { assertClient, type Handle } from '../ebupot/slip-access';
import { accountKey, depositAccountOf } from './kap';
import type { TaxBillingProvider } from './provider';

// A masa's deposits (setoran) of withheld tax: what its issued slips withheld per KAP-KJS, what
// kode billing was made and paid (NTPN), what is still to pay; and the SPT Masa PPh Unifikasi
// summary built from them. Only issued slips count (a replaced or cancelled one withheld nothing
// more); PPh payable leaves out what DTP/SKB/PP23 facilities do not deposit.

type Period = { masa: number; tahun: number };
type DepositRow = typeof taxDeposits.$inferSelect;
const label = (p: Period) => `${String(p.masa).padStart(2, '0')}/${p.tahun}`;

function depositToApi(row: DepositRow, provider: TaxBillingProvider | null, now: Date): TaxDeposit {
  const expired = row.status === 'unpaid' && row.expiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    masa: row.masa,
    tahun: row.tahun,
    kap: row.kap,
    kjs: row.kjs,
    amount: row.amount,
    billingCode: row.billingCode,
    status: expired ? 'expired' : row.status,
    expiresAt: row.expiresAt.toISOString(),
    ntpn: row.ntpn,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    provider: row.provider,
    simulation: row.provider === 'sandbox' || (provider?.simulation ?? false),
  };
}

const ownPeriod = (userId: number, p: Period) =>
  and(eq(bupot.userId, userId), eq(bupot.tahun, p.tahun), eq(bupot.masa, p.masa));

/** Withheld (payable) per KAP-KJS of the masa's issued slips, with the pasals each covers. */
async function dueByAccount(db: Handle, userId: number, p: Period) {
  const rows = await db
    .select({
      kodeObjek: bupot.kodeObjek,
      pasal: bupot.pasal,
      payable: sql<string>`sum(${bupot.pphPayable})`,
    })
    .from(bupot)
    .where(and(ownPeriod(userId, p), eq(bupot.status, 'issued')))
    .groupBy(bupot.kodeObjek, bupot.pasal);
  const accounts = new Map<string, { kap: string; kjs: string; pasals: Set<Pasal>; due: number }>();
  for (const r of rows) {
    const account = depositAccountOf(r.kodeObjek);
    const key = accountKey(account);
    const entry = accounts.get(key) ?? { ...account, pasals: new Set<Pasal>(), due: 0 };
    entry.pasals.add(r.pasal);
    entry.due += Number(r.payable);
    accounts.set(key, entry);
  }
  return accounts;
}

async function depositRows(db: Handle, userId: number, p: Period) {
  return db
    .select()
    .from(taxDeposits)
    .where(and(eq(taxDeposits.userId, userId), eq(taxDeposits.tahun, p.tahun), eq(taxDeposits.masa, p.masa)))
    .orderBy(asc(taxDeposits.createdAt), asc(taxDeposits.id));
}

function paidByAccount(rows: DepositRow[]) {
  const paid = new Map<string, number>();
  for (const r of rows)
    if (r.status === 'paid') paid.set(accountKey(r), (paid.get(accountKey(r)) ?? 0) + r.amount);
  return paid;
}

/** What the masa still has to deposit, per account (0 when nothing or more was paid). */
export async function outstandingOf(db: Handle, userId: number, p: Period) {
  const [due, rows] = await Promise.all([dueByAccount(db, userId, p), depositRows(db, userId, p)]);
  const paid = paidByAccount(rows);
  const accounts = [...due.values()]
    .map((a) => {
      const got = paid.get(accountKey(a)) ?? 0;
      return {
        kap: a.kap,
        kjs: a.kjs,
        pasals: [...a.pasals].sort(),
        due: a.due,
        paid: got,
        outstanding: Math.max(0, a.due - got),
      };
    })
    .sort((x, y) => accountKey(x).localeCompare(accountKey(y)));
  return { accounts, rows, total: accounts.reduce((s, a) => s + a.outstanding, 0) };
}

/** Overdue flags of a masa on `today` (Jakarta date). */
function overdueOf(
  deadlines: BupotDeadlines,
  today: string,
  outstanding: number,
  reported: boolean,
  slips: number,
) {
  return {
    payment: outstanding > 0 && today > deadlines.payment.date,
    reporting: !reported && slips > 0 && today > deadlines.reporting.date,
  };
}

/** The SPT Masa PPh Unifikasi summary of a client's masa. */
export async function masaSummary(
  db: DB,
  actor: AuthUser,
  p: Period,
  provider: TaxBillingProvider | null,
): Promise<SptMasaSummary> {
  const now = clock.now();
  const [lines, [drafts], [state], forms, money] = await Promise.all([
    db
      .select({
        pasal: bupot.pasal,
        kodeObjek: bupot.kodeObjek,
        nameId: taxObjectCodes.nameId,
        nameEn: taxObjectCodes.nameEn,
        count: sql<number>`count(*)::int`,
        dpp: sql<string>`sum(${bupot.dpp})`,
        pph: sql<string>`sum(${bupot.pph})`,
        pphPayable: sql<string>`sum(${bupot.pphPayable})`,
      })
      .from(bupot)
      .innerJoin(taxObjectCodes, eq(taxObjectCodes.code, bupot.kodeObjek))
      .where(and(ownPeriod(actor.id, p), eq(bupot.status, 'issued')))
      .groupBy(bupot.pasal, bupot.kodeObjek, taxObjectCodes.nameId, taxObjectCodes.nameEn)
      .orderBy(asc(bupot.pasal), asc(bupot.kodeObjek)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bupot)
      .where(and(ownPeriod(actor.id, p), eq(bupot.status, 'draft'))),
    db
      .select()
      .from(bupotMasa)
      .where(and(eq(bupotMasa.userId, actor.id), eq(bupotMasa.tahun, p.tahun), eq(bupotMasa.masa, p.masa))),
    db
      .select({ bpnr: sql<boolean>`${bupot.pasal} = '26'`, n: sql<number>`count(*)::int` })
      .from(bupot)
      .where(and(ownPeriod(actor.id, p), eq(bupot.status, 'issued')))
      .groupBy(sql`1`),
    outstandingOf(db, actor.id, p),
  ]);
  const mapped = lines.map((l) => ({
    ...l,
    dpp: Number(l.dpp),
    pph: Number(l.pph),
    pphPayable: Number(l.pphPayable),
  }));
  const totals = mapped.reduce(
    (t, l) => ({
      count: t.count + l.count,
      dpp: t.dpp + l.dpp,
      pph: t.pph + l.pph,
      pphPayable: t.pphPayable + l.pphPayable,
    }),
    { count: 0, dpp: 0, pph: 0, pphPayable: 0 },
  );
  const deadlines = deadlinesFor(p.masa, p.tahun);
  const today = jakartaDate(now);
  const masaState = (state?.state ?? 'open') as MasaState;
  return {
    ...p,
    state: masaState,
    revision: state?.revision ?? 0,
    reportedAt: state?.reportedAt?.toISOString() ?? null,
    lines: mapped,
    totals,
    drafts: drafts?.n ?? 0,
    forms: {
      BPPU: forms.find((f) => !f.bpnr)?.n ?? 0,
      BPNR: forms.find((f) => f.bpnr)?.n ?? 0,
    },
    accounts: money.accounts,
    deposits: money.rows.map((r) => depositToApi(r, provider, now)),
    outstanding: money.total,
    deadlines,
    overdue: overdueOf(deadlines, today, money.total, masaState === 'reported', totals.count),
    today,
    sandbox: provider?.simulation ?? false,
  };
}

/**
 * Refuses to report a masa whose withheld tax is not fully deposited (409 bupot_masa_unpaid):
 * the SPT Masa lists each deposit's NTPN, and DJP's e-Bupot refuses to submit an SPT that is
 * kurang bayar. Called inside "mark reported"'s transaction.
 */
export async function assertMasaPaid(tx: Handle, userId: number, p: Period): Promise<void> {
  const { total } = await outstandingOf(tx, userId, p);
  if (total > 0)
    throw conflict(
      `Masa ${label(p)} still has Rp ${total.toLocaleString('id-ID')} withheld and not deposited: pay its kode billing (NTPN) before reporting`,
      'bupot_masa_unpaid',
    );
}

const unavailable = () =>
  new HttpError(
    503,
    'No tax billing provider is configured on this server (only the sandbox exists, and SANDBOX is off)',
    'deposit_unavailable',
  );

/**
 * A kode billing for what an account of the masa still has to deposit. The same unexpired code
 * comes back while the amount is unchanged (created: false); a changed amount voids it.
 */
export async function createDeposit(
  db: DB,
  actor: AuthUser,
  provider: TaxBillingProvider | null,
  p: Period & { kap: string; kjs: string },
): Promise<{ deposit: TaxDeposit; created: boolean; before: TaxDeposit | null }> {
  assertClient(actor);
  if (!provider) throw unavailable();
  const [me] = await db.select({ npwp: users.npwp }).from(users).where(eq(users.id, actor.id));
  const now = clock.now();
  return db.transaction(async (tx) => {
    // one deposit change per client at a time (two tabs asking at once get one code)
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x7d3a}, ${actor.id})`);
    const { accounts, rows } = await outstandingOf(tx, actor.id, p);
    const account = accounts.find((a) => a.kap === p.kap && a.kjs === p.kjs);
    if (!account)
      throw notFound(
        `Masa ${label(p)} has no issued slip deposited to ${p.kap}-${p.kjs}`,
        'deposit_unknown_account',
      );
    if (account.outstanding <= 0)
      throw conflict(
        `Nothing is left to deposit to ${p.kap}-${p.kjs} for masa ${label(p)}`,
        'deposit_nothing_due',
      );
    const open = rows.find((r) => r.kap === p.kap && r.kjs === p.kjs && r.status === 'unpaid');
    if (open && open.amount === account.outstanding && open.expiresAt > now)
      return { deposit: depositToApi(open, provider, now), created: false, before: null };
    if (!me?.npwp)
      throw conflict('Add your NPWP to your profile before making a kode billing', 'bupot_no_npwp');
    if (open) await tx.update(taxDeposits).set({ status: 'void' }).where(eq(taxDeposits.id, open.id));
    const code = await provider.createBilling(
      { npwp: me.npwp, kap: p.kap, kjs: p.kjs, masa: p.masa, tahun: p.tahun, amount: account.outstanding },
      now,
    );
    const [row] = await tx
      .insert(taxDeposits)
      .values({
        userId: actor.id,
        tahun: p.tahun,
        masa: p.masa,
        kap: p.kap,
        kjs: p.kjs,
        amount: account.outstanding,
        billingCode: code.billingCode,
        provider: provider.name,
        expiresAt: code.expiresAt,
        createdBy: actor.id,
        createdAt: now,
      })
      .returning();
    return {
      deposit: depositToApi(row, provider, now),
      created: true,
      before: open ? depositToApi({ ...open, status: 'void' }, provider, now) : null,
    };
  });
}

/** Pays a kode billing in the sandbox: its NTPN is recorded on the masa. A repeat answers applied: false. */
export async function payDeposit(
  db: DB,
  actor: AuthUser,
  provider: TaxBillingProvider | null,
  billingCode: string,
): Promise<{ deposit: TaxDeposit; applied: boolean }> {
  assertClient(actor);
  const pay = provider?.pay;
  if (!provider || !pay) throw notFound(`No such endpoint: the sandbox billing is off`, 'not_found');
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(taxDeposits)
      .where(and(eq(taxDeposits.billingCode, billingCode), eq(taxDeposits.userId, actor.id)))
      .for('update');
    if (!row) throw notFound('No such kode billing', 'not_found');
    if (row.status === 'paid') return { deposit: depositToApi(row, provider, now), applied: false };
    if (row.status === 'void')
      throw conflict('This kode billing was replaced by a newer one; pay that one', 'deposit_not_payable');
    if (row.expiresAt <= now)
      throw conflict('This kode billing has expired; make a new one', 'deposit_not_payable');
    const paid = await pay(row.billingCode, row.amount, now);
    const [updated] = await tx
      .update(taxDeposits)
      .set({ status: 'paid', ntpn: paid.ntpn, paidAt: paid.paidAt })
      .where(eq(taxDeposits.id, row.id))
      .returning();
    return { deposit: depositToApi(updated, provider, now), applied: true };
  });
}

/**
 * Masas that still need something (a deposit or a report) over the last 12 months, and the
 * previous masa (its deadlines fall this month) whatever its state: the dashboard's card.
 */
export async function masaAgenda(db: DB, actor: AuthUser): Promise<MasaAgenda> {
  const now = clock.now();
  const today = jakartaDate(now);
  const [ty, tm] = today.split('-').map(Number);
  const index = (p: Period) => p.tahun * 12 + p.masa - 1;
  const fromIndex = ty * 12 + tm - 1 - 12;
  const from = { tahun: Math.floor(fromIndex / 12), masa: (fromIndex % 12) + 1 };
  const since = sql`(${bupot.tahun} * 12 + ${bupot.masa} - 1) >= ${fromIndex}`;
  const [slips, deposits, states] = await Promise.all([
    db
      .select({
        tahun: bupot.tahun,
        masa: bupot.masa,
        prefix: sql<string>`substr(${bupot.kodeObjek}, 1, 2)`,
        count: sql<number>`count(*)::int`,
        payable: sql<string>`sum(${bupot.pphPayable})`,
      })
      .from(bupot)
      .where(and(eq(bupot.userId, actor.id), eq(bupot.status, 'issued'), since))
      .groupBy(bupot.tahun, bupot.masa, sql`3`),
    db
      .select({
        tahun: taxDeposits.tahun,
        masa: taxDeposits.masa,
        kap: taxDeposits.kap,
        kjs: taxDeposits.kjs,
        paid: sql<string>`sum(${taxDeposits.amount})`,
      })
      .from(taxDeposits)
      .where(
        and(
          eq(taxDeposits.userId, actor.id),
          eq(taxDeposits.status, 'paid'),
          gte(taxDeposits.tahun, from.tahun),
        ),
      )
      .groupBy(taxDeposits.tahun, taxDeposits.masa, taxDeposits.kap, taxDeposits.kjs),
    db
      .select()
      .from(bupotMasa)
      .where(and(eq(bupotMasa.userId, actor.id), gte(bupotMasa.tahun, from.tahun))),
  ]);
  const byMasa = new Map<number, { count: number; due: Map<string, number> }>();
  for (const s of slips) {
    const key = index(s);
    const entry = byMasa.get(key) ?? { count: 0, due: new Map<string, number>() };
    entry.count += s.count;
    const account = accountKey(depositAccountOf(`${s.prefix}-`));
    entry.due.set(account, (entry.due.get(account) ?? 0) + Number(s.payable));
    byMasa.set(key, entry);
  }
  const previous = ty * 12 + tm - 2;
  if (!byMasa.has(previous)) byMasa.set(previous, { count: 0, due: new Map() });
  const data: MasaAgenda['data'] = [];
  for (const [key, entry] of [...byMasa.entries()].sort((a, b) => a[0] - b[0])) {
    const p = { tahun: Math.floor(key / 12), masa: (key % 12) + 1 };
    let outstanding = 0;
    for (const [account, due] of entry.due) {
      const paid = deposits
        .filter((d) => d.tahun === p.tahun && d.masa === p.masa && accountKey(d) === account)
        .reduce((s, d) => s + Number(d.paid), 0);
      outstanding += Math.max(0, due - paid);
    }
    const row = states.find((s) => s.tahun === p.tahun && s.masa === p.masa);
    const state = (row?.state ?? 'open') as MasaState;
    const deadlines = deadlinesFor(p.masa, p.tahun);
    const needs = outstanding > 0 || (state !== 'reported' && entry.count > 0);
    if (!needs && key !== previous) continue;
    // the current masa's deadlines are next month: it shows only once it has slips
    data.push({
      ...p,
      state,
      slips: entry.count,
      outstanding,
      deadlines,
      overdue: overdueOf(deadlines, today, outstanding, state === 'reported', entry.count),
    });
  }
  return { today, data };
}
