import { Hono } from 'hono';
import type { AppEnv } from '../env';

// Development-only routes (mounted only when NODE_ENV is not production): health, the
// development mailbox and the test clock. Filled by the foundation issue.
export const devRoutes = new Hono<AppEnv>();

devRoutes.get('/health', (c) => c.json({ ok: true }));
