import { Hono } from 'hono';
import type { AppEnv } from '../env';

// Routes of the settings domain, mounted under /api (filled by its issue).
export const settingsRoutes = new Hono<AppEnv>();
