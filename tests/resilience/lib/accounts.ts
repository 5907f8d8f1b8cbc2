import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS, type DemoKey } from '../../../server/seed/demo-accounts';
import { makeP12, randomNpwp, TINY_PDF } from '../../api/settings-fixtures';
import { type Client, explain, type Reply, type Req } from './http';

// Accounts and their data for the resilience suite, made through the real endpoints of a
// server given by its client (the API suite's helpers read the URL through vitest inject).

export interface Account {
  id: number;
  email: string;
  password: string;
  nama: string;
  npwp: string;
  token: string;
}

/** Throws with the request and the answer unless the status is one of `ok` (default 2xx). */
export async function must<T = any>(api: Client, req: Req, ok?: number[]): Promise<Reply<T>> {
  const reply = await api.request<T>(req);
  const fine = ok ? ok.includes(reply.status) : reply.status >= 200 && reply.status < 300;
  if (!fine) throw new Error(`setup call failed: ${explain(req, reply)}`);
  return reply;
}

export const uniqueTag = () => randomBytes(4).toString('hex');
/** A unique fake client address, so the per-address limits of one step never touch another. */
export const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

export async function login(api: Client, email: string, password: string): Promise<string> {
  const reply = await must(api, { path: '/login', body: { email, password }, ip: randomIp() });
  return reply.body.content.access_token as string;
}

export function demoAccount(key: DemoKey) {
  return DEMO_ACCOUNTS.find((a) => a.key === key)!;
}

export async function loginDemo(api: Client, key: DemoKey): Promise<string> {
  const account = demoAccount(key);
  return login(api, account.email, account.password);
}

/** Registers, confirms by the mailed code and signs in a new client with an NPWP. */
export async function newClient(api: Client, label = 'Klien Uji'): Promise<Account> {
  const tag = uniqueTag();
  const account = {
    email: `resilience-${tag}@example.test`,
    // nothing of the address or the name in it (personal passwords are refused)
    password: `Teh-Manis-Sore-${randomBytes(3).toString('hex')}`,
    nama: `${label} ${tag}`,
    npwp: randomNpwp(),
  };
  await must(api, { path: '/user', body: { ...account, phone: '081311112222' }, ip: randomIp() });
  const mail = await must(api, {
    path: `/dev/mailbox?email=${encodeURIComponent(account.email)}`,
    apiKey: null,
  });
  const otp = mail.body.messages.find((m: { otp: string | null }) => m.otp)?.otp;
  if (!otp) throw new Error(`no code mailed to ${account.email}`);
  await must(api, { path: '/validasi', body: { email: account.email, otp }, ip: randomIp() });
  const token = await login(api, account.email, account.password);
  const profile = await must(api, { path: '/profile', token });
  return { ...account, id: profile.body.id, token };
}

/** A default PENGURUS signer and a valid certificate matching the NPWP: the client may issue slips. */
export async function readyToIssue(api: Client, account: Account): Promise<{ signerId: number }> {
  const signer = new FormData();
  for (const [k, v] of Object.entries({
    bertindak_sebagai: 'PENGURUS',
    jenis_identitas: 'NIK',
    nomor_identitas: '3174051708900001',
    nama: `Penanda Tangan ${account.nama}`,
    jabatan: 'Direktur',
    scope: 'BOTH',
    is_default: 'true',
  }))
    signer.append(k, v);
  const made = await must(api, {
    method: 'POST',
    path: '/penandatangan',
    form: signer,
    token: account.token,
  });
  await uploadCertificate(api, account);
  return { signerId: made.body.data.id };
}

export async function uploadCertificate(api: Client, account: Account, passphrase = 'rahasia-sertel') {
  const form = new FormData();
  const bytes = makeP12({ passphrase, cn: account.npwp });
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: 'application/x-pkcs12' }),
    `${account.npwp}.p12`,
  );
  form.append('passphrase', passphrase);
  return must(api, { method: 'POST', path: '/sertifikat', form, token: account.token });
}

/** A KUASA signer with a stored power of attorney (PDF). */
export async function kuasaSigner(api: Client, account: Account): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    bertindak_sebagai: 'KUASA',
    jenis_identitas: 'NIK',
    nomor_identitas: '3174051708900001',
    nama: `Kuasa ${account.nama}`,
    jabatan: 'Konsultan Pajak',
    scope: 'BUPOT',
    surat_kuasa_nomor: `SK-${uniqueTag()}`,
    surat_kuasa_tanggal: '2025-01-15',
  }))
    form.append(k, v);
  form.append(
    'surat_kuasa_file',
    new Blob([new Uint8Array(TINY_PDF)], { type: 'application/pdf' }),
    'kuasa.pdf',
  );
  const made = await must(api, { method: 'POST', path: '/penandatangan', form, token: account.token });
  return made.body.data.id;
}

/** Today in Jakarta and its masa/tahun. */
export function jakartaToday() {
  const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  const [tahun, masa] = today.split('-').map(Number);
  return { today, tahun, masa };
}

/** A valid PPh 23 slip body of the current masa. */
export function slipBody(docNumber = `INV/${uniqueTag()}`) {
  const { today, tahun, masa } = jakartaToday();
  return {
    masa,
    tahun,
    recipientType: 'NPWP',
    recipientId: '0215550123407000',
    recipientName: 'PT Rekayasa Teknik Nusantara',
    recipientNitku: null,
    kodeObjek: '24-104-01',
    fasilitas: 'N/A',
    dpp: 10_000_000,
    docType: 'CommercialInvoice',
    docNumber,
    docDate: today,
    withholdingDate: today,
  };
}

/** A bill issued by the admin to `clientId` (total = amount + 11 % PPN); answers its id and nomor. */
export async function issueBill(
  api: Client,
  adminToken: string,
  clientId: number,
  penjualId: number,
  amount = 10_000,
): Promise<{ id: number; nomor: string; total: number }> {
  const { today } = jakartaToday();
  const reply = await must(api, {
    path: '/invoice',
    token: adminToken,
    body: {
      client_id: clientId,
      penjual_id: penjualId,
      tanggal: today,
      jatuh_tempo: today,
      details: [{ deskripsi: 'Jasa uji ketahanan', qty: 1, harga_satuan: amount }],
    },
  });
  const inv = reply.body.invoice;
  return { id: inv.id, nomor: inv.nomor, total: inv.total };
}

export async function firstSellerId(api: Client, token: string): Promise<number> {
  const reply = await must(api, { path: '/penjual', token });
  return reply.body[0].id;
}

/** Runs `fn` over `items`, at most `width` at a time. */
export async function inBatches<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]);
      }
    }),
  );
  return out;
}
