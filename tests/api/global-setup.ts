import type { TestProject } from 'vitest/node';
import { resetPostgres } from './reset-postgres';
import { startServer } from './start-server';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dbKind: 'pglite' | 'postgres';
  }
}

// One server for the whole API suite (files run one after another). TEST_DATABASE_URL runs it
// on PostgreSQL (the database is emptied first); otherwise on a fresh PGlite directory.
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  if (databaseUrl) await resetPostgres(databaseUrl);
  const server = await startServer({ databaseUrl });
  project.provide('apiUrl', server.url);
  project.provide('dbKind', databaseUrl ? 'postgres' : 'pglite');
  return async () => {
    await server.stop();
  };
}
