import { expect } from 'vitest';
import { CONTENT_KINDS } from '../../../contract/content';
import { type AccessFixtures, adminBillBody, calendarEventBody } from './access-fixtures';
import { randomIp, slipBody, uniqueTag } from './accounts';
import type { Reply, Req } from './http';

// Who may do what, endpoint by endpoint (keyed like routeKey): the access matrix's rules and
// the requests that probe them. A new endpoint needs a line here (a test says so).

export type Signed = 'A' | 'B' | 'admin';
export type Caller = Signed | 'none' | 'garbage' | 'revoked' | 'expired' | 'noApiKey';

export interface Spec {
  /** open: neither API key nor session (probes); public: no session needed; user: any session;
   * admin: admin only; owner: A's row */
  access: 'open' | 'public' | 'user' | 'admin' | 'owner';
  /** the request a caller sends (without its credentials; method and path default to the route's) */
  req: (who: Caller) => Partial<Req>;
  /** status a signed-in caller gets (defaults: user 200 all; admin 403/403/200; owner 404 for B, 200 else) */
  expect?: Partial<Record<Signed, number>>;
  /** A, B and the admin call with a session of their own made for this call (the call ends it) */
  fresh?: boolean;
  /** more checks on a signed-in caller's answer */
  check?: (who: Signed, reply: Reply) => void;
}

export const UNSIGNED: Caller[] = ['none', 'garbage', 'revoked', 'noApiKey'];
const STRONG = 'Kopi-Susu-Gula-9';
/** An upload of a small text file (the mail's and the chat's attachments). */
const uploadReq = (): Partial<Req> => {
  const form = new FormData();
  form.append('file', new Blob(['akses']), 'akses.txt');
  return { form };
};

