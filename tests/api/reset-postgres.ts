import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Makes a fresh, uniquely named database on the server of `url` so parallel runs never meet;
 * answers its URL and a function that drops it.
 */
export async function createTempDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
