import type { Account } from './accounts';
import { slipBody } from './accounts';
import { type Client, explain, type Reply, type Req } from './http';

// A realistic mix of portal traffic for the load and fault tests: many connections, each a loop
// acting as one of a few clients (lists, details, virtual accounts, sandbox payments, wallet,
// E-Bupot slips). Every answer is recorded; every acknowledged write is logged so the test can
// check afterwards, by SQL, that nothing acknowledged was lost.

export interface Tenant {
  account: Account;
  /** the client's bills (ids) */
  bills: number[];
  /** pending VAs (payment ids) this run made */
  pending: number[];
  /** draft slips this run made */
  drafts: number[];
}

export interface Outcome {
  action: string;
  /** ms since the run started */
  at: number;
  ms: number;
  status: number;
  code?: string;
  /** the answer's `error` message (non-2xx) */
  message?: string;
  /** no answer: the network error */
  error?: string;
  timedOut?: boolean;
  contentType?: string;
}

/** Every write the server acknowledged with 2xx. */
export interface Acknowledged {
  /** payment id → bill id, made by createbriva (201) */
  vas: Map<number, number>;
  /** payment ids the sandbox bank paid (testPayment 200 with applied) */
  paid: Set<number>;
  /** payment ids cancelled (DELETE /transaksi 200) */
  cancelled: Set<number>;
  /** bill id → wallet payment id (POST /dompet/pay 200) */
  walletPaid: Map<number, number>;
  /** top-up bill ids */
  topups: Set<number>;
  slips: Set<number>;
  /** slip id → number given at issue */
  issued: Map<number, string>;
}

export interface MixResult {
  outcomes: Outcome[];
  acknowledged: Acknowledged;
  /** answers with a status the action does not allow (first 30), as readable lines */
  unexpected: string[];
  elapsedMs: number;
}

interface Step {
  req: Req;
  /** statuses that are a normal answer for this step (besides what `tolerate` adds) */
  ok: number[];
  after?: (reply: Reply) => void;
}

type Action = (t: Tenant) => Step;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const removeOne = (list: number[], value: number) => {
  const i = list.indexOf(value);
  if (i >= 0) list.splice(i, 1);
};

const INVOICE_SORTS = ['tanggal:desc', 'jatuh_tempo:asc', 'total:desc', 'nomor:asc', 'status:asc'];
const INVOICE_FILTERS = ['', '&status=BELUM_DIBAYAR', '&status=LUNAS', '&status=MENUNGGU', '&q=INV'];
const VA_BANKS = ['002', '002', '008', '009', '014'];

