import { Hono } from 'hono';
import type { AppEnv } from '../env';

// Routes of the shell domain, mounted under /api (filled by its issue).
export const shellRoutes = new Hono<AppEnv>();
