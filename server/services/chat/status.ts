import { eq, gt } from 'drizzle-orm';
import { CHAT_ACTIVE_MS, CHAT_EVENTS, CHAT_STATUSES, type ChatStatus } from '../../../contract/chat';
import type { DB } from '../../db/client';
import { chatStaffStatus } from '../../db/schema';
import { clock } from '../../lib/clock';
import { publishEvent } from '../../lib/events';
import { CHAT_CLIENTS } from './audiences';

// Staff status (online, away, busy, offline): chosen by each staff member, shown to clients as the
// service's (the most available member's). A member not active for CHAT_ACTIVE_MS counts as
// offline whatever they chose; any chat request of theirs makes them active again.

/** How far a touch may lag before it is written again. */
const TOUCH_EVERY_MS = 20_000;

const rank = (s: ChatStatus) => CHAT_STATUSES.indexOf(s);

/** The service's status as clients see it. */
export async function teamStatus(db: DB): Promise<ChatStatus> {
  const since = new Date(clock.nowMs() - CHAT_ACTIVE_MS);
  const rows = await db
    .select({ status: chatStaffStatus.status })
    .from(chatStaffStatus)
    .where(gt(chatStaffStatus.activeAt, since));
  return rows.map((r) => r.status).sort((a, b) => rank(a) - rank(b))[0] ?? 'offline';
}

async function ownRow(db: DB, userId: number) {
  const [row] = await db.select().from(chatStaffStatus).where(eq(chatStaffStatus.userId, userId));
  return row;
}

/** A staff member's own status (offline when they have not been active lately). */
export async function staffStatus(db: DB, userId: number): Promise<ChatStatus> {
  const row = await ownRow(db, userId);
  if (!row || clock.nowMs() - row.activeAt.getTime() >= CHAT_ACTIVE_MS) return 'offline';
  return row.status;
}

async function announceIfChanged(db: DB, before: ChatStatus) {
  const after = await teamStatus(db);
  if (after !== before) publishEvent({ audiences: [CHAT_CLIENTS] }, CHAT_EVENTS.status, { status: after });
}

/** Marks a staff member active (their first request brings them online with their last choice). */
export async function touchStaff(db: DB, userId: number): Promise<void> {
  const row = await ownRow(db, userId);
  const now = clock.now();
  if (row && now.getTime() - row.activeAt.getTime() < TOUCH_EVERY_MS) return;
  const wasActive = row && now.getTime() - row.activeAt.getTime() < CHAT_ACTIVE_MS;
  const before = wasActive ? null : await teamStatus(db);
  await db
    .insert(chatStaffStatus)
    .values({ userId, status: 'online', activeAt: now })
    .onConflictDoUpdate({ target: chatStaffStatus.userId, set: { activeAt: now } });
  if (before) await announceIfChanged(db, before);
}

/** Sets a staff member's status; clients hear the service's status when it changes. */
export async function setStaffStatus(db: DB, userId: number, status: ChatStatus): Promise<void> {
  const before = await teamStatus(db);
  const now = clock.now();
  await db
    .insert(chatStaffStatus)
    .values({ userId, status, activeAt: now })
    .onConflictDoUpdate({ target: chatStaffStatus.userId, set: { status, activeAt: now } });
  await announceIfChanged(db, before);
}
