import type { Config } from '../config';
import type { DB } from '../db/client';
import { startVaExpirySweep } from '../services/billing/expiry';
import { startReminders } from '../services/reminders';

/** A periodic job; returns a function that stops it. */
export type JobStarter = (ctx: { db: DB; config: Config }) => () => void;

// Domains add their jobs here.
export const jobs: JobStarter[] = [
  // billing: pending VAs past expires_at → KADALUARSA every SWEEP_INTERVAL_SECONDS
  startVaExpirySweep,
  // reminders (issue 21): VA expiring in a day, bill due in 3 days, masa deadline in 5; each sent once
  startReminders,
];
