import { beforeAll, describe, expect, it } from 'vitest';
import type { Signer, SignerListResponse } from '../../contract/settings';
import { createVerifiedUser, loginDemo, type TestAccount } from './helpers/accounts';
import { call } from './http';
import { randomNpwp, TINY_PDF, TINY_PNG } from './settings-fixtures';

const pengurus = (over: Record<string, unknown> = {}) => ({
  bertindak_sebagai: 'PENGURUS',
  jenis_identitas: 'NPWP',
  nomor_identitas: randomNpwp(),
  nama: 'Budi Hartono',
  jabatan: 'Direktur Utama',
  scope: 'BOTH',
  ...over,
});

const kuasaFields = {
  bertindak_sebagai: 'KUASA',
  jenis_identitas: 'NIK',
  nomor_identitas: '3171014508900002',
  nama: 'Sari Dewi',
  jabatan: 'Konsultan Pajak',
  scope: 'BUPOT',
  surat_kuasa_nomor: 'SK-001/2026',
  surat_kuasa_tanggal: '2026-01-05',
};

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file)
    f.append(
      'surat_kuasa_file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }),
      file.name,
    );
  return f;
}

async function list(token: string, query = '') {
  const reply = await call<SignerListResponse>(`/penandatangan${query}`, { token });
  expect(reply.status).toBe(200);
  return reply.body;
}