export function specs(fx: AccessFixtures): Record<string, Spec> {
  const pick = <T>(who: Caller, t: { x: T; y: T; z: T }) => (who === 'admin' ? t.y : who === 'A' ? t.z : t.x);
  const email = () => `akses-${uniqueTag()}@example.test`;
  const ownRow = (who: Signed, clientId: number | undefined) => {
    if (who !== 'B') expect(clientId, `${who} reads A's row`).toBe(fx.a.id);
  };
  return {
    // ---- probes for load balancers (issue 13): no API key, no session, in production too
    'GET /health': { access: 'open', req: () => ({}) },
    'GET /ready': { access: 'open', req: () => ({}) },
    // ---- API documentation (issue 13): holds no data, and a browser opening the docs sends no key
    'GET /openapi.json': { access: 'open', req: () => ({}) },
    'GET /docs': { access: 'open', req: () => ({}) },
    'GET /docs/start.js': { access: 'open', req: () => ({}) },
    'GET /docs/:file': { access: 'open', req: () => ({ path: '/docs/swagger-ui.css' }) },
    // ---- auth (public ones first)
    'POST /user': {
      access: 'public',
      req: () => ({
        body: { nama: 'Akses Baru', email: email(), password: STRONG, phone: '081311112222' },
        ip: randomIp(),
      }),
    },
    'POST /validasi': {
      access: 'public',
      req: () => ({ body: { email: fx.a.email, otp: '000000' }, ip: randomIp() }),
      // a confirmed address is answered like a wrong code (no account enumeration, issue 12)
      expect: { A: 400, B: 400, admin: 400 },
    },
    'POST /kirimulang': {
      access: 'public',
      // an unknown address gets a real resend's answer (no account enumeration, issue 12)
      req: () => ({ body: { email: email() } }),
    },
    'POST /login': {
      access: 'public',
      req: () => ({
        body: { email: 'client2@portalpajak.test', password: 'klien-dua-2026' },
        ip: randomIp(),
      }),
    },
    'POST /forgotpassword': { access: 'public', req: () => ({ body: { email: email() } }) },
    'POST /resetpassword': {
      access: 'public',
      req: () => ({ body: { email: email(), otp: '123456', password: STRONG }, ip: randomIp() }),
      expect: { A: 400, B: 400, admin: 400 },
    },
    'GET /profile': {
      access: 'user',
      req: () => ({}),
      check: (who, r) =>
        expect(r.body.email).toBe(who === 'A' ? fx.a.email : who === 'B' ? fx.b.email : fx.admin.email),
    },
    'GET /logout': { access: 'user', req: () => ({}), fresh: true },
    'POST /changepassword': {
      access: 'user',
      req: () => ({ body: { old_password: 'bukan-kata-sandinya', new_password: STRONG } }),
      expect: { A: 400, B: 400, admin: 400 },
    },
    'GET /sessions': {
      access: 'user',
      req: () => ({}),
      check: (who, r) => {
        const ids = (r.body.data as { id: number }[]).map((s) => s.id);
        if (who !== 'A') expect(ids).not.toContain(fx.sessions.x);
      },
    },
    // sessions and notifications are personal: not even the admin reaches A's
    'DELETE /sessions/:id': {
      access: 'owner',
      req: (who) => ({ path: `/sessions/${who === 'A' ? fx.sessions.z : fx.sessions.x}` }),
      expect: { admin: 404 },
    },
    // ---- the caller's own account (issue 20): two-factor, notification choices, avatar; no one else's
    'POST /login/two-factor': {
      access: 'public',
      req: () => ({ body: { challenge: 'x'.repeat(43), code: '123456' }, ip: randomIp() }),
      // an unknown challenge: sign in again
      expect: { A: 401, B: 401, admin: 401 },
    },
    'GET /account/two-factor': { access: 'user', req: () => ({}) },
    'POST /account/two-factor/setup': {
      access: 'user',
      req: () => ({ body: { password: 'bukan-kata-sandinya' } }),
      expect: { A: 400, B: 400, admin: 400 },
    },
    'POST /account/two-factor/enable': {
      access: 'user',
      req: () => ({ body: { code: '000000' }, ip: randomIp() }),
      expect: { A: 400, B: 400, admin: 400 },
    },
    'POST /account/two-factor/disable': {
      access: 'user',
      req: () => ({ body: { password: 'bukan-kata-sandinya', code: '000000' } }),
      expect: { A: 400, B: 400, admin: 400 },
    },
    'POST /account/two-factor/recovery-codes': {
      access: 'user',
      req: () => ({ body: { password: 'bukan-kata-sandinya' } }),
      expect: { A: 400, B: 400, admin: 400 },
    },
    'GET /account/notifications': { access: 'user', req: () => ({}) },
    'PUT /account/notifications': {
      access: 'user',
      req: () => ({ body: { preferences: [{ type: 'va.expired', channel: 'bell' }] } }),
    },
    'GET /account/preferences': { access: 'user', req: () => ({}) },
    'PUT /account/preferences': { access: 'user', req: () => ({ body: { time_zone: 'Asia/Jakarta' } }) },
    // nobody has an avatar in the fixtures, and the body below is no image
    'GET /account/avatar': { access: 'user', req: () => ({}), expect: { A: 404, B: 404, admin: 404 } },
    'PUT /account/avatar': {
      access: 'user',
      req: () => ({ body: { not: 'an image' } }),
      expect: { A: 400, B: 400, admin: 400 },
    },
    'DELETE /account/avatar': { access: 'user', req: () => ({}) },
    // ---- shell
    'GET /app-bar/search': {
      access: 'user',
      req: () => ({ path: `/app-bar/search?q=${encodeURIComponent(fx.bills.x.nomor)}` }),
      check: (who, r) => {
        if (who === 'A') expect(JSON.stringify(r.body)).toContain(fx.bills.x.nomor);
      },
    },
    // ---- maintenance mode (issue 20): its status for the portal, the switch for the admin
    // (switched off here: the matrix runs beside other tests)
    'GET /maintenance': { access: 'public', req: () => ({}) },
    'PUT /maintenance': { access: 'admin', req: () => ({ body: { active: false } }) },
    // ---- content pages (issue 20): published content for every session; the admin's lists and
    // changes for the 'content' subject (bodies and ids the admin is refused, so nothing changes)
    'GET /pages/pricing': { access: 'user', req: () => ({}) },
    'GET /pages/faqs': { access: 'user', req: () => ({ path: '/pages/faqs?q=virtual' }) },
    'GET /pages/knowledge-base': { access: 'user', req: () => ({}) },
    'GET /pages/knowledge-base/:category/:article': {
      access: 'user',
      req: () => ({ path: '/pages/knowledge-base/e-bupot/batas-waktu-setor-dan-lapor' }),
    },
    ...Object.fromEntries(
      CONTENT_KINDS.flatMap((kind): [string, Spec][] => [
        [`GET /admin/content/${kind}`, { access: 'admin', req: () => ({}) }],
        [
          `POST /admin/content/${kind}`,
          { access: 'admin', req: () => ({ body: {} }), expect: { admin: 400 } },
        ],
        [
          `PUT /admin/content/${kind}/order`,
          { access: 'admin', req: () => ({ body: { ids: [2147483647] } }), expect: { admin: 400 } },
        ],
        [
          `PATCH /admin/content/${kind}/:id`,
          {
            access: 'admin',
            req: () => ({ path: `/admin/content/${kind}/2147483647`, body: { published: true } }),
            expect: { admin: 404 },
          },
        ],
        [
          `DELETE /admin/content/${kind}/:id`,
          {
            access: 'admin',
            req: () => ({ path: `/admin/content/${kind}/2147483647` }),
            expect: { admin: 404 },
          },
        ],
      ]),
    ),
    'GET /notifications': { access: 'user', req: () => ({}) },
    'POST /notifications/read-all': { access: 'user', req: () => ({}) },
    'POST /notifications/:id/read': {
      access: 'owner',
      req: (who) => ({
        method: 'POST',
        path: `/notifications/${who === 'A' ? fx.notifications.z : fx.notifications.x}/read`,
      }),
      expect: { admin: 404 },
    },
    // ---- real-time events and the support chat (issue 17): the client's side is the client's own,
    // the staff's the 'chat' subject's (conversation 1 is the seeded demo client's)
    'GET /events': {
      access: 'user',
      req: () => ({ path: '/events?once=1', headers: { accept: 'text/event-stream' } }),
      check: (_who, r) => expect(r.text).toMatch(/^event: ready\n/),
    },
    'GET /chat': { access: 'user', req: () => ({}), expect: { admin: 403 } },
    'GET /chat/messages': { access: 'user', req: () => ({}), expect: { admin: 403 } },
    'POST /chat/messages': {
      access: 'user',
      req: () => ({ body: { body: 'Halo <b>akses</b>' } }),
      expect: { A: 201, B: 201, admin: 403 },
    },
    'PUT /chat/receipts': { access: 'user', req: () => ({ body: { seen: 1 } }), expect: { admin: 403 } },
    'POST /chat/typing': { access: 'user', req: () => ({}), expect: { admin: 403 } },
    'GET /admin/chat/conversations': { access: 'admin', req: () => ({}) },
    'GET /admin/chat/conversations/:id': {
      access: 'admin',
      req: () => ({ path: '/admin/chat/conversations/1' }),
    },
    'GET /admin/chat/conversations/:id/messages': {
      access: 'admin',
      req: () => ({ path: '/admin/chat/conversations/1/messages' }),
    },
    'POST /admin/chat/conversations/:id/messages': {
      access: 'admin',
      req: () => ({ path: '/admin/chat/conversations/1/messages', body: { body: 'Balasan staf' } }),
      expect: { admin: 201 },
    },
    'PUT /admin/chat/conversations/:id/receipts': {
      access: 'admin',
      req: () => ({ path: '/admin/chat/conversations/1/receipts', body: { seen: 1 } }),
    },
    'POST /admin/chat/conversations/:id/typing': {
      access: 'admin',
      req: () => ({ path: '/admin/chat/conversations/1/typing' }),
    },
    // chat attachments: a client's own conversation's; any conversation's for the staff; a mail's never
    'POST /chat/attachments': {
      access: 'user',
      req: uploadReq,
      expect: { A: 201, B: 201, admin: 403 },
    },
    'GET /chat/attachments/:id': {
      access: 'owner',
      req: () => ({ path: `/chat/attachments/${fx.chat.attachment}` }),
      expect: { admin: 403 },
    },
    'POST /admin/chat/attachments': {
      access: 'admin',
      req: uploadReq,
      expect: { admin: 201 },
    },
    'GET /admin/chat/attachments/:id': {
      access: 'admin',
      req: () => ({ path: `/admin/chat/attachments/${fx.chat.attachment}` }),
    },
    'GET /admin/chat/status': { access: 'admin', req: () => ({}) },
    'PUT /admin/chat/status': { access: 'admin', req: () => ({ body: { status: 'online' } }) },
    // ---- billing
    'GET /penjual': { access: 'user', req: () => ({}) },
    // client lists are a client's own; the admin names one client (client_id) or is refused (issue 15)
    'GET /invoice/export.csv': {
      access: 'user',
      req: (who) => ({
        path: who === 'admin' ? `/invoice/export.csv?client_id=${fx.a.id}` : '/invoice/export.csv',
      }),
      check: (who, r) => {
        if (who !== 'B') expect(r.text).toContain(fx.bills.x.nomor);
      },
    },
    'GET /invoice': {
      access: 'user',
      req: (who) => ({
        path: `/invoice?q=${encodeURIComponent(fx.bills.x.nomor)}${who === 'admin' ? `&client_id=${fx.a.id}` : ''}`,
      }),
      check: (who, r) => expect(r.body.total).toBe(who === 'B' ? 0 : 1),
    },
    'POST /invoice': {
      access: 'admin',
      req: () => {
        const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
        return {
          body: {
            client_id: fx.b.id,
            penjual_id: 2,
            tanggal: today,
            jatuh_tempo: today,
            details: [{ deskripsi: 'Uji akses', qty: 1, harga_satuan: 5_000 }],
          },
        };
      },
      expect: { admin: 201 },
    },
    'GET /invoice/:id': {
      access: 'owner',
      req: () => ({ path: `/invoice/${fx.bills.x.id}` }),
      check: (who, r) => ownRow(who, r.body.client_id),
    },
    'DELETE /invoice/:id': {
      access: 'owner',
      req: (who) => ({ path: `/invoice/${pick(who, fx.bills.cancel)}` }),
    },
    'GET /listbank': { access: 'user', req: () => ({}) },
    'GET /informasibank': { access: 'user', req: () => ({ path: '/informasibank?code=002' }) },
    'POST /createbriva': {
      access: 'owner',
      req: (who) => ({ body: { invoice_id: pick(who, fx.bills.createVa), bank_code: '002' } }),
      expect: { A: 201, admin: 201 },
    },
    'GET /showbriva/:id': {
      access: 'owner',
      req: () => ({ path: `/showbriva/${fx.vas.x.id}` }),
      check: (who, r) => ownRow(who, r.body.transaksi.client_id),
    },
    'GET /getstatus/:id': { access: 'owner', req: () => ({ path: `/getstatus/${fx.vas.x.id}` }) },
    'POST /testPayment': {
      access: 'owner',
      req: (who) => ({ body: { id: pick(who, fx.vas.pay), channel: 'ATM' } }),
    },
    'GET /transaksi/export.csv': {
      access: 'user',
      req: (who) => ({
        path: who === 'admin' ? `/transaksi/export.csv?client_id=${fx.a.id}` : '/transaksi/export.csv',
      }),
      check: (who, r) => {
        if (who !== 'B') expect(r.text).toContain(fx.vas.x.vaNumber);
      },
    },
    'GET /transaksi': {
      access: 'user',
      req: (who) => ({
        path: `/transaksi?q=${fx.vas.x.vaNumber}${who === 'admin' ? `&client_id=${fx.a.id}` : ''}`,
      }),
      check: (who, r) => expect(r.body.total).toBe(who === 'B' ? 0 : 1),
    },
    'DELETE /transaksi/:id': {
      access: 'owner',
      req: (who) => ({ path: `/transaksi/${pick(who, fx.vas.cancel)}` }),
    },
    'DELETE /apps/pembayaran/delete': {
      access: 'owner',
      req: (who) => ({ path: '/apps/pembayaran/delete', body: { id: pick(who, fx.vas.cancelByBody) } }),
    },
    // client_id is the admin's filter; a client asking for A's wallet gets its own
    'GET /dompet': {
      access: 'user',
      req: () => ({ path: `/dompet?client_id=${fx.a.id}` }),
      check: (who, r) => {
        if (who === 'B') expect(r.body.balance).toBe(0);
        else expect(r.body.balance).toBeGreaterThan(0);
      },
    },
    'POST /dompet/topup': {
      access: 'user',
      req: () => ({ body: { amount: 25_000 } }),
      expect: { A: 201, B: 201, admin: 403 },
    },
    'POST /dompet/pay': {
      access: 'owner',
      req: (who) => ({ body: { invoice_id: pick(who, fx.bills.walletPay) } }),
    },
    // ---- documents (issue 21): a slip's PDF is its owner's (and the admin's); a bill not paid has no receipt
    'GET /bupot/:id{[0-9]+}/pdf': {
      access: 'owner',
      req: () => ({ path: `/bupot/${fx.issued.x}/pdf` }),
      check: (who, r) => {
        if (who !== 'B') expect(r.headers['content-type']).toBe('application/pdf');
      },
    },
    'GET /invoice/:id{[0-9]+}/kuitansi.pdf': {
      access: 'owner',
      req: () => ({ path: `/invoice/${fx.bills.x.id}/kuitansi.pdf` }),
      expect: { A: 404, B: 404, admin: 404 },
    },
    'GET /transaksi/:id{[0-9]+}/kuitansi.pdf': {
      access: 'owner',
      req: () => ({ path: `/transaksi/${fx.vas.x.id}/kuitansi.pdf` }),
      expect: { A: 404, B: 404, admin: 404 },
    },
    // like GET /dompet: client_id is the admin's; a client asking for A's statement gets its own
    'GET /dompet/statement': {
      access: 'user',
      req: () => ({ path: `/dompet/statement?client_id=${fx.a.id}&from=2020-01-01` }),
      check: (who, r) => {
        if (who === 'B') expect(r.body.closing_balance).toBe(0);
        else expect(r.body.closing_balance).toBeGreaterThan(0);
      },
    },
    'GET /dompet/statement.csv': { access: 'user', req: () => ({}) },
    'GET /dompet/statement.pdf': { access: 'user', req: () => ({}) },
    // "your bills" summed over every client: client-only (issue 15)
    'GET /dashboard': { access: 'user', req: () => ({}), expect: { admin: 403 } },
    // ---- E-Bupot: the admin reads any slip and changes none; the lists and period figures are
    // a client's own (issue 15)
    'GET /kodeobjekpajak': { access: 'user', req: () => ({ path: '/kodeobjekpajak?pasal=23' }) },
    'GET /bupot': {
      access: 'user',
      req: () => ({ path: `/bupot?q=${encodeURIComponent(fx.drafts.docNumber)}` }),
      expect: { admin: 403 },
      check: (who, r) => expect(r.body.total).toBe(who === 'B' ? 0 : 1),
    },
    'GET /bupot/deadlines': { access: 'user', req: () => ({ path: '/bupot/deadlines?masa=1&tahun=2026' }) },
    'GET /bupot/export.csv': { access: 'user', req: () => ({}), expect: { admin: 403 } },
    'GET /bupot/signers': { access: 'user', req: () => ({}) },
    'GET /bupot/masa': {
      access: 'user',
      req: () => ({ path: '/bupot/masa?tahun=2025' }),
      expect: { admin: 403 },
    },
    // each client reports its own masa (a past one without slips); the admin changes none
    'POST /bupot/masa/report': {
      access: 'user',
      req: () => ({ body: { masa: 1, tahun: 2025 } }),
      expect: { admin: 403 },
    },
    // nothing reported in that masa to correct: a client gets the conflict, the admin no access
    'POST /bupot/masa/correction': {
      access: 'user',
      req: () => ({ body: { masa: 2, tahun: 2025, reason: 'Salah input nilai DPP' } }),
      expect: { A: 409, B: 409, admin: 403 },
    },
    // bulk slip actions are a client's own; another's slip is a per-row not_found (issue 21)
    'POST /bupot/bulk/issue': {
      access: 'user',
      req: () => ({ body: { ids: [2_000_000_000] } }),
      expect: { admin: 403 },
    },
    'GET /bupot/bulk/slips.zip': {
      access: 'user',
      req: () => ({ path: '/bupot/bulk/slips.zip?ids=2000000000' }),
      expect: { A: 404, B: 404, admin: 403 },
    },
    'POST /bupot/bulk/email': {
      access: 'user',
      req: () => ({ body: { ids: [2_000_000_000] } }),
      expect: { admin: 403 },
    },
    // the sent log of a slip: its owner's (and the admin reads any slip)
    'GET /bupot/:id{[0-9]+}/emails': {
      access: 'owner',
      req: () => ({ path: `/bupot/${fx.drafts.x}/emails` }),
    },
    // the spreadsheet import is a client's own; another's import (or none) is a 404 (issue 21)
    'GET /bupot/import/template.xlsx': { access: 'user', req: () => ({}), expect: { admin: 403 } },
    'GET /bupot/import/template.csv': { access: 'user', req: () => ({}), expect: { admin: 403 } },
    'POST /bupot/import': {
      access: 'user',
      req: () => ({ body: {} }),
      expect: { A: 400, B: 400, admin: 403 },
    },
    'GET /bupot/import/:id{[0-9]+}': {
      access: 'user',
      req: () => ({ path: '/bupot/import/2000000000' }),
      expect: { A: 404, B: 404, admin: 403 },
    },
    'PATCH /bupot/import/:id{[0-9]+}/rows/:line{[0-9]+}': {
      access: 'user',
      req: () => ({ path: '/bupot/import/2000000000/rows/2', body: { values: { dpp: '1' } } }),
      expect: { A: 404, B: 404, admin: 403 },
    },
    'POST /bupot/import/:id{[0-9]+}/commit': {
      access: 'user',
      req: () => ({ path: '/bupot/import/2000000000/commit', body: {} }),
      expect: { A: 404, B: 404, admin: 403 },
    },
    // a masa's SPT summary, Coretax export and deposits are a client's own (issue 21)
    'GET /bupot/masa/summary': {
      access: 'user',
      req: () => ({ path: '/bupot/masa/summary?masa=1&tahun=2025' }),
      expect: { admin: 403 },
    },
    'GET /bupot/masa/agenda': { access: 'user', req: () => ({}), expect: { admin: 403 } },
    // no issued slip in that masa: nothing to export
    'GET /bupot/masa/coretax.xml': {
      access: 'user',
      req: () => ({ path: '/bupot/masa/coretax.xml?masa=1&tahun=2025' }),
      expect: { A: 409, B: 409, admin: 403 },
    },
    // nothing withheld in that masa: no account to make a kode billing for
    'POST /bupot/masa/deposit': {
      access: 'user',
      req: () => ({ body: { masa: 1, tahun: 2025, kap: '411124', kjs: '100' } }),
      expect: { A: 404, B: 404, admin: 403 },
    },
    // a code nobody has: 404 for clients (another's code is 404 too), the admin no access
    'POST /bupot/masa/deposit/pay': {
      access: 'user',
      req: () => ({ body: { billingCode: '900000000000000' } }),
      expect: { A: 404, B: 404, admin: 403 },
    },
    'GET /bupot/:id{[0-9]+}': {
      access: 'owner',
      req: () => ({ path: `/bupot/${fx.drafts.x}` }),
      check: (who, r) => ownRow(who, r.body.userId),
    },
    'POST /bupot': {
      access: 'user',
      req: () => ({ body: slipBody() }),
      expect: { A: 201, B: 201, admin: 403 },
    },
    'PUT /bupot/:id{[0-9]+}': {
      access: 'owner',
      req: (who) => ({
        method: 'PUT',
        path: `/bupot/${who === 'A' ? fx.drafts.put : fx.drafts.x}`,
        body: slipBody(who === 'A' ? `UBAH/${uniqueTag()}` : 'HACKED'),
      }),
      expect: { admin: 403 },
    },
    'DELETE /bupot/:id{[0-9]+}': {
      access: 'owner',
      req: (who) => ({ path: `/bupot/${who === 'A' ? fx.drafts.del : fx.drafts.x}` }),
      expect: { admin: 403 },
    },
    'POST /bupot/:id{[0-9]+}/issue': {
      access: 'owner',
      req: (who) => ({ path: `/bupot/${who === 'A' ? fx.drafts.issue : fx.drafts.x}/issue` }),
      expect: { admin: 403 },
    },
    'POST /bupot/:id{[0-9]+}/correct': {
      access: 'owner',
      req: (who) => ({
        path: `/bupot/${who === 'A' ? fx.issued.correct : fx.issued.x}/correct`,
        body: { ...slipBody(), dpp: 12_000_000 },
      }),
      expect: { A: 201, admin: 403 },
    },
    'POST /bupot/:id{[0-9]+}/cancel': {
      access: 'owner',
      req: (who) => ({
        path: `/bupot/${who === 'A' ? fx.issued.cancel : fx.issued.x}/cancel`,
        body: { reason: 'Salah input' },
      }),
      expect: { admin: 403 },
    },
    // ---- settings: the admin reads any client's (?user_id=) and writes only its own
    // the whole profile is sent; each caller keeps its own name
    'PUT /users/profile': {
      access: 'user',
      req: (who) => ({
        body: {
          nama: who === 'A' ? fx.a.nama : who === 'B' ? fx.b.nama : 'Admin Portal',
          phone: '081311112222',
          city: 'Bandung',
        },
      }),
    },
    'POST /users/email-change': { access: 'user', req: () => ({ body: { new_email: email() } }) },
    'POST /users/email-change/confirm': {
      access: 'user',
      req: () => ({ body: { otp: '123456' } }),
      expect: { A: 400, B: 400, admin: 400 },
    },
    'POST /penandatanganspt': {
      access: 'user',
      req: () => ({
        body: {
          bertindak_sebagai: 'PENGURUS',
          jenis_identitas: 'NIK',
          nomor_identitas: '3174051708900001',
          nama: 'Pengurus Baru',
          jabatan: 'Komisaris',
          scope: 'SPT',
        },
      }),
      expect: { A: 201, B: 201, admin: 201 },
    },
    'PUT /penandatanganspt/:id': {
      access: 'owner',
      req: (who) => ({
        path: `/penandatanganspt/${fx.a.signerId}`,
        body: { jabatan: who === 'A' ? 'Direktur Utama' : `HACKED ${who}` },
      }),
      expect: { admin: 404 },
    },
    'GET /penandatangan': {
      access: 'user',
      req: () => ({ path: `/penandatangan?user_id=${fx.a.id}` }),
      expect: { B: 404 },
      check: (who, r) => {
        if (who !== 'B') expect((r.body.data as { id: number }[]).map((s) => s.id)).toContain(fx.a.signerId);
      },
    },
    'POST /penandatangan': {
      access: 'user',
      req: () => {
        const form = new FormData();
        for (const [k, v] of Object.entries({
          bertindak_sebagai: 'PENGURUS',
          jenis_identitas: 'NIK',
          nomor_identitas: '3174051708900001',
          nama: 'Pengurus Dua',
          jabatan: 'Direktur',
          scope: 'BUPOT',
        }))
          form.append(k, v);
        return { form };
      },
      expect: { A: 201, B: 201, admin: 201 },
    },
    'GET /penandatangan/:id': { access: 'owner', req: () => ({ path: `/penandatangan/${fx.a.signerId}` }) },
    'PUT /penandatangan/:id': {
      access: 'owner',
      req: (who) => ({
        method: 'PUT',
        path: `/penandatangan/${fx.a.signerId}`,
        body: { jabatan: who === 'A' ? 'Direktur' : `HACKED ${who}` },
      }),
      expect: { admin: 404 },
    },
    'GET /penandatangan/:id/surat-kuasa': {
      access: 'owner',
      req: () => ({ path: `/penandatangan/${fx.a.kuasaId}/surat-kuasa` }),
      check: (who, r) => {
        if (who !== 'B') expect(r.contentType).toMatch(/^application\/pdf/);
      },
    },
    'GET /efin': {
      access: 'user',
      req: () => ({ path: `/efin?user_id=${fx.a.id}` }),
      expect: { B: 404 },
      check: (who, r) => {
        if (who !== 'B') expect(r.body.efin?.last4).toBe('7890');
      },
    },
    'PUT /efin': { access: 'user', req: () => ({ body: { efin: '1234567890' } }) },
    'GET /sertifikat': {
      access: 'user',
      req: () => ({ path: `/sertifikat?user_id=${fx.a.id}` }),
      expect: { B: 404 },
      check: (who, r) => {
        if (who !== 'B') expect(r.body.certificate?.npwp).toBe(fx.a.npwp);
      },
    },
    'POST /sertifikat': {
      access: 'user',
      req: () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array([1, 2, 3, 4])]), 'bukan.p12');
        form.append('passphrase', 'rahasia');
        return { form };
      },
      expect: { A: 400, B: 400, admin: 400 },
    },
    // ---- admin area
    'GET /users': { access: 'admin', req: () => ({}) },
    'GET /admin/summary': { access: 'admin', req: () => ({}) },
    // the data-grid showcase's server-side example (issue 19): the admin's, as its page
    'GET /table/data': { access: 'admin', req: () => ({ path: '/table/data?q=jakarta&sort=omzet:desc' }) },
    // ---- forms showcase (issue 19): suggestions and the NPWP round trip, the admin's
    'GET /forms/autocomplete': {
      access: 'admin',
      req: () => ({ path: '/forms/autocomplete?q=sing&kind=country' }),
    },
    'POST /forms/check-npwp': { access: 'admin', req: () => ({ body: { npwp: '0012345678901234' } }) },
    // ---- roles, permissions, audit (issue 16): the admin's; staff by their role's permissions
    'GET /admin/roles': { access: 'admin', req: () => ({}) },
    'POST /admin/roles': {
      access: 'admin',
      req: () => ({ body: { name: `akses-${uniqueTag()}`, description: 'matrix' } }),
      expect: { admin: 201 },
    },
    'PUT /admin/roles/:id': {
      access: 'admin',
      req: (who) => ({
        path: `/admin/roles/${who === 'admin' ? fx.access.rolePut : fx.access.roleX}`,
        body: { name: `akses-${uniqueTag()}`, description: 'renamed' },
      }),
    },
    'DELETE /admin/roles/:id': {
      access: 'admin',
      req: (who) => ({ path: `/admin/roles/${who === 'admin' ? fx.access.roleDel : fx.access.roleX}` }),
    },
    'GET /admin/permissions': { access: 'admin', req: () => ({ path: '/admin/permissions?perPage=25' }) },
    'POST /admin/permissions': {
      access: 'admin',
      req: () => ({ body: { name: `Akses ${uniqueTag()}`, action: 'update', subject: 'calendar' } }),
      expect: { admin: 201 },
    },
    'PUT /admin/permissions/:id': {
      access: 'admin',
      req: () => ({
        path: `/admin/permissions/${fx.access.permPut}`,
        body: { name: `Akses ${uniqueTag()}`, action: 'read', subject: 'audit' },
      }),
    },
    'DELETE /admin/permissions/:id': {
      access: 'admin',
      req: (who) => ({
        path: `/admin/permissions/${who === 'admin' ? fx.access.permDel : fx.access.permPut}`,
      }),
    },
    'GET /admin/audit': { access: 'admin', req: () => ({}) },
    'PUT /admin/users/:id/role': {
      access: 'admin',
      req: () => ({ path: `/admin/users/${fx.access.roleTarget}/role`, body: { role: 'client' } }),
    },
    // ---- user management (issue 16): the admin's; callers refused aim at an account that stays
    'POST /apps/users/add-user': {
      access: 'admin',
      req: () => ({ body: { data: { nama: 'Akses Undangan', email: email(), role: 'client' } } }),
      expect: { admin: 201 },
    },
    'DELETE /apps/users/delete': {
      access: 'admin',
      req: (who) => ({ body: { id: who === 'admin' ? fx.users.del : fx.users.x } }),
    },
    'GET /admin/users/:id': {
      access: 'admin',
      req: () => ({ path: `/admin/users/${fx.users.x}` }),
      check: (_, r) => expect(r.body.user.id).toBe(fx.users.x),
    },
    'PUT /admin/users/:id': {
      access: 'admin',
      req: (who) => ({
        path: `/admin/users/${who === 'admin' ? fx.users.edit : fx.users.x}`,
        body: { nama: 'Akses Diubah' },
      }),
    },
    'POST /admin/users/:id/suspend': {
      access: 'admin',
      req: (who) => ({ path: `/admin/users/${who === 'admin' ? fx.users.suspend : fx.users.x}/suspend` }),
    },
    'POST /admin/users/:id/reactivate': {
      access: 'admin',
      req: () => ({ path: `/admin/users/${fx.users.reactivate}/reactivate` }),
    },
    'POST /admin/users/:id/reset-password': {
      access: 'admin',
      req: (who) => ({
        path: `/admin/users/${who === 'admin' ? fx.users.reset : fx.users.x}/reset-password`,
      }),
    },
    'GET /admin/users/:id/sessions': {
      access: 'admin',
      req: () => ({ path: `/admin/users/${fx.users.x}/sessions` }),
    },
    'DELETE /admin/users/:id/sessions/:sessionId': {
      access: 'admin',
      req: () => ({ path: `/admin/users/${fx.users.session.id}/sessions/${fx.users.session.sessionId}` }),
    },
    'GET /admin/users/:id/slips': {
      access: 'admin',
      req: () => ({ path: `/admin/users/${fx.users.x}/slips` }),
    },
    'GET /admin/users/:id/bills': {
      access: 'admin',
      req: () => ({ path: `/admin/users/${fx.users.x}/bills` }),
    },
    'GET /admin/users/:id/payments': {
      access: 'admin',
      req: () => ({ path: `/admin/users/${fx.users.x}/payments` }),
    },
    'GET /admin/users/:id/wallet': {
      access: 'admin',
      req: () => ({ path: `/admin/users/${fx.users.x}/wallet` }),
    },
    // ---- the invoice app (issue 16): the admin's; callers refused aim at a draft that stays
    'GET /admin/invoices': { access: 'admin', req: () => ({}) },
    'GET /admin/invoices/export.csv': { access: 'admin', req: () => ({}) },
    'POST /admin/invoices': {
      access: 'admin',
      req: () => ({ body: adminBillBody(fx.b.id) }),
      expect: { admin: 201 },
    },
    'PATCH /admin/invoices/bulk': {
      access: 'admin',
      req: (who) => ({
        body: { action: 'cancel', ids: [who === 'admin' ? fx.invoices.bulk : fx.invoices.x] },
      }),
      check: (who, r) => who === 'admin' && expect(r.body.done).toEqual([fx.invoices.bulk]),
    },
    'GET /admin/invoices/:id': {
      access: 'admin',
      req: () => ({ path: `/admin/invoices/${fx.invoices.x}` }),
      check: (_, r) => expect(r.body.invoice.id).toBe(fx.invoices.x),
    },
    // the bill's A4 PDF, made on the server (issue 21)
    'GET /admin/invoices/:id{[0-9]+}/pdf': {
      access: 'admin',
      req: () => ({ path: `/admin/invoices/${fx.invoices.x}/pdf` }),
      check: (_, r) => expect(r.headers['content-type']).toBe('application/pdf'),
    },
    'PUT /admin/invoices/:id': {
      access: 'admin',
      req: (who) => ({
        path: `/admin/invoices/${who === 'admin' ? fx.invoices.put : fx.invoices.x}`,
        body: adminBillBody(fx.b.id),
      }),
    },
    'PATCH /admin/invoices/:id/send': {
      access: 'admin',
      req: (who) => ({ path: `/admin/invoices/${who === 'admin' ? fx.invoices.send : fx.invoices.x}/send` }),
    },
    'PATCH /admin/invoices/:id/cancel': {
      access: 'admin',
      req: (who) => ({
        path: `/admin/invoices/${who === 'admin' ? fx.invoices.cancel : fx.invoices.x}/cancel`,
      }),
    },
    'POST /admin/invoices/:id/payments': {
      access: 'admin',
      req: (who) => ({
        path: `/admin/invoices/${who === 'admin' ? fx.invoices.pay : fx.invoices.x}/payments`,
        body: { amount: 1_000, paid_on: '2026-01-05', channel: 'CASH' },
      }),
      expect: { admin: 201 },
    },
    'GET /admin/dashboards/crm': { access: 'admin', req: () => ({}) },
    'GET /admin/dashboards/analytics': {
      access: 'admin',
      req: () => ({ path: '/admin/dashboards/analytics?days=7' }),
    },
    'GET /admin/dashboards/ecommerce': {
      access: 'admin',
      req: () => ({ path: '/admin/dashboards/ecommerce?months=24' }),
    },
    // ---- messages (issue 17): the staff mailbox is the 'email' subject's (the admin area); a
    // client's messages and attachments are their own (A's message to the service is fx.messages)
    'GET /admin/messages': { access: 'admin', req: () => ({}) },
    'POST /admin/messages': {
      access: 'admin',
      req: () => ({ body: { to: [fx.a.id], subject: 'Pesan akses', body_html: '<p>Halo</p>' } }),
      expect: { admin: 201 },
    },
    'PATCH /admin/messages/bulk': {
      access: 'admin',
      req: () => ({ body: { action: 'read', ids: [fx.messages.x] } }),
    },
    'GET /admin/messages/recipients': {
      access: 'admin',
      req: () => ({ path: '/admin/messages/recipients?q=klien' }),
    },
    'POST /admin/messages/drafts': {
      access: 'admin',
      req: () => ({ body: { subject: 'Draf akses' } }),
      expect: { admin: 201 },
    },
    // drafts are their owner's: an id that is no draft of the caller's is a 404
    'GET /admin/messages/drafts/:id{[0-9]+}': {
      access: 'admin',
      req: () => ({ path: '/admin/messages/drafts/2000000000' }),
      expect: { admin: 404 },
    },
    'PUT /admin/messages/drafts/:id{[0-9]+}': {
      access: 'admin',
      req: () => ({ path: '/admin/messages/drafts/2000000000', body: { subject: 'x' } }),
      expect: { admin: 404 },
    },
    'DELETE /admin/messages/drafts/:id{[0-9]+}': {
      access: 'admin',
      req: () => ({ path: '/admin/messages/drafts/2000000000' }),
      expect: { admin: 404 },
    },
    'POST /admin/messages/attachments': {
      access: 'admin',
      req: uploadReq,
      expect: { admin: 201 },
    },
    // the staff read a client's message to the service, and its attachment
    'GET /admin/messages/attachments/:id{[0-9]+}': {
      access: 'admin',
      req: () => ({ path: `/admin/messages/attachments/${fx.messages.attachment}` }),
    },
    'GET /admin/messages/:id{[0-9]+}': {
      access: 'admin',
      req: () => ({ path: `/admin/messages/${fx.messages.x}` }),
      check: (_, r) => expect(r.body.message.subject).toBe(fx.messages.subject),
    },
    'GET /messages': {
      access: 'user',
      req: () => ({ path: '/messages?folder=sent' }),
      expect: { admin: 403 },
      check: (who, r) => {
        if (who === 'A') expect(r.text).toContain(fx.messages.subject);
        if (who === 'B') expect(r.text).not.toContain(fx.messages.subject);
      },
    },
    'POST /messages': {
      access: 'user',
      req: () => ({ body: { subject: 'Pertanyaan akses', body: 'Halo' } }),
      expect: { A: 201, B: 201, admin: 403 },
    },
    'POST /messages/attachments': {
      access: 'user',
      req: uploadReq,
      expect: { A: 201, B: 201, admin: 403 },
    },
    'GET /messages/attachments/:id{[0-9]+}': {
      access: 'owner',
      req: () => ({ path: `/messages/attachments/${fx.messages.attachment}` }),
      expect: { admin: 403 },
    },
    'GET /messages/:id{[0-9]+}': {
      access: 'owner',
      req: () => ({ path: `/messages/${fx.messages.x}` }),
      expect: { admin: 403 },
    },
    // ---- calendar (issue 17): events are personal, the admin's calendar is its own too
    'GET /calendar/items': {
      access: 'user',
      req: () => ({ path: `/calendar/items?from=${calendarRange().from}&to=${calendarRange().to}` }),
      check: (who, r) => {
        if (who === 'A') expect(r.text).toContain(fx.calendar.title);
      },
    },
    'POST /calendar/events': {
      access: 'user',
      req: () => ({ body: calendarEventBody('Rapat akses') }),
      expect: { A: 201, B: 201, admin: 201 },
    },
    'PUT /calendar/events/:id': {
      access: 'owner',
      req: (who) => ({
        path: `/calendar/events/${who === 'A' ? fx.calendar.z : fx.calendar.x}`,
        body: calendarEventBody(who === 'A' ? fx.calendar.title : 'Bukan milikmu'),
      }),
      expect: { admin: 404 },
    },
    'DELETE /calendar/events/:id': {
      access: 'owner',
      req: (who) => ({ path: `/calendar/events/${who === 'A' ? fx.calendar.z : fx.calendar.x}` }),
      expect: { admin: 404 },
    },
    'GET /calendar/export.ics': {
      access: 'user',
      req: () => ({ path: `/calendar/export.ics?from=${calendarRange().from}&to=${calendarRange().to}` }),
      check: (who, r) => {
        if (who === 'A') expect(r.text).toContain(fx.calendar.title);
      },
    },
    'GET /calendar/feed': { access: 'user', req: () => ({}) },
    'POST /calendar/feed': { access: 'user', req: () => ({}), expect: { A: 201, B: 201, admin: 201 } },
    'DELETE /calendar/feed': { access: 'user', req: () => ({}) },
    // the feed is read by its secret address alone: an unknown token is a 404 whoever asks
    'GET /calendar/feed/:file': {
      access: 'open',
      req: () => ({ path: `/calendar/feed/${'Z'.repeat(32)}.ics` }),
      expect: { A: 404 },
    },
  };
}

/** This month and the next, the calendar's range in the access matrix. */
const calendarRange = () => {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
};

export function expectedFor(spec: Spec, who: Caller): number {
  if (spec.access === 'open') return spec.expect?.A ?? 200;
  if (who === 'noApiKey') return 401;
  if (spec.access === 'public') return spec.expect?.A ?? 200;
  if (who !== 'A' && who !== 'B' && who !== 'admin') return 401;
  const defaults: Record<Spec['access'], Record<Signed, number>> = {
    open: { A: 200, B: 200, admin: 200 },
    public: { A: 200, B: 200, admin: 200 },
    user: { A: 200, B: 200, admin: 200 },
    admin: { A: 403, B: 403, admin: 200 },
    owner: { A: 200, B: 404, admin: 200 },
  };
  return spec.expect?.[who] ?? defaults[spec.access][who];
}
