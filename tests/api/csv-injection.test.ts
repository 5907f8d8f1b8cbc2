import { beforeAll, describe, expect, it } from 'vitest';
import type { BupotDetail } from '../../contract/ebupot';
import { issueBill, newClient, ok, parseCsv } from './billing-fixtures';
import { addSigner, ebupotClient, slipBody } from './ebupot-fixtures';
import { formulaPieces } from './helpers/spreadsheet';
import { call } from './http';

// The real exports downloaded after a client put formula payloads into what they control (their
// profile name; a slip's recipient name, document and facility numbers, signer name): no piece a
// spreadsheet would cut at `,` or `;` (Indonesian Excel), tabs or line breaks starts a formula,
// and the text still reads back (only an apostrophe added).

const PAYLOADS = [
  'Budi;=4+4;',
  'Budi,=HYPERLINK("http://evil.test")',
  "Budi; +cmd|'/c calc'!A1",
  'Budi;"@SUM(1+1)',
  'Budi -2+3; -1',
];

function expectNoFormula(csv: string) {
  for (const separator of [',', ';'] as const) expect(formulaPieces(csv, separator), separator).toEqual([]);
}

describe('bill and payment exports with a hostile profile name', () => {
  it.each(PAYLOADS)('%j is neutralised in both exports', async (nama) => {
    const client = await newClient();
    const updated = await call<{ nama: string }>('/users/profile', {
      method: 'PUT',
      token: client.token,
      body: { nama, phone: client.phone },
    });
    expect(ok(updated, 'PUT /users/profile').nama).toBe(nama);
    const bill = await issueBill(client.user.id, { dpp: 150_000 });
    ok(await call('/createbriva', { token: client.token, body: { invoice_id: bill.id } }), 'createbriva');

    for (const path of ['/invoice/export.csv', '/transaksi/export.csv']) {
      const reply = await call<string>(path, { token: client.token });
      expect(reply.status, path).toBe(200);
      expectNoFormula(reply.body);
      const [header, row] = parseCsv(reply.body);
      expect(row[header.indexOf('klien')].replace(/'/g, ''), path).toBe(nama.replace(/'/g, ''));
    }
  });
});

describe('E-Bupot export with hostile slip fields', () => {
  let owner: Awaited<ReturnType<typeof ebupotClient>>;
  beforeAll(async () => {
    owner = await ebupotClient();
  });

  it.each(PAYLOADS)('%j is neutralised in every field a client types', async (payload) => {
    const signerId = await addSigner(owner.token, payload);
    const body = slipBody({
      recipientName: payload,
      docNumber: payload.slice(0, 50),
      fasilitas: 'DTP',
      fasilitasNumber: payload.slice(0, 50),
      signerId,
    });
    const created = await call<BupotDetail>('/bupot', { body, token: owner.token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const reply = await call<string>(`/bupot/export.csv?masa=${body.masa}&tahun=${body.tahun}`, {
      token: owner.token,
    });
    expect(reply.status).toBe(200);
    expectNoFormula(reply.body);
    const [header, ...rows] = parseCsv(reply.body);
    const strip = (text: string) => text.replace(/'/g, '');
    const row = rows.find((r) => strip(r[header.indexOf('Nama Penerima')]) === strip(payload));
    expect(row, 'the slip is exported').toBeDefined();
    for (const column of ['Nama Penerima', 'Nomor Dokumen', 'Nomor Fasilitas', 'Penandatangan'])
      expect(strip(row![header.indexOf(column)]), column).toBe(strip(payload));
    // amounts stay bare numbers
    expect(reply.body).toMatch(new RegExp(`,${body.dpp},`));
  });
});
