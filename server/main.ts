import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from './app';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { jobs } from './jobs';
import { events } from './lib/events';
import { configureLogger, log } from './lib/logger';
import { configureMailer, getMailer } from './lib/mailer';
import { configurePasswordHashing } from './lib/password';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { seedIfEmpty } from './seed/index';

/** Opens the database, migrates, seeds on first start, serves the SPA and /api. */
export async function startServer(config: Config = loadConfig()) {
  await configureLogger({ level: config.logLevel, format: config.logFormat });
  // SEED=demo in production and the like: said at every start, not only the first
  for (const warning of config.warnings) log.warn(warning);
  configureMailer(config);
  configurePasswordHashing(config.passwordHashProfile);
  const database = await openDatabase(config);
  const applied = await migrate(database);
  if (applied.length) log.info({ migrations: applied }, `${applied.length} migrations applied`);
  // Two processes starting at once on an empty PostgreSQL: one seeds, the other then finds it done.
  const seeded =
    config.seed &&
    (await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
      return seedIfEmpty(tx, { encryptionKey: config.encryptionKey });
    }));
  if (seeded) {
    log.info('demo data seeded; demo accounts:');
    for (const a of DEMO_ACCOUNTS) log.info(`  ${a.role.padEnd(6)} ${a.email} / ${a.password}`);
  }
  const app = createApp({ db: database.db, config });
  const stopJobs = jobs.map((start) => start({ db: database.db, config }));

  const server = await new Promise<ReturnType<typeof serve>>((resolveServer) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
      log.info(
        `Portal Pajak on http://${config.host}:${info.port} (database: ${database.kind}${config.sandbox ? ', sandbox bank on' : ''})`,
      );
      resolveServer(s);
    });
  });

  let closing: Promise<void> | undefined;
  /** Stops taking connections, lets in-flight requests finish, then closes the database. */
  const close = () =>
    (closing ??= (async () => {
      for (const stop of stopJobs) stop();
      // event streams never finish by themselves: end them so the drain does not wait on them
      const closingEvents = events().close();
      await new Promise<void>((done) => server.close(() => done()));
      // codes handed to the mail server's queue but not yet delivered
      await getMailer().drain?.();
      await closingEvents;
      await database.close();
    })());
  return { app, server, database, close };
}
