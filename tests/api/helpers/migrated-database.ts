import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { createTempDatabase } from '../reset-postgres';

/**
 * A freshly migrated database of the suite's kind, opened in the test process: a temporary
 * database on the suite's PostgreSQL server, or a PGlite directory. close() removes it again.
 */
export async function openMigratedDatabase(): Promise<{ database: Database; close: () => Promise<void> }> {
  const serverUrl = inject('pgServerUrl');
  if (serverUrl) {
    const temp = await createTempDatabase(serverUrl);
    const database = await openDatabase({ databaseUrl: temp.url, dataDir: '' });
    await migrate(database);
    return {
      database,
      close: async () => {
        await database.close();
        await temp.drop();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-migrated-'));
  const database = await openDatabase({ dataDir: dir });
  await migrate(database);
  return {
    database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