function actions(ack: Acknowledged): Record<string, { weight: number; make: Action }> {
  const createVa = (t: Tenant, invoiceId: number): Step => ({
    req: {
      method: 'POST',
      path: '/createbriva',
      token: t.account.token,
      body: { invoice_id: invoiceId, bank_code: pick(VA_BANKS) },
    },
    ok: [200, 201, 409],
    after: (r) => {
      if (r.status !== 200 && r.status !== 201) return;
      const pay = r.body.transaksi;
      if (r.status === 201) ack.vas.set(pay.id, invoiceId);
      if (pay.status === 'MENUNGGU' && !t.pending.includes(pay.id)) t.pending.push(pay.id);
    },
  });
  return {
    list: {
      weight: 18,
      make: (t) => ({
        req: {
          path: `/invoice?perPage=50&sort=${pick(INVOICE_SORTS)}${pick(INVOICE_FILTERS)}`,
          token: t.account.token,
        },
        ok: [200],
      }),
    },
    transaksi: {
      weight: 10,
      make: (t) => ({
        req: {
          path: `/transaksi?perPage=25${pick(['', '&status=MENUNGGU', '&status=TERBAYAR'])}`,
          token: t.account.token,
        },
        ok: [200],
      }),
    },
    detail: {
      weight: 14,
      make: (t) => ({ req: { path: `/invoice/${pick(t.bills)}`, token: t.account.token }, ok: [200] }),
    },
    createbriva: { weight: 15, make: (t) => createVa(t, pick(t.bills)) },
    testPayment: {
      weight: 12,
      make: (t) => {
        if (!t.pending.length) return createVa(t, pick(t.bills));
        const id = pick(t.pending);
        return {
          req: {
            method: 'POST',
            path: '/testPayment',
            token: t.account.token,
            body: { id, channel: pick(['ATM', 'MOBILE', 'INTERNET']) },
          },
          ok: [200, 409],
          after: (r) => {
            if (r.status === 200 && r.body.transaksi.status === 'TERBAYAR') ack.paid.add(id);
            if (r.status === 200 || r.status === 409) removeOne(t.pending, id);
          },
        };
      },
    },
    cancelVa: {
      weight: 3,
      make: (t) => {
        if (!t.pending.length) return createVa(t, pick(t.bills));
        const id = pick(t.pending);
        return {
          req: { method: 'DELETE', path: `/transaksi/${id}`, token: t.account.token },
          ok: [200, 409],
          after: (r) => {
            if (r.status === 200) ack.cancelled.add(id);
            removeOne(t.pending, id);
          },
        };
      },
    },
    walletPay: {
      weight: 5,
      make: (t) => {
        const invoiceId = pick(t.bills);
        return {
          req: {
            method: 'POST',
            path: '/dompet/pay',
            token: t.account.token,
            body: { invoice_id: invoiceId },
          },
          ok: [200, 409],
          after: (r) => {
            if (r.status === 200) ack.walletPaid.set(invoiceId, r.body.transaksi.id);
          },
        };
      },
    },
    topup: {
      weight: 3,
      make: (t) => ({
        req: { method: 'POST', path: '/dompet/topup', token: t.account.token, body: { amount: 50_000 } },
        ok: [201],
        after: (r) => {
          if (r.status !== 201) return;
          ack.topups.add(r.body.invoice.id);
          // paid later like any bill: createbriva + testPayment pick it up
          t.bills.push(r.body.invoice.id);
        },
      }),
    },
    dompet: {
      weight: 3,
      make: (t) => ({ req: { path: '/dompet?perPage=10', token: t.account.token }, ok: [200] }),
    },
    bupotList: {
      weight: 5,
      make: (t) => ({ req: { path: '/bupot?perPage=25', token: t.account.token }, ok: [200] }),
    },
    bupotCreate: {
      weight: 8,
      make: (t) => ({
        req: { method: 'POST', path: '/bupot', token: t.account.token, body: slipBody() },
        ok: [201],
        after: (r) => {
          if (r.status !== 201) return;
          ack.slips.add(r.body.id);
          t.drafts.push(r.body.id);
        },
      }),
    },
    bupotIssue: {
      weight: 4,
      make: (t) => {
        if (!t.drafts.length) return { req: { path: '/bupot/signers', token: t.account.token }, ok: [200] };
        // two loops may issue the same draft at once: one wins, the other answers 409
        const id = pick(t.drafts);
        return {
          req: { method: 'POST', path: `/bupot/${id}/issue`, token: t.account.token },
          ok: [200, 409],
          after: (r) => {
            if (r.status === 200) ack.issued.set(id, r.body.number);
            if (r.status === 200 || r.status === 409) removeOne(t.drafts, id);
          },
        };
      },
    },
  };
}

export function emptyAcknowledged(): Acknowledged {
  return {
    vas: new Map(),
    paid: new Set(),
    cancelled: new Set(),
    walletPaid: new Map(),
    topups: new Set(),
    slips: new Set(),
    issued: new Map(),
  };
}

/**
 * Runs the mix over `connections` loops for `durationMs`. `tolerate(outcome)` may accept an
 * answer the action does not normally allow (the fault test accepts 503 during an outage).
 * After an answer of 503 or no answer a loop waits `backoffMs`, as a real client would.
 */
