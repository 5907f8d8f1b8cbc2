import { and, desc, eq, inArray } from 'drizzle-orm';
import { type Zippable, zipSync } from 'fflate';
import {
  type BulkEmailResult,
  type BulkIssueResult,
  SLIP_MAIL_LIMIT,
  type SlipEmailLog,
} from '../../../contract/ebupot-bulk';
import type { DB } from '../../db/client';
import { bupot, bupotEmails, users } from '../../db/schema';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import { log } from '../../lib/logger';
import { sendMail } from '../../lib/mailer';
import { type RateLimitStore, SlidingWindowLimiter, takeSlots } from '../../lib/rate-limit';
import { assertClient, findSlip, notIssued, type SlipRow } from './slip-access';
import { issueDraft } from './slip-lifecycle';
import { renderSlipPdf, slipPdfName } from './slip-pdf';

// Bulk actions on a client's slip list (issue 21). Issue and email act slip by slip and answer a
// result per slip: each slip is a legal document of its own, so one that cannot be issued (a
// locked masa, a changed rule) must not hold back the others, and the user is told which and why.
// The zip is all or nothing: a download either has every chosen slip or is refused.

/** Mails to recipients a client may send (each slip one mail), shared by every server process. */
export const slipMails = new SlidingWindowLimiter(
  'ebupot.slip-mail',
  SLIP_MAIL_LIMIT.limit,
  SLIP_MAIL_LIMIT.windowMs,
);

/**
 * Recently rendered PDFs by slip version (id, status, last change): an issued slip does not change,
 * so mailing it again or zipping it after mailing reuses its bytes instead of drawing it anew.
 */
const PDF_CACHE_SIZE = 200;
const pdfCache = new Map<string, Uint8Array>();
async function slipPdfBytes(db: DB, row: SlipRow): Promise<Uint8Array> {
  const key = `${row.id}:${row.status}:${row.updatedAt.getTime()}`;
  const hit = pdfCache.get(key);
  if (hit) return hit;
  const bytes = await renderSlipPdf(db, row.id);
  pdfCache.set(key, bytes);
  if (pdfCache.size > PDF_CACHE_SIZE) pdfCache.delete(pdfCache.keys().next().value as string);
  return bytes;
}

type Row = { id: number; ok: boolean; code?: string; error?: string };
const failure = (id: number, err: unknown): Row => {
  if (err instanceof HttpError && err.status < 500)
    return { id, ok: false, code: err.code, error: err.message };
  throw err;
};

export async function bulkIssue(
  db: DB,
  actor: AuthUser,
  ids: number[],
  signerId: number | null | undefined,
): Promise<BulkIssueResult> {
  assertClient(actor);
  const results: BulkIssueResult['results'] = [];
  // one after another: each takes the year's number counter, so parallel issues would only queue
  for (const id of ids) {
    try {
      const { number } = await issueDraft(db, actor, id, { signerId });
      results.push({ id, ok: true, number });
    } catch (err) {
      results.push(failure(id, err));
    }
  }
  const issued = results.filter((r) => r.ok).length;
  return { results, issued, failed: results.length - issued };
}

/** One zip of the chosen slips' PDFs, in the order chosen; 404 when one is not the client's. */
export async function slipsZip(db: DB, actor: AuthUser, ids: number[]): Promise<Uint8Array> {
  assertClient(actor);
  const files: Zippable = {};
  for (const id of ids) {
    const row = await findSlip(db, actor, id);
    let name = slipPdfName(row);
    // two versions of one number get distinct names already; keep any other clash apart too
    for (let n = 2; name in files; n++) name = slipPdfName(row).replace(/\.pdf$/, `-${n}.pdf`);
    // PDFs are compressed inside: store them (level 0), which is fast and as small
    files[name] = [await slipPdfBytes(db, row), { level: 0, mtime: clock.now() }];
  }
  return zipSync(files);
}

