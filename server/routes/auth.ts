import { Hono } from 'hono';
import type { AppEnv } from '../env';

// Routes of the auth domain, mounted under /api (filled by its issue).
export const authRoutes = new Hono<AppEnv>();