async function create(token: string, body: Record<string, unknown>) {
  const reply = await call<{ data: Signer }>('/penandatanganspt', { token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data;
}

describe('creating signers', () => {
  let a: TestAccount;
  beforeAll(async () => {
    a = await createVerifiedUser();
  });

  it('adds a PENGURUS by JSON; the first one becomes the default', async () => {
    const s = await create(a.token, pengurus({ nomor_identitas: '01.234.567.8-901.000', is_default: false }));
    expect(s).toMatchObject({
      bertindak_sebagai: 'PENGURUS',
      jenis_identitas: 'NPWP',
      nomor_identitas: '0012345678901000',
      active: true,
      is_default: true,
      surat_kuasa_file: null,
      surat_kuasa_nomor: null,
    });
    const second = await create(a.token, pengurus({ nama: 'Citra' }));
    expect(second.is_default).toBe(false);
  });

  it.each([
    [{ nomor_identitas: '1234' }, 'nomor_identitas'],
    [{ nomor_identitas: '1111111111111111' }, 'nomor_identitas'],
    [{ jenis_identitas: 'NIK', nomor_identitas: '3171013213900001' }, 'nomor_identitas'],
    [{ jenis_identitas: 'PASPOR' }, 'jenis_identitas'],
    [{ bertindak_sebagai: 'DIREKTUR' }, 'bertindak_sebagai'],
    [{ scope: 'ALL' }, 'scope'],
    [{ nama: '' }, 'nama'],
    [{ jabatan: '' }, 'jabatan'],
  ])('refuses %j', async (over, field) => {
    const reply = await call('/penandatanganspt', { token: a.token, body: pengurus(over) });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation');
    expect(reply.body.fields).toHaveProperty(field);
  });

  it('refuses a KUASA without its document, number or date', async () => {
    const json = await call('/penandatanganspt', { token: a.token, body: kuasaFields });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('surat_kuasa_required');
    expect(json.body.fields).toHaveProperty('surat_kuasa_file');

    const noFile = await call('/penandatangan', { token: a.token, form: form(kuasaFields) });
    expect(noFile.status).toBe(400);
    expect(noFile.body.code).toBe('surat_kuasa_required');

    const { surat_kuasa_nomor: _n, surat_kuasa_tanggal: _d, ...bare } = kuasaFields;
    const noNumber = await call('/penandatangan', {
      token: a.token,
      form: form(bare, { bytes: TINY_PDF, name: 'sk.pdf' }),
    });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.fields).toHaveProperty('surat_kuasa_nomor');
    expect(noNumber.body.fields).toHaveProperty('surat_kuasa_tanggal');

    const future = await call('/penandatangan', {
      token: a.token,
      form: form({ ...kuasaFields, surat_kuasa_tanggal: '2999-01-01' }, { bytes: TINY_PDF, name: 'sk.pdf' }),
    });
    expect(future.status).toBe(400);
    expect(future.body.fields).toHaveProperty('surat_kuasa_tanggal');
    const impossible = await call('/penandatangan', {
      token: a.token,
      form: form({ ...kuasaFields, surat_kuasa_tanggal: '2025-02-30' }, { bytes: TINY_PDF, name: 'sk.pdf' }),
    });
    expect(impossible.status).toBe(400);
  });

  it('adds a KUASA with a PDF by multipart and serves the document back to its owner', async () => {
    const reply = await call<{ data: Signer }>('/penandatangan', {
      token: a.token,
      form: form(kuasaFields, { bytes: TINY_PDF, name: 'surat kuasa.pdf', type: 'application/pdf' }),
    });
    expect(reply.status).toBe(201);
    const s = reply.body.data;
    expect(s).toMatchObject({
      bertindak_sebagai: 'KUASA',
      surat_kuasa_nomor: 'SK-001/2026',
      surat_kuasa_tanggal: '2026-01-05',
      surat_kuasa_file: { name: 'surat kuasa.pdf', mime: 'application/pdf', size: TINY_PDF.length },
    });
    const res = await fetch(`${(await import('./http')).apiUrl()}/api/penandatangan/${s.id}/surat-kuasa`, {
      headers: { authorization: `Bearer ${a.token}`, 'x-api-key': 'portal-pajak-dev-key' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await res.arrayBuffer()).equals(TINY_PDF)).toBe(true);
  });

  it('checks the document by its bytes, not its name, and its size', async () => {
    const fake = await call('/penandatangan', {
      token: a.token,
      form: form(kuasaFields, {
        bytes: Buffer.from('MZ this is an exe'),
        name: 'sk.pdf',
        type: 'application/pdf',
      }),
    });
    expect(fake.status).toBe(400);
    expect(fake.body.code).toBe('surat_kuasa_type');

    const png = await call<{ data: Signer }>('/penandatangan', {
      token: a.token,
      form: form({ ...kuasaFields, nama: 'Png' }, { bytes: TINY_PNG, name: 'scan.txt', type: 'text/plain' }),
    });
    expect(png.status).toBe(201);
    expect(png.body.data.surat_kuasa_file?.mime).toBe('image/png');

    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 0x20);
    TINY_PDF.copy(big);
    const tooBig = await call('/penandatangan', {
      token: a.token,
      form: form(kuasaFields, { bytes: big, name: 'sk.pdf' }),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('surat_kuasa_too_large');
  });
});

describe('listing, default and activation', () => {
  let a: TestAccount;
  let first: Signer;
  let second: Signer;
  let third: Signer;
  beforeAll(async () => {
    a = await createVerifiedUser();
    first = await create(a.token, pengurus({ nama: 'Agus' }));
    second = await create(a.token, pengurus({ nama: 'Bella', scope: 'SPT' }));
    third = await create(a.token, pengurus({ nama: 'Cahya', scope: 'BUPOT', jabatan: 'Komisaris' }));
  });

  it('answers data, total, params and allData', async () => {
    const all = await list(a.token);
    expect(all.total).toBe(3);
    expect(all.data.map((s) => s.nama)).toEqual(['Agus', 'Bella', 'Cahya']);
    expect(all.params).toEqual({ q: '', status: 'all', scope: null, page: 1, perPage: 10 });
    expect(all.allData).toHaveLength(3);

    const page = await list(a.token, '?perPage=2&page=2');
    expect(page.data.map((s) => s.nama)).toEqual(['Cahya']);
    expect(page.total).toBe(3);
    expect(page.allData).toHaveLength(3);

    const bupot = await list(a.token, '?scope=BUPOT');
    expect(bupot.data.map((s) => s.nama)).toEqual(['Agus', 'Cahya']);
    const q = await list(a.token, '?q=komis');
    expect(q.data.map((s) => s.nama)).toEqual(['Cahya']);
    expect(q.allData).toHaveLength(3);

    const bad = await call('/penandatangan?perPage=1000', { token: a.token });
    expect(bad.status).toBe(400);
    const badStatus = await call('/penandatangan?status=deleted', { token: a.token });
    expect(badStatus.status).toBe(400);
  });

  it('moves the default when another signer is made the default', async () => {
    const reply = await call<{ data: Signer }>(`/penandatangan/${second.id}`, {
      method: 'PUT',
      token: a.token,
      body: { is_default: true },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.is_default).toBe(true);
    const all = await list(a.token);
    expect(all.allData.filter((s) => s.is_default).map((s) => s.id)).toEqual([second.id]);
    expect(all.data[0].id).toBe(second.id);
  });

  it('deactivates a non-default signer: it leaves the active list but is kept', async () => {
    const reply = await call<{ data: Signer }>(`/penandatangan/${third.id}`, {
      method: 'PUT',
      token: a.token,
      body: { active: false },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.active).toBe(false);
    const active = await list(a.token, '?active=true');
    expect(active.data.map((s) => s.id)).not.toContain(third.id);
    expect(active.params.status).toBe('active');
    const inactive = await list(a.token, '?status=inactive');
    expect(inactive.data.map((s) => s.id)).toEqual([third.id]);
    // no delete
    expect((await call(`/penandatangan/${third.id}`, { method: 'DELETE', token: a.token })).status).toBe(404);
  });

  it('refuses to deactivate or un-default the default, or to make an inactive signer the default', async () => {
    const off = await call(`/penandatangan/${second.id}`, {
      method: 'PUT',
      token: a.token,
      body: { active: false },
    });
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('signer_default_deactivate');
    const unset = await call(`/penandatangan/${second.id}`, {
      method: 'PUT',
      token: a.token,
      body: { is_default: false },
    });
    expect(unset.status).toBe(409);
    expect(unset.body.code).toBe('signer_default_required');
    const inactive = await call(`/penandatangan/${third.id}`, {
      method: 'PUT',
      token: a.token,
      body: { is_default: true },
    });
    expect(inactive.status).toBe(409);
    expect(inactive.body.code).toBe('signer_default_inactive');
    // reactivating and defaulting in one request works
    const both = await call<{ data: Signer }>(`/penandatangan/${third.id}`, {
      method: 'PUT',
      token: a.token,
      body: { active: true, is_default: true },
    });
    expect(both.status).toBe(200);
    expect(both.body.data).toMatchObject({ active: true, is_default: true });
    const all = await list(a.token);
    expect(all.allData.filter((s) => s.is_default)).toHaveLength(1);
  });

  it('updates details by JSON (penandatanganspt) and by multipart, checking the whole signer again', async () => {
    const json = await call<{ data: Signer }>(`/penandatanganspt/${first.id}`, {
      method: 'PUT',
      token: a.token,
      body: { nama: 'Agus Salim', jabatan: 'Direktur Keuangan' },
    });
    expect(json.status).toBe(200);
    expect(json.body.data).toMatchObject({ nama: 'Agus Salim', jabatan: 'Direktur Keuangan' });

    // turning a PENGURUS into a KUASA needs the document, number and date
    const toKuasa = await call(`/penandatangan/${first.id}`, {
      method: 'PUT',
      token: a.token,
      body: { bertindak_sebagai: 'KUASA', surat_kuasa_nomor: 'SK-9', surat_kuasa_tanggal: '2026-01-02' },
    });
    expect(toKuasa.status).toBe(400);
    expect(toKuasa.body.code).toBe('surat_kuasa_required');
    const withFile = await call<{ data: Signer }>(`/penandatangan/${first.id}`, {
      method: 'PUT',
      token: a.token,
      form: form(
        { bertindak_sebagai: 'KUASA', surat_kuasa_nomor: 'SK-9', surat_kuasa_tanggal: '2026-01-02' },
        { bytes: TINY_PDF, name: 'kuasa.pdf' },
      ),
    });
    expect(withFile.status).toBe(200);
    expect(withFile.body.data.surat_kuasa_file?.mime).toBe('application/pdf');
    // back to PENGURUS drops the power of attorney
    const back = await call<{ data: Signer }>(`/penandatangan/${first.id}`, {
      method: 'PUT',
      token: a.token,
      body: { bertindak_sebagai: 'PENGURUS' },
    });
    expect(back.body.data).toMatchObject({ surat_kuasa_file: null, surat_kuasa_nomor: null });

    const badNik = await call(`/penandatangan/${first.id}`, {
      method: 'PUT',
      token: a.token,
      body: { jenis_identitas: 'NIK' },
    });
    // the stored NPWP is not a valid NIK
    expect(badNik.status).toBe(400);
    expect(badNik.body.fields).toHaveProperty('nomor_identitas');
    const badField = await call(`/penandatangan/${first.id}`, {
      method: 'PUT',
      token: a.token,
      body: { active: 'maybe' },
    });
    expect(badField.status).toBe(400);
    expect((await call('/penandatangan/abc', { method: 'PUT', token: a.token, body: {} })).status).toBe(400);
    expect((await call('/penandatangan/999999', { method: 'PUT', token: a.token, body: {} })).status).toBe(
      404,
    );
  });
});

describe('limits and ownership', () => {
  it('stops at 20 signers a client (deactivated ones count)', async () => {
    const a = await createVerifiedUser();
    for (let i = 0; i < 20; i++) await create(a.token, pengurus({ nama: `Signer ${i}` }));
    const all = await list(a.token, '?perPage=100');
    await call(`/penandatangan/${all.data[19].id}`, {
      method: 'PUT',
      token: a.token,
      body: { active: false },
    });
    const reply = await call('/penandatanganspt', { token: a.token, body: pengurus({ nama: 'Twenty-one' }) });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('signer_limit_reached');
    expect((await list(a.token)).total).toBe(20);
  });

  it("never shows or changes another client's signer; an admin reads, but does not write", async () => {
    const a = await createVerifiedUser();
    const b = await createVerifiedUser();
    const mine = await call<{ data: Signer }>('/penandatangan', {
      token: a.token,
      form: form(kuasaFields, { bytes: TINY_PDF, name: 'sk.pdf' }),
    });
    const id = mine.body.data.id;
    expect((await call(`/penandatangan/${id}`, { token: b.token })).status).toBe(404);
    expect((await call(`/penandatangan/${id}/surat-kuasa`, { token: b.token })).status).toBe(404);
    const put = await call(`/penandatangan/${id}`, {
      method: 'PUT',
      token: b.token,
      body: { nama: 'Pencuri' },
    });
    expect(put.status).toBe(404);
    expect(
      (await call(`/penandatanganspt/${id}`, { method: 'PUT', token: b.token, body: { active: false } }))
        .status,
    ).toBe(404);
    expect((await list(b.token)).allData).toHaveLength(0);
    expect((await call(`/penandatangan?user_id=${a.user.id}`, { token: b.token })).status).toBe(404);
    expect((await call(`/penandatangan/${id}`, { token: a.token })).body.data.nama).toBe('Sari Dewi');

    const admin = await loginDemo('admin');
    const adminList = await call<SignerListResponse>(`/penandatangan?user_id=${a.user.id}`, { token: admin });
    expect(adminList.status).toBe(200);
    expect(adminList.body.allData.map((s) => s.id)).toEqual([id]);
    expect((await call(`/penandatangan/${id}/surat-kuasa`, { token: admin })).status).toBe(200);
    const adminPut = await call(`/penandatangan/${id}`, {
      method: 'PUT',
      token: admin,
      body: { nama: 'Admin' },
    });
    expect(adminPut.status).toBe(404);
    expect((await call('/penandatangan')).status).toBe(401);
  });

  it('answers 404 for a signer without a document', async () => {
    const a = await createVerifiedUser();
    const s = await create(a.token, pengurus());
    const reply = await call(`/penandatangan/${s.id}/surat-kuasa`, { token: a.token });
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('surat_kuasa_not_found');
  });
});

describe('search (Ctrl+/)', () => {
  it("finds the caller's own signers as contacts, never another client's", async () => {
    const a = await createVerifiedUser();
    const b = await createVerifiedUser();
    await create(a.token, pengurus({ nama: 'Wulandari Kusumo', jabatan: 'Komisaris Utama' }));
    const mine = await call<{ type: string; title: string; url: string }[]>('/app-bar/search?q=wulandari', {
      token: a.token,
    });
    expect(mine.status).toBe(200);
    const contacts = mine.body.filter((i) => i.type === 'contacts');
    expect(contacts.map((i) => i.title)).toEqual(['Wulandari Kusumo · Komisaris Utama']);
    expect(contacts[0].url).toBe('/client/pengaturan?tab=penandatangan');
    const theirs = await call<{ type: string }[]>('/app-bar/search?q=wulandari', { token: b.token });
    expect(theirs.body.filter((i) => i.type === 'contacts')).toEqual([]);
  });
});
