import { Hono } from 'hono';
import type { AppEnv } from '../env';

// Routes of the billing domain, mounted under /api (filled by its issue).
export const billingRoutes = new Hono<AppEnv>();
