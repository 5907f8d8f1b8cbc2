import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../contract/config';
import type { BupotList } from '../../contract/ebupot';
import { BUPOT_MESSAGES as M } from '../../contract/ebupot/schemas';
import type { ImportCommitAnswer, ImportPreview, ImportRowAnswer } from '../../contract/ebupot-import';
import { IMPORT_MESSAGES } from '../../contract/ebupot-import/schemas';
import { type EbupotClient, ebupotClient, jakartaToday } from './ebupot-fixtures';
import { importCsv, importForm, importRow, importXlsx } from './ebupot-import-fixtures';
import { loginDemo } from './helpers/accounts';
import { apiUrl, call } from './http';

// The E-Bupot spreadsheet import (issue 21): a file checked row by row with the single-slip rules,
// cells fixed in place, the valid rows created as drafts in one transaction or not at all.

type Answer<T> = T & { code?: string; error?: string; fields?: Record<string, string> };
const now = jakartaToday();
const prev = now.masa === 1 ? { masa: 12, tahun: now.tahun - 1 } : { masa: now.masa - 1, tahun: now.tahun };

let owner: EbupotClient;
const upload = (bytes: Uint8Array, name: string, token = owner.token) =>
  call<Answer<ImportPreview>>('/bupot/import', { method: 'POST', form: importForm(bytes, name), token });
const slipCount = async () => (await call<BupotList>('/bupot?perPage=1', { token: owner.token })).body.total;

beforeAll(async () => {
  owner = await ebupotClient({ certificate: false });
});

