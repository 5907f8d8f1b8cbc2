import type { TestProject } from 'vitest/node';
import { createTempDatabase } from './reset-postgres';
import { startServer } from './start-server';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dbKind: 'pglite' | 'postgres';
    /** the PostgreSQL server URL when the suite runs on PostgreSQL (for tests that need another database) */
    pgServerUrl: string;
  }
}

// One server for the whole API suite (files run one after another). TEST_DATABASE_URL runs it
// on PostgreSQL (in a fresh temporary database on that server); otherwise on a fresh PGlite directory.
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  const temp = serverUrl ? await createTempDatabase(serverUrl) : undefined;
  const server = await startServer({ databaseUrl: temp?.url });
  project.provide('apiUrl', server.url);
  project.provide('dbKind', temp ? 'postgres' : 'pglite');
  project.provide('pgServerUrl', serverUrl ?? '');
  return async () => {
    await server.stop();
    await temp?.drop();
  };
}
