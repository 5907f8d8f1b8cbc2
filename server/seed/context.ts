import type { DB } from '../db/client';
import type { DemoKey } from './demo-accounts';

export interface SeedContext {
  db: DB;
  /** user id of each demo account */
  users: Record<DemoKey, number>;
  /** reference "now" for dates in demo data */
  now: Date;
  /** key material for secrets stored encrypted (config.encryptionKey) */
  encryptionKey: string;
}