describe('template', () => {
  it('downloads the empty template as xlsx and CSV; the CSV header reads back as the template', async () => {
    const xlsx = await fetchBytes('/bupot/import/template.xlsx');
    expect(xlsx.type).toContain('spreadsheetml');
    expect([...xlsx.bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    const csv = await fetchBytes('/bupot/import/template.csv');
    expect(new TextDecoder().decode(csv.bytes)).toContain('"Masa Pajak","Tahun Pajak"');
    // a header and no rows: the file is read, then refused as empty
    const empty = await upload(xlsx.bytes, 'template.xlsx');
    expect([empty.status, empty.body.code]).toEqual([422, 'import_empty']);
  });
});

describe('an import', () => {
  let preview: ImportPreview;
  const bad = {
    npwp: importRow(90, { recipientId: '12345' }),
    dpp: importRow(91, { dpp: 'dua juta', kodeObjek: '99-999-99' }),
    code: importRow(92, { kodeObjek: '24-999-01' }),
  };

  it('checks every row with the slip rules and names each bad cell (xlsx)', async () => {
    const rows = [
      importRow(1),
      importRow(2, { dpp: 'Rp 2.500.000' }),
      importRow(3),
      importRow(4, {}, { ...prev, today: '' }),
      importRow(5, {}, { ...prev, today: '' }),
      bad.npwp,
      bad.dpp,
      bad.code,
    ];
    const reply = await upload(await importXlsx(rows), 'bupot-maret.xlsx');
    expect(reply.status, JSON.stringify(reply.body).slice(0, 500)).toBe(201);
    preview = reply.body;
    expect(preview).toMatchObject({ fileName: 'bupot-maret.xlsx', status: 'open' });
    expect(preview.counts).toEqual({ total: 8, valid: 5, invalid: 3 });
    const [r6, r7, r8] = preview.rows.slice(5);
    expect(preview.rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(r6.errors).toEqual({ recipientId: { key: 'npwp_invalid', message: M.npwp_invalid } });
    expect(r7.errors.dpp).toEqual({ key: 'dpp_positive', message: M.dpp_positive });
    expect(r8.errors).toEqual({ kodeObjek: { key: 'code_unknown', message: M.code_unknown } });
    expect(preview.rows[1].values.dpp).toBe('Rp 2.500.000');
  });

  it('fixes a cell in place: the row is checked again and the edit is kept', async () => {
    const fix = await call<Answer<ImportRowAnswer>>(`/bupot/import/${preview.id}/rows/7`, {
      method: 'PATCH',
      body: { values: { recipientId: '0215550123407000' } },
      token: owner.token,
    });
    expect(fix.status, JSON.stringify(fix.body)).toBe(200);
    expect(fix.body.row).toMatchObject({ line: 7, errors: {} });
    const still = await call<Answer<ImportRowAnswer>>(`/bupot/import/${preview.id}/rows/8`, {
      method: 'PATCH',
      body: { values: { dpp: '2.000.000,50' } },
      token: owner.token,
    });
    expect(still.body.row.errors.dpp?.key).toBe('dpp_positive');
    expect(still.body.row.errors.kodeObjek?.key).toBe('code_unknown');
    const again = await call<ImportPreview>(`/bupot/import/${preview.id}`, { token: owner.token });
    expect(again.body.rows[5].values.recipientId).toBe('0215550123407000');
    expect(again.body.counts).toEqual({ total: 8, valid: 6, invalid: 2 });
    const badBody = await call<Answer<unknown>>(`/bupot/import/${preview.id}/rows/8`, {
      method: 'PATCH',
      body: { values: { nope: 'x' } },
      token: owner.token,
    });
    expect(badBody.status).toBe(400);
    const noRow = await call<Answer<unknown>>(`/bupot/import/${preview.id}/rows/99`, {
      method: 'PATCH',
      body: { values: { dpp: '1' } },
      token: owner.token,
    });
    expect(noRow.status).toBe(404);
  });

  it('a masa reported meanwhile refuses its rows, and a commit expecting them creates nothing (all or nothing)', async () => {
    const reported = await call('/bupot/masa/report', { method: 'POST', body: prev, token: owner.token });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    const again = await call<ImportPreview>(`/bupot/import/${preview.id}`, { token: owner.token });
    expect(again.body.rows[3].errors.masa).toEqual({
      key: 'masa_reported',
      message: IMPORT_MESSAGES.masa_reported,
    });
    expect(again.body.counts.valid).toBe(4);
    const refused = await call<Answer<unknown>>(`/bupot/import/${preview.id}/commit`, {
      method: 'POST',
      body: { expected: 6 },
      token: owner.token,
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'import_rows_changed']);
    expect(await slipCount()).toBe(0);
  });

  it('creates the valid rows as drafts in one go, with the figures of the single-slip form; never twice', async () => {
    const done = await call<Answer<ImportCommitAnswer>>(`/bupot/import/${preview.id}/commit`, {
      method: 'POST',
      body: { expected: 4 },
      token: owner.token,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body).toMatchObject({
      created: 4,
      skipped: 4,
      periods: [{ masa: now.masa, tahun: now.tahun, count: 4 }],
    });
    const list = await call<BupotList>('/bupot?sort=dpp&order=asc', { token: owner.token });
    expect(list.body.total).toBe(4);
    const slips = list.body.transaksis;
    expect(slips.every((s) => s.status === 'draft')).toBe(true);
    // PPh 23 jasa: 2 % of the DPP
    expect(slips.map((s) => [s.dpp, s.pph])).toEqual([
      [1_001_000, 20_020],
      [1_003_000, 20_060],
      [1_090_000, 21_800],
      [2_500_000, 50_000],
    ]);
    const twice = await call<Answer<unknown>>(`/bupot/import/${preview.id}/commit`, {
      method: 'POST',
      token: owner.token,
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'import_committed']);
    expect(await slipCount()).toBe(4);
  });

  it('a reported masa refuses rows at upload too (CSV with semicolons)', async () => {
    const reply = await upload(importCsv([importRow(1, {}, { ...prev, today: '' })]), 'lama.csv');
    expect(reply.status).toBe(201);
    expect(reply.body.rows[0].errors.masa?.key).toBe('masa_reported');
    const none = await call<Answer<unknown>>(`/bupot/import/${reply.body.id}/commit`, {
      method: 'POST',
      token: owner.token,
    });
    expect([none.status, none.body.code]).toEqual([422, 'import_no_valid_rows']);
  });
});

describe('limits and access', () => {
  it('refuses a file over the size limit (413) and one without the template header (422)', async () => {
    const big = await upload(new Uint8Array(2.6 * 1024 * 1024).fill(65), 'big.csv');
    expect([big.status, big.body.code]).toEqual([413, 'import_too_large']);
    const noHeader = await upload(new TextEncoder().encode('Nama,Alamat\nBudi,Jakarta'), 'lain.csv');
    expect([noHeader.status, noHeader.body.code]).toEqual([422, 'import_bad_header']);
    expect(Object.keys(noHeader.body.fields ?? {})).toContain('Masa Pajak');
    const noFile = await call<Answer<unknown>>('/bupot/import', {
      method: 'POST',
      form: new FormData(),
      token: owner.token,
    });
    expect(noFile.status).toBe(400);
  });

  it('is the client’s own: the admin is refused (403), another client sees no import (404)', async () => {
    const admin = await loginDemo('admin');
    const asAdmin = await upload(importCsv([importRow(1)]), 'a.csv', admin);
    expect(asAdmin.status).toBe(403);
    expect((await call('/bupot/import/template.csv', { token: admin })).status).toBe(403);
    const mine = await upload(importCsv([importRow(1)]), 'a.csv');
    const other = await loginDemo('client2');
    expect((await call(`/bupot/import/${mine.body.id}`, { token: other })).status).toBe(404);
    const commit = await call(`/bupot/import/${mine.body.id}/commit`, { method: 'POST', token: other });
    expect(commit.status).toBe(404);
    expect((await call('/bupot/import/template.csv')).status).toBe(401);
  });
});

async function fetchBytes(path: string) {
  const res = await fetch(`${apiUrl()}/api${path}`, {
    headers: { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY, authorization: `Bearer ${owner.token}` },
  });
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type') ?? '', bytes: new Uint8Array(await res.arrayBuffer()) };
}
