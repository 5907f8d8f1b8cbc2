import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TAXPAYER_COUNT } from '../../server/seed/table-demo';
import { loginDemo } from './helpers/accounts';
import { call } from './http';

// GET /table/data: the data-grid showcase's server-side example over the seeded demo taxpayers.

interface Row {
  id: number;
  nama: string;
  npwp: string;
  kota: string;
  omzet: number;
  terdaftar: string;
}

describe('GET /table/data', () => {
  let admin: string;
  let client: string;

  beforeAll(async () => {
    admin = await loginDemo('admin');
    client = await loginDemo('client');
  });

  it('pages the whole seeded table (every row once, the default order by id)', async () => {
    const first = await call('/table/data', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(DEMO_TAXPAYER_COUNT);
    expect(first.body.params).toMatchObject({ page: 1, perPage: 10, sort: 'id:asc' });
    expect(first.body.data.map((r: Row) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.body.data[0]).toMatchObject({
      nama: expect.any(String),
      npwp: expect.stringMatching(/^\d{16}$/),
      terdaftar: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      omzet: expect.any(Number),
    });
    const last = await call(`/table/data?perPage=100&page=${DEMO_TAXPAYER_COUNT / 100}`, { token: admin });
    expect(last.body.data).toHaveLength(100);
    expect(last.body.data.at(-1).id).toBe(DEMO_TAXPAYER_COUNT);
    const past = await call(`/table/data?perPage=100&page=${DEMO_TAXPAYER_COUNT / 100 + 1}`, {
      token: admin,
    });
    expect(past.body).toMatchObject({ data: [], total: DEMO_TAXPAYER_COUNT });
  });

  it('sorts by a column either way, ties by id', async () => {
    const asc = await call('/table/data?sort=omzet:asc&perPage=50', { token: admin });
    const amounts = asc.body.data.map((r: Row) => r.omzet);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const desc = await call('/table/data?sort=omzet:desc&perPage=50', { token: admin });
    expect(desc.body.data[0].omzet).toBeGreaterThan(asc.body.data[0].omzet);
    const byDate = await call('/table/data?sort=terdaftar:desc&perPage=25&page=3', { token: admin });
    const dates = byDate.body.data.map((r: Row) => r.terdaftar);
    expect(dates).toEqual([...dates].sort().reverse());
    const byName = await call('/table/data?sort=nama:asc&perPage=25', { token: admin });
    const names = byName.body.data.map((r: Row) => r.nama.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('searches name, NPWP and city, case-insensitively, with LIKE wildcards taken literally', async () => {
    const city = await call('/table/data?q=DENPASAR&perPage=100', { token: admin });
    expect(city.body.total).toBeGreaterThan(100);
    expect(city.body.total).toBeLessThan(DEMO_TAXPAYER_COUNT);
    expect(city.body.data.every((r: Row) => r.kota === 'Denpasar')).toBe(true);

    const one = (await call('/table/data?page=37', { token: admin })).body.data[4] as Row;
    const byNpwp = await call(`/table/data?q=${one.npwp}`, { token: admin });
    expect(byNpwp.body).toMatchObject({ total: 1, data: [one] });

    const companies = await call('/table/data?q=pt%20sinar&sort=nama:desc', { token: admin });
    expect(companies.body.total).toBeGreaterThan(0);
    expect(companies.body.data.every((r: Row) => r.nama.startsWith('PT Sinar'))).toBe(true);

    for (const q of ['%25', '_', 'zzzz-nobody']) {
      const none = await call(`/table/data?q=${q}`, { token: admin });
      expect(none.status, q).toBe(200);
      expect(none.body, q).toMatchObject({ total: 0, data: [] });
    }
  });

  it('refuses a bad query with a 400 naming it', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'perPage=7',
      'sort=omzet',
      'sort=password:asc',
      'sort=omzet:sideways',
      `q=${'x'.repeat(101)}`,
    ]) {
      const r = await call(`/table/data?${query}`, { token: admin });
      expect(r.status, query).toBe(400);
      expect(r.body, query).toMatchObject({ code: 'validation', error: expect.any(String) });
    }
  });

  it("is the admin's only: a client gets 403, no session 401", async () => {
    const r = await call('/table/data', { token: client });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('forbidden');
    expect((await call('/table/data')).status).toBe(401);
  });
});
