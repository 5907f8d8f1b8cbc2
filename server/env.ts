import type { Role } from '../contract/auth';
import type { Config } from './config';
import type { DB } from './db/client';
import type { Logger } from './lib/logger';
import type { RateLimitStore } from './lib/rate-limit';

export interface AuthUser {
  id: number;
  email: string;
  nama: string;
  role: Role;
}

/** Hono environment shared by every route module: c.get('db'), c.get('user'), ... */
export interface AppEnv {
  Variables: {
    db: DB;
    config: Config;
    /** Set by requireAuth (server/middleware/auth.ts). */
    user: AuthUser;
    /** id of the session row behind the bearer token (set by requireAuth). */
    sessionId: number;
    clientIp: string;
    /** where rate limits count: in memory, or in PostgreSQL shared by every server process */
    rateLimits: RateLimitStore;
    /** Set by requestLog: the caller's X-Request-Id or a new one, and a logger carrying it. */
    requestId: string;
    log: Logger;
  };
}
