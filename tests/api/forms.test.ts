import { beforeAll, describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_LIMIT } from '../../contract/forms';
import { loginDemo } from './helpers/accounts';
import { call } from './http';

// The forms showcase's server round trips (issue 19): GET /forms/autocomplete (tax object codes
// and countries as one types) and POST /forms/check-npwp (is this NPWP already a client's?).

describe('forms showcase endpoints', () => {
  let admin: string;
  let client: string;

  beforeAll(async () => {
    admin = await loginDemo('admin');
    client = await loginDemo('client');
  });

  it('suggests tax object codes by code or words, in the asked language', async () => {
    const byCode = await call('/forms/autocomplete?q=24-104&kind=tax-object', { token: admin });
    expect(byCode.status).toBe(200);
    expect(byCode.body.data.length).toBeGreaterThan(0);
    for (const s of byCode.body.data) {
      expect(s).toMatchObject({ kind: 'tax-object', value: expect.stringMatching(/^24-104-\d{2}$/) });
      expect(s.description).toMatch(/^PPh 23 · /);
    }
    const words = await call('/forms/autocomplete?q=sewa&kind=tax-object&lang=id', { token: admin });
    expect(words.body.data.length).toBeGreaterThan(0);
    expect(words.body.data.every((s: { label: string }) => /sewa/i.test(s.label))).toBe(true);
  });

  it('names countries in the asked language, folding accents, sorted, at most the limit', async () => {
    const fr = await call('/forms/autocomplete?q=allemagne&kind=country&lang=fr', { token: admin });
    expect(fr.body.data).toEqual([
      { kind: 'country', value: 'DEU', label: 'Allemagne', description: 'DE · DEU' },
    ]);
    const id = await call('/forms/autocomplete?q=jerman&kind=country&lang=id', { token: admin });
    expect(id.body.data[0]).toMatchObject({ value: 'DEU', label: 'Jerman' });
    const accents = await call('/forms/autocomplete?q=cote&kind=country&lang=fr', { token: admin });
    expect(accents.body.data.map((s: { value: string }) => s.value)).toContain('CIV');
    const all = await call('/forms/autocomplete?kind=country', { token: admin });
    expect(all.body.data).toHaveLength(AUTOCOMPLETE_LIMIT);
    expect(all.body.total).toBeGreaterThan(200);
    const labels = all.body.data.map((s: { label: string }) => s.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    const none = await call('/forms/autocomplete?q=zzzzqqq', { token: admin });
    expect(none.body).toEqual({ data: [], total: 0 });
  });

  it('refuses a bad query with 400 and anyone but the admin', async () => {
    const bad = await call('/forms/autocomplete?kind=planets', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation');
    const long = await call(`/forms/autocomplete?q=${'a'.repeat(61)}`, { token: admin });
    expect(long.status).toBe(400);
    expect((await call('/forms/autocomplete?q=a', { token: client })).status).toBe(403);
    expect((await call('/forms/autocomplete?q=a')).status).toBe(401);
    expect(
      (await call('/forms/check-npwp', { method: 'POST', body: { npwp: '0012345678901234' }, token: client }))
        .status,
    ).toBe(403);
  });

  it("answers whether an NPWP is a client's, however it is written", async () => {
    const taken = await call('/forms/check-npwp', {
      method: 'POST',
      body: { npwp: '0012 3456 7890 1234' },
      token: admin,
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ npwp: '0012345678901234', registered: true });
    const legacy = await call('/forms/check-npwp', {
      method: 'POST',
      body: { npwp: '01.234.567.8-901.234' },
      token: admin,
    });
    expect(legacy.body).toEqual({ npwp: '0012345678901234', registered: true });
    const free = await call('/forms/check-npwp', {
      method: 'POST',
      body: { npwp: '3175092208900004' },
      token: admin,
    });
    expect(free.body).toEqual({ npwp: '3175092208900004', registered: false });
    for (const npwp of ['123', '1111111111111111', 'abcdabcdabcdabcd', 42]) {
      const bad = await call('/forms/check-npwp', { method: 'POST', body: { npwp }, token: admin });
      expect(bad.status, String(npwp)).toBe(400);
      expect(bad.body.fields.npwp).toBe('npwp_invalid');
    }
  });
});
