import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DB } from '../db/client';
import { knownMigrations } from '../db/migrate';
import { queryRows } from '../db/rows';
import type { AppEnv } from '../env';

// Probes for load balancers and orchestrators, without the API key and in production too.
// /health: the process answers. /ready: it can serve, i.e. the database answers a query and
// has every migration this build ships. Neither names a migration or a host: they are public.

const READY_TIME_LIMIT_MS = 2_000;

export const healthRoutes = new Hono<AppEnv>();

healthRoutes.get('/health', (c) => c.json({ status: 'ok', uptime_s: Math.round(process.uptime()) }));

type Probe = { applied: string[] } | { unreachable: string } | { noMigrationTable: true };

async function probe(db: DB): Promise<Probe> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Probe>((resolve) => {
    timer = setTimeout(() => resolve({ unreachable: 'timeout' }), READY_TIME_LIMIT_MS);
  });
  const query = queryRows<{ name: string }>(db, sql`SELECT name FROM schema_migrations`).then(
    (rows): Probe => ({ applied: rows.map((r) => r.name) }),
    (err): Probe => {
      const e = err as { code?: string; cause?: { code?: string } };
      if ((e.cause?.code ?? e.code) === '42P01') return { noMigrationTable: true };
      return { unreachable: String((err as Error).message ?? err) };
    },
  );
  try {
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}

healthRoutes.get('/ready', async (c) => {
  const known = knownMigrations();
  const found = await probe(c.var.db);
  if ('unreachable' in found) {
    c.var.log.warn({ reason: found.unreachable }, 'not ready: database unreachable');
    return c.json(
      { status: 'not_ready', error: 'The database does not answer', code: 'db_unavailable' },
      503,
    );
  }
  const applied = new Set('applied' in found ? found.applied : []);
  const pending = known.filter((name) => !applied.has(name));
  if (pending.length) {
    c.var.log.warn({ pending }, 'not ready: migrations pending');
    return c.json(
      {
        status: 'not_ready',
        error: `${pending.length} of ${known.length} database migrations are not applied`,
        code: 'migrations_pending',
        migrations: { known: known.length, pending: pending.length },
      },
      503,
    );
  }
  return c.json({ status: 'ready', migrations: { known: known.length, pending: 0 } });
});
