import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60_000;
/** last_seen_at is written at most this often, so a busy page does not write on every call */
const TOUCH_EVERY_MS = 15_000;
/** dead sessions are kept this long (for the record), then deleted at the user's next sign-in */
const KEEP_DEAD_MS = 7 * 24 * 60 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session; answers the bearer token (256 random bits, base64url), shown only this once. */
export async function createSession(
  db: DB,
  userId: number,
  meta: { userAgent?: string; ip?: string },
): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  // every session ends at most 8 h after it starts: anything past expires_at + 7 days is dead
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date(now.getTime() - KEEP_DEAD_MS))));
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      userAgent: meta.userAgent?.slice(0, 512) || null,
      ip: meta.ip?.slice(0, 64) || null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row.id };
}

/** Live = not revoked, before its absolute end and used within the idle limit. */
const liveAt = (now: Date) =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
  );

/**
 * The live session of a token hash and its user (liveAt with placeholders). Every authed request
 * runs it, so it is built once and prepared by name (preparedPerDb: no SQL building, no planning
 * per request). Still read on every request, so a revoked session or a suspended account is
 * refused at once, whichever process made the change.
 */
const liveSessionQuery = preparedPerDb((db) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      email: users.email,
      nama: users.nama,
      role: users.role,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('live_session'),
);

/**
 * The user behind a bearer token, sliding its idle limit; null when unknown, revoked or expired;
 * 'suspended' when the token was one of a suspended account (suspension revokes every session,
 * and the holder is told why rather than only that the session ended).
 */
export async function resolveSession(
  db: DB,
  token: string,
): Promise<{ user: AuthUser; sessionId: number } | 'suspended' | null> {
  if (!token || token.length > 200) return null;
  const now = clock.now();
  const [row] = await liveSessionQuery(db).execute({
    hash: hashToken(token),
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  });
  if (!row) return (await suspendedOwner(db, token)) ? 'suspended' : null;
  if (row.status === 'suspended') return 'suspended';
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    user: { id: row.id, email: row.email, nama: row.nama, role: row.role },
  };
}

/** Whether a (dead) token belonged to an account that is suspended now. */
async function suspendedOwner(db: DB, token: string): Promise<boolean> {
  const [row] = await db
    .select({ status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row?.status === 'suspended';
}

export async function revokeSession(db: DB, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of the user except `keepSessionId` (all of them when it is absent). */
export async function revokeUserSessions(db: DB, userId: number, keepSessionId?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

export async function listLiveSessions(db: DB, userId: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveAt(clock.now())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Revokes one live session of the user; false when it is not theirs or not live. */
export async function revokeOwnSession(db: DB, userId: number, sessionId: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), liveAt(clock.now())))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
