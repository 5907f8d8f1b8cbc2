// Import part of `npm run bench` (issue 21): a 5,000-row xlsx of DJP's e-Bupot Unifikasi layout
// uploaded to the real server (read, every row checked with the slip rules) and committed (5,000
// drafts and their audit rows in one transaction), timed from the client, on a fresh PGlite
// directory with the demo data (the shared bench database keeps its figures). Goal: upload +
// commit under 10 s on this machine. Run alone: `npm run bench -- import`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../contract/config';
import { DEMO_ACCOUNTS } from '../server/seed/demo-accounts';
import { importForm, importRow, importXlsx } from '../tests/api/ebupot-import-fixtures';
import { startServer } from '../tests/api/start-server';
import { say } from './data';
import { round } from './stats';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const GOAL_MS = 10_000;
const PORT = 3405;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

export async function measureImport() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const server = await startServer({ dataDir, env: { PORT: String(PORT), SWEEP_INTERVAL_SECONDS: '3600' } });
  try {
    const headers = { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY, 'content-type': 'application/json' };
    const client = DEMO_ACCOUNTS.find((a) => a.key === 'client')!;
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: client.email, password: client.password }),
    });
    const token = ((await login.json()) as { content: { access_token: string } }).content.access_token;
    const auth = { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY, authorization: `Bearer ${token}` };
    const rows = Array.from({ length: ROWS }, (_, i) => importRow(i));
    const file = await importXlsx(rows);
    say(`import: ${ROWS} rows, ${Math.round(file.byteLength / 1024)} KB xlsx`);
    const [preview, uploadMs] = await timed(async () => {
      const res = await fetch(`${server.url}/api/bupot/import`, {
        method: 'POST',
        headers: auth,
        body: importForm(file, 'bench.xlsx'),
      });
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { id: number; counts: { valid: number } };
    });
    if (preview.counts.valid !== ROWS) throw new Error(`${preview.counts.valid} of ${ROWS} rows valid`);
    const [created, commitMs] = await timed(async () => {
      const res = await fetch(`${server.url}/api/bupot/import/${preview.id}/commit`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ expected: ROWS }),
      });
      if (res.status !== 201) throw new Error(`commit answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { created: number }).created;
    });
    const totalMs = uploadMs + commitMs;
    return {
      rows: ROWS,
      fileKb: Math.round(file.byteLength / 1024),
      uploadMs: round(uploadMs),
      commitMs: round(commitMs),
      totalMs: round(totalMs),
      created,
      goalMs: GOAL_MS,
      met: created === ROWS && totalMs <= GOAL_MS,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run() {
  const m = await measureImport();
  const markdown = [
    '## E-Bupot import (PGlite)',
    '',
    `A ${m.rows.toLocaleString('en')}-row xlsx (${m.fileKb} KB) through the real server, timed from the client.`,
    '',
    '| step | ms |',
    '|---|---:|',
    `| upload: read the file, check every row, store the preview | ${m.uploadMs} |`,
    `| commit: ${m.created.toLocaleString('en')} drafts and their audit rows in one transaction | ${m.commitMs} |`,
    `| total (goal ≤ ${m.goalMs} ms: ${m.met ? 'met' : '**MISSED**'}) | ${m.totalMs} |`,
  ].join('\n');
  return { json: m, markdown };
}

// `node --import tsx bench/import.ts` runs this part alone and prints its table.
if (import.meta.url === `file://${process.argv[1]}`) {
  run().then(
    ({ markdown }) => console.log(markdown),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