/**
 * Mails each chosen issued slip's PDF to the recipient's address on the slip, in Indonesian (the
 * slip is an Indonesian legal document and the recipient is no user of ours), and logs each
 * attempt on the slip. A slip that is not issued or has no address is skipped with its reason;
 * past the sending limit the rest are refused as rate_limited (429 when none could go).
 */
export async function bulkEmail(
  db: DB,
  store: RateLimitStore,
  actor: AuthUser,
  ids: number[],
): Promise<BulkEmailResult> {
  assertClient(actor);
  const rows = await db
    .select()
    .from(bupot)
    .where(and(inArray(bupot.id, ids), eq(bupot.userId, actor.id)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const [owner] = await db
    .select({ nama: users.nama, companyName: users.companyName })
    .from(users)
    .where(eq(users.id, actor.id));
  const withholder = owner?.companyName || owner?.nama || '';
  const results: BulkEmailResult['results'] = [];
  let retryAfter: number | undefined;
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) {
      results.push({ id, ok: false, code: 'not_found', error: 'No such slip' });
      continue;
    }
    if (row.status !== 'issued' || !row.number) {
      results.push(failure(id, notIssued(row)));
      continue;
    }
    if (!row.recipientEmail) {
      results.push({
        id,
        ok: false,
        code: 'no_recipient_email',
        error: "The slip has no recipient email: add it on the slip's form before sending",
      });
      continue;
    }
    if (retryAfter === undefined) {
      try {
        await takeSlots(store, [[slipMails, String(actor.id)]]);
      } catch (err) {
        if (!(err instanceof HttpError && err.status === 429)) throw err;
        retryAfter = Number(err.extra.retryAfter) || 1;
      }
    }
    if (retryAfter !== undefined) {
      results.push({
        id,
        ok: false,
        code: 'rate_limited',
        error: 'Too many slips mailed; try again later',
        to: row.recipientEmail,
      });
      continue;
    }
    const to = row.recipientEmail;
    let error: string | null = null;
    try {
      const pdf = await slipPdfBytes(db, row);
      await sendMail(
        to,
        'id',
        {
          name: 'bupot_slip',
          number: row.number,
          withholder,
          masa: row.masa,
          tahun: row.tahun,
          pph: row.pph,
        },
        [{ filename: slipPdfName(row), contentType: 'application/pdf', content: pdf }],
      );
    } catch (err) {
      log.error({ err, bupotId: id }, 'slip mail not handed to the mailer');
      error = 'The mail could not be sent';
    }
    await db.insert(bupotEmails).values({
      bupotId: id,
      ownerId: actor.id,
      actorId: actor.id,
      toEmail: to,
      status: error ? 'failed' : 'sent',
      error,
      sentAt: clock.now(),
    });
    results.push(error ? { id, ok: false, code: 'mail_failed', error, to } : { id, ok: true, to });
  }
  const sent = results.filter((r) => r.ok).length;
  if (sent === 0 && retryAfter !== undefined) {
    throw new HttpError(429, 'Too many slips mailed; try again later', 'too_many_attempts', { retryAfter });
  }
  return { results, sent, failed: results.length - sent, ...(retryAfter ? { retryAfter } : {}) };
}

/** The slip's sent log, newest first (the owner's, or any slip's for the admin). */
export async function slipEmailLog(db: DB, actor: AuthUser, id: number): Promise<SlipEmailLog> {
  const slip = await findSlip(db, actor, id);
  if (!slip) throw notFound('No such slip', 'not_found');
  const rows = await db
    .select({ log: bupotEmails, actorName: users.nama })
    .from(bupotEmails)
    .leftJoin(users, eq(users.id, bupotEmails.actorId))
    .where(eq(bupotEmails.bupotId, id))
    .orderBy(desc(bupotEmails.sentAt), desc(bupotEmails.id));
  return {
    data: rows.map(({ log: r, actorName }) => ({
      id: r.id,
      to: r.toEmail,
      status: r.status,
      error: r.error,
      sentAt: r.sentAt.toISOString(),
      actor: r.actorId === null ? null : { id: r.actorId, nama: actorName ?? '' },
    })),
  };
}
