import type { Config } from '../config';
import type { DB } from '../db/client';

/** A periodic job; returns a function that stops it. */
export type JobStarter = (ctx: { db: DB; config: Config }) => () => void;

// Domains add their jobs here (billing: the VA expiry sweep).
export const jobs: JobStarter[] = [];
