import { jakartaToday, slipBody } from './accounts';
import type { FuzzContext } from './fuzz';

/**
 * A valid body for each endpoint that takes one (keyed like routeKey), the start of the fuzz's
 * mutations so they reach past the first check. Script fragments ride in the text fields.
 * `ownIds`: the fuzzing client's bills [0-3], payment [4], draft slip [5], signer [6].
 */
export function fuzzTemplates(ctx: { clientId: number; ownIds: number[] }): FuzzContext['templates'] {
  const { today } = jakartaToday();
  return {
    'POST /user': () => ({
      nama: 'Fuzz',
      email: `fz-${Math.random()}@example.test`,
      password: 'Kopi-Susu-Gula-9',
      phone: '081311112222',
    }),
    'POST /validasi': () => ({ email: 'nobody@example.test', otp: '123456' }),
    'POST /kirimulang': () => ({ email: 'nobody@example.test' }),
    'POST /login': () => ({ email: 'nobody@example.test', password: 'Kopi-Susu-Gula-9' }),
    'POST /forgotpassword': () => ({ email: 'nobody@example.test' }),
    'POST /resetpassword': () => ({
      email: 'nobody@example.test',
      otp: '123456',
      password: 'Kopi-Susu-Gula-9',
    }),
    'POST /changepassword': () => ({ old_password: 'not-the-password', new_password: 'Kopi-Susu-Gula-9' }),
    'POST /invoice': () => ({
      client_id: ctx.clientId,
      penjual_id: 2,
      tanggal: today,
      jatuh_tempo: today,
      catatan: '<script>alert(1)</script>',
      details: [{ deskripsi: '<img src=x onerror=alert(1)>', qty: 1, harga_satuan: 1000 }],
    }),
    'POST /createbriva': () => ({ invoice_id: ctx.ownIds[1], bank_code: '002' }),
    'POST /testPayment': () => ({ id: ctx.ownIds[4], channel: 'ATM' }),
    'DELETE /apps/pembayaran/delete': () => ({ id: ctx.ownIds[4] }),
    'POST /dompet/topup': () => ({ amount: 50_000 }),
    'POST /dompet/pay': () => ({ invoice_id: ctx.ownIds[2] }),
    'POST /bupot': () => slipBody(),
    // chat (issue 17): markup and script in a message, kept as text
    'POST /chat/messages': () => ({
      body: '<img src=x onerror=alert(1)><script>alert(2)</script>',
      attachment_ids: [],
      client_key: `fz${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
    }),
    'POST /admin/chat/conversations/:id/messages': () => ({
      body: '<svg onload=alert(1)>',
      attachment_ids: [],
    }),
    // chat uploads (POST /chat/attachments, /admin/chat/attachments) take no fields: they get the
    // fuzz's hostile files, whose names carry markup and script (lib/fuzz.ts hostileForm)
    'PUT /chat/receipts': () => ({ seen: 1, delivered: 1 }),
    'PUT /admin/chat/status': () => ({ status: 'busy' }),
    'PUT /bupot/:id{[0-9]+}': () => slipBody(),
    'POST /bupot/:id{[0-9]+}/correct': () => slipBody(),
    'POST /bupot/:id{[0-9]+}/cancel': () => ({ reason: 'Salah input <script>' }),
    'POST /bupot/:id{[0-9]+}/issue': () => ({ signerId: ctx.ownIds[6] }),
    'PUT /users/profile': () => ({
      nama: '<script>alert(1)</script>',
      phone: '081311112222',
      city: 'Jakarta',
    }),
    'POST /users/email-change': () => ({ new_email: `fz-${Math.random()}@example.test` }),
    'POST /users/email-change/confirm': () => ({ otp: '123456' }),
    'POST /penandatanganspt': () => ({
      bertindak_sebagai: 'PENGURUS',
      jenis_identitas: 'NIK',
      nomor_identitas: '3174051708900001',
      nama: '<b>Penanda</b>',
      jabatan: 'Direktur',
      scope: 'BOTH',
    }),
    'POST /penandatangan': () => ({
      bertindak_sebagai: 'KUASA',
      jenis_identitas: 'NIK',
      nomor_identitas: '3174051708900001',
      nama: 'Kuasa',
      jabatan: 'Konsultan',
      scope: 'BUPOT',
      surat_kuasa_nomor: 'SK-1',
      surat_kuasa_tanggal: '2025-01-01',
    }),
    'PUT /penandatangan/:id': () => ({ jabatan: 'Komisaris', active: 'true' }),
    'PUT /penandatanganspt/:id': () => ({ jabatan: 'Komisaris' }),
    'PUT /efin': () => ({ efin: '1234567890' }),
    'POST /sertifikat': () => ({ passphrase: 'rahasia' }),
    'DELETE /sessions/:id': () => ({}),
    // messages (issue 17): markup and script in subjects and bodies (sanitised HTML for staff, text
    // for clients); uploads (POST …/attachments) get the fuzz's hostile files and names
    'POST /admin/messages': () => ({
      to: [ctx.clientId],
      cc: [],
      bcc: [],
      subject: '<script>alert(1)</script>\r\nBcc: victim@example.test',
      body_html:
        '<p onclick="alert(1)">Hi<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>',
      attachment_ids: [],
    }),
    'POST /admin/messages/drafts': () => ({
      to: [ctx.clientId],
      subject: '<svg onload=alert(1)>',
      body_html: '<iframe src="javascript:alert(1)"></iframe><style>*{}</style>',
    }),
    'PUT /admin/messages/drafts/:id{[0-9]+}': () => ({
      subject: '"><script>alert(1)</script>',
      body_html: '<b>x</b>',
    }),
    'PATCH /admin/messages/bulk': () => ({ action: 'label', ids: [1], label: 'tax' }),
    'POST /messages': () => ({
      subject: '<img src=x onerror=alert(1)>',
      body: '</textarea><script>alert(1)</script>\n\n<a href="javascript:alert(1)">x</a>',
      attachment_ids: [],
    }),
    // calendar (issue 17): markup and script in the text an .ics file and the calendar grid show
    'POST /calendar/events': () => calendarFuzzEvent(),
    'PUT /calendar/events/:id': () => calendarFuzzEvent(),
  };
}

/** An event whose text carries markup, script and iCalendar lines (the .ics export escapes them). */
const calendarFuzzEvent = () => ({
  title: '<img src=x onerror=alert(1)><script>alert(1)</script>',
  calendar: 'personal',
  all_day: true,
  start: '2026-06-01',
  end: '2026-06-02',
  url: 'https://example.test/?q=<script>alert(1)</script>',
  guests: ['tamu@example.test'],
  description: '</textarea><svg onload=alert(1)>\r\nBEGIN:VEVENT\r\nSUMMARY:injected',
});