export async function runMix(
  api: Client,
  tenants: Tenant[],
  opts: {
    connections: number;
    durationMs: number;
    timeoutMs?: number;
    backoffMs?: number;
    tolerate?: (o: Outcome) => boolean;
    ack?: Acknowledged;
    /** performance.now() the outcomes' `at` counts from (default: now) */
    startedAt?: number;
    /** ends the run early (before durationMs) once set */
    stop?: { now: boolean };
  },
): Promise<MixResult> {
  const ack = opts.ack ?? emptyAcknowledged();
  const table = Object.entries(actions(ack));
  const totalWeight = table.reduce((s, [, a]) => s + a.weight, 0);
  const choose = () => {
    let r = Math.random() * totalWeight;
    for (const [name, a] of table) {
      r -= a.weight;
      if (r < 0) return { name, make: a.make };
    }
    return { name: table[0][0], make: table[0][1].make };
  };
  const outcomes: Outcome[] = [];
  const unexpected: string[] = [];
  const started = opts.startedAt ?? performance.now();
  const deadline = started + opts.durationMs;

  await Promise.all(
    Array.from({ length: opts.connections }, async (_, loop) => {
      const tenant = tenants[loop % tenants.length];
      while (performance.now() < deadline && !opts.stop?.now) {
        const { name, make } = choose();
        const step = make(tenant);
        const at = performance.now() - started;
        const reply = await api.request({ ...step.req, timeoutMs: opts.timeoutMs ?? 10_000 });
        const outcome: Outcome = {
          action: name,
          at,
          ms: reply.ms,
          status: reply.status,
          code: (reply.body as { code?: string } | undefined)?.code,
          message: reply.status >= 300 ? (reply.body as { error?: string } | undefined)?.error : undefined,
          contentType: reply.contentType,
          error: reply.error,
          timedOut: reply.timedOut,
        };
        outcomes.push(outcome);
        if (step.ok.includes(reply.status)) step.after?.(reply);
        else if (!opts.tolerate?.(outcome) && unexpected.length < 30)
          unexpected.push(explain(step.req, reply));
        if ((reply.status === 0 || reply.status === 503) && opts.backoffMs)
          await new Promise((r) => setTimeout(r, opts.backoffMs));
      }
    }),
  );
  return { outcomes, acknowledged: ack, unexpected, elapsedMs: performance.now() - started };
}

/** p50/p95/p99/max of the latencies (ms), rounded. */
export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
  return { p50: at(50), p95: at(95), p99: at(99), max: Math.round(sorted[sorted.length - 1] ?? 0) };
}

/** Requests and statuses by action, for the log of a run. */
export function summarize(outcomes: Outcome[], elapsedMs: number) {
  const byAction: Record<string, Record<string, number>> = {};
  for (const o of outcomes) {
    byAction[o.action] ??= {};
    const row = byAction[o.action];
    const key = o.status === 0 ? (o.timedOut ? 'timeout' : 'neterr') : String(o.status);
    row[key] = (row[key] ?? 0) + 1;
  }
  return {
    requests: outcomes.length,
    perSecond: Math.round((outcomes.length / elapsedMs) * 1000),
    latency: percentiles(outcomes.filter((o) => o.status > 0).map((o) => o.ms)),
    byAction,
  };
}

/** Which acknowledged writes are missing or changed in the database. */
export async function lostWrites(
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>,
  ack: Acknowledged,
): Promise<string[]> {
  const lost: string[] = [];
  const ids = (s: Iterable<number>) => [...s];
  const statusOf = async (table: string, list: number[]) => {
    if (!list.length) return new Map<number, Record<string, unknown>>();
    const rows = await query<Record<string, unknown> & { id: number }>(
      `SELECT * FROM ${table} WHERE id = ANY($1::int[])`,
      [list],
    );
    return new Map(rows.map((r) => [Number(r.id), r]));
  };
  const payments = await statusOf('transaksi', [
    ...ids(ack.vas.keys()),
    ...ids(ack.paid),
    ...ids(ack.walletPaid.values()),
  ]);
  for (const id of ack.vas.keys()) if (!payments.has(id)) lost.push(`virtual account ${id} (201) is gone`);
  for (const id of ack.paid)
    if (payments.get(id)?.status !== 'TERBAYAR')
      lost.push(`payment ${id} answered paid is ${payments.get(id)?.status}`);
  for (const id of ack.cancelled)
    if (ack.vas.has(id) && payments.get(id)?.status !== 'DIBATALKAN')
      lost.push(`payment ${id} answered cancelled is ${payments.get(id)?.status}`);
  for (const [invoiceId, payId] of ack.walletPaid)
    if (payments.get(payId)?.status !== 'TERBAYAR')
      lost.push(`wallet payment ${payId} of bill ${invoiceId} is gone`);
  const bills = await statusOf('invoices', [...ids(ack.topups), ...ids(ack.walletPaid.keys())]);
  for (const id of ack.topups) if (!bills.has(id)) lost.push(`top-up bill ${id} (201) is gone`);
  for (const id of ack.walletPaid.keys())
    if (bills.get(id)?.status !== 'LUNAS')
      lost.push(`bill ${id} paid from the wallet is ${bills.get(id)?.status}`);
  const slips = await statusOf('bupot', ids(ack.slips));
  for (const id of ack.slips) if (!slips.has(id)) lost.push(`slip ${id} (201) is gone`);
  for (const [id, number] of ack.issued)
    if (slips.get(id)?.number !== number || slips.get(id)?.status !== 'issued')
      lost.push(`slip ${id} issued as ${number} is ${slips.get(id)?.status} ${slips.get(id)?.number}`);
  return lost;
}
