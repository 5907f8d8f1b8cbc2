import type { Config } from '../config';
import type { DB } from '../db/client';
import { startVaExpirySweep } from '../services/billing/expiry';

/** A periodic job; returns a function that stops it. */
export type JobStarter = (ctx: { db: DB; config: Config }) => () => void;

// Domains add their jobs here.
export const jobs: JobStarter[] = [
  // billing: pending VAs past expires_at → KADALUARSA every SWEEP_INTERVAL_SECONDS
  startVaExpirySweep,
];
