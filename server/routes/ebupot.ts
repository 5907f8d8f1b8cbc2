import { Hono } from 'hono';
import type { AppEnv } from '../env';

// Routes of the ebupot domain, mounted under /api (filled by its issue).
export const ebupotRoutes = new Hono<AppEnv>();
