import {
  type Account,
  firstSellerId,
  inBatches,
  issueBill,
  kuasaSigner,
  login,
  loginDemo,
  must,
  newClient,
  readyToIssue,
  slipBody,
  uniqueTag,
} from './accounts';
import type { Client } from './http';

// What the access matrix acts on: client A's rows of every kind, a client B, the admin, and
// tokens that are signed out or about to expire. Rows come in three roles: X is what callers
// who must be refused aim at (it must stay as it was), Y is what the admin may act on, Z what
// A itself acts on, so an allowed write never spends the row another caller needs.

export interface Trio {
  x: number;
  y: number;
  z: number;
}

export interface AccessFixtures {
  a: Account & { signerId: number; kuasaId: number };
  b: Account;
  admin: { token: string; email: string };
  bills: Record<'cancel' | 'createVa' | 'walletPay', Trio> & {
    x: { id: number; nomor: string; total: number };
  };
  vas: Record<'pay' | 'cancel' | 'cancelByBody', Trio> & { x: { id: number; vaNumber: string } };
  drafts: { x: number; put: number; del: number; issue: number; docNumber: string };
  issued: { x: number; correct: number; cancel: number };
  notifications: { x: number; z: number };
  sessions: { x: number; z: number };
  tokens: { revoked: string; expiring: string };
  walletStart: number;
  walletSpent: number;
  /** strings only A's data contains: none may reach B or a caller without a session */
  markers: string[];
  /** staff roles and permissions the admin may change or delete, and an account whose role is set */
  access: {
    roleX: number;
    rolePut: number;
    roleDel: number;
    permPut: number;
    permDel: number;
    roleTarget: number;
  };
  /** accounts the admin's user actions aim at (issue 16): x is read only; one a write */
  users: {
    x: number;
    edit: number;
    suspend: number;
    /** suspended already: the admin reactivates it */
    reactivate: number;
    reset: number;
    del: number;
    /** an account with a live session the admin ends */
    session: { id: number; sessionId: number };
  };
  /** the invoice app's bills (issue 16), to B so A's own bills stay as the checks expect: x is read only; each other one admin write */
  invoices: { x: number; put: number; send: number; cancel: number; bulk: number; pay: number };
  /** A's own calendar events (issue 17): x is what others aim at, z what A changes and deletes; its title is a marker */
  calendar: { x: number; z: number; title: string };
  /** A's message to the service with an attachment (issue 17); its subject is a marker */
  messages: { x: number; attachment: number; subject: string };
  /** a file A sent in the support chat (issue 17) */
  chat: { attachment: number };
}

/** A bill body of the admin's invoice app, due in a month. */
export const adminBillBody = (clientId: number) => ({
  client_id: clientId,
  jatuh_tempo: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  details: [{ deskripsi: 'Jasa akses', qty: 1, harga_satuan: 50_000 }],
});

/** A calendar event today (issue 17), an hour long. */
export const calendarEventBody = (title: string) => {
  const start = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  return {
    title,
    calendar: 'business',
    all_day: false,
    start: start.toISOString(),
    end: new Date(start.getTime() + 3_600_000).toISOString(),
  };
};

export async function buildAccessFixtures(api: Client): Promise<AccessFixtures> {
  const adminToken = await loginDemo(api, 'admin');
  const sellerId = await firstSellerId(api, adminToken);
  const [a, b] = await inBatches(['Klien A', 'Klien B'], 2, (label) => newClient(api, label));
  const [{ signerId }] = await inBatches([a, b], 2, (acc) => readyToIssue(api, acc));
  const kuasaId = await kuasaSigner(api, a);
  await must(api, { method: 'PUT', path: '/efin', token: a.token, body: { efin: '1234567890' } });

  const bill = () => issueBill(api, adminToken, a.id, sellerId);
  const made = await inBatches(
    Array.from({ length: 13 }, (_, i) => i),
    4,
    bill,
  );
  const [x, ...rest] = made;
  const next = () => rest.shift()!.id;
  const trio = () => ({ x: x.id, y: next(), z: next() });
  const bills = { x, cancel: trio(), createVa: trio(), walletPay: trio() };
  const va = async (invoiceId: number) =>
    (await must(api, { path: '/createbriva', token: a.token, body: { invoice_id: invoiceId } })).body
      .transaksi;
  const vaX = await va(x.id);
  const vaTrio = async () => ({ x: vaX.id, y: (await va(next())).id, z: (await va(next())).id });
  const vas = {
    x: { id: vaX.id, vaNumber: vaX.va_number },
    pay: await vaTrio(),
    cancel: await vaTrio(),
    cancelByBody: await vaTrio(),
  };

  // a wallet with money: a top-up paid through the sandbox bank
  const topup = await must(api, { path: '/dompet/topup', token: a.token, body: { amount: 100_000 } });
  const topupVa = await va(topup.body.invoice.id);
  await must(api, { path: '/testPayment', token: a.token, body: { id: topupVa.id } });

  const docNumber = `AKSES/${uniqueTag()}`;
  const draft = async (doc = `AKSES/${uniqueTag()}`) =>
    (await must(api, { path: '/bupot', token: a.token, body: slipBody(doc) })).body.id as number;
  const issuedSlip = async () => {
    const id = await draft();
    await must(api, { method: 'POST', path: `/bupot/${id}/issue`, token: a.token });
    return id;
  };
  const drafts = {
    x: await draft(docNumber),
    put: await draft(),
    del: await draft(),
    issue: await draft(),
    docNumber,
  };
  const issued = { x: await issuedSlip(), correct: await issuedSlip(), cancel: await issuedSlip() };

  const notes = (await must(api, { path: '/notifications', token: a.token })).body.notifications as {
    id: number;
  }[];
  const sessionId = async (token: string) =>
    ((await must(api, { path: '/sessions', token })).body.data as { id: number; current: boolean }[]).find(
      (s) => s.current,
    )!.id;
  const [tokX, tokZ, revoked, expiring] = await inBatches([1, 2, 3, 4], 2, () =>
    login(api, a.email, a.password),
  );
  await must(api, { path: '/logout', token: revoked });

  const role = async () =>
    (await must(api, { path: '/admin/roles', token: adminToken, body: { name: `akses-${uniqueTag()}` } }))
      .body.id as number;
  const permission = async () =>
    (
      await must(api, {
        path: '/admin/permissions',
        token: adminToken,
        body: { name: `Akses ${uniqueTag()}`, action: 'read', subject: 'audit' },
      })
    ).body.id as number;
  const access = {
    roleX: await role(),
    rolePut: await role(),
    roleDel: await role(),
    permPut: await permission(),
    permDel: await permission(),
    roleTarget: (await newClient(api, 'Klien Peran')).id,
  };

  const [ux, uEdit, uSuspend, uReactivate, uReset, uDel, uSession] = await inBatches(
    ['Akun X', 'Akun Ubah', 'Akun Tangguh', 'Akun Aktif', 'Akun Reset', 'Akun Hapus', 'Akun Sesi'],
    2,
    (label) => newClient(api, label),
  );
  await must(api, { method: 'POST', path: `/admin/users/${uReactivate.id}/suspend`, token: adminToken });
  const users = {
    x: ux.id,
    edit: uEdit.id,
    suspend: uSuspend.id,
    reactivate: uReactivate.id,
    reset: uReset.id,
    del: uDel.id,
    session: { id: uSession.id, sessionId: await sessionId(uSession.token) },
  };

  const adminBill = async (send = false) =>
    (
      await must(api, {
        path: '/admin/invoices',
        token: adminToken,
        body: { ...adminBillBody(b.id), send },
      })
    ).body.invoice.id as number;
  const invoices = {
    x: await adminBill(),
    put: await adminBill(),
    send: await adminBill(),
    cancel: await adminBill(),
    bulk: await adminBill(),
    pay: await adminBill(true),
  };

  const calendarTitle = `Agenda rahasia ${uniqueTag()}`;
  const calendarEvent = async () =>
    (
      await must(api, {
        path: '/calendar/events',
        token: a.token,
        body: calendarEventBody(calendarTitle),
      })
    ).body.event_id as number;
  const calendar = { x: await calendarEvent(), z: await calendarEvent(), title: calendarTitle };

  const messageSubject = `Pesan rahasia ${uniqueTag()}`;
  const attachmentForm = new FormData();
  attachmentForm.append('file', new Blob(['rahasia A']), 'rahasia.txt');
  const attachment = (
    await must(api, { path: '/messages/attachments', token: a.token, form: attachmentForm })
  ).body.attachment.id as number;
  const messageX = (
    await must(api, {
      path: '/messages',
      token: a.token,
      body: { subject: messageSubject, body: 'Isi rahasia', attachment_ids: [attachment] },
    })
  ).body.message.id as number;
  const messages = { x: messageX, attachment, subject: messageSubject };

  const chatForm = new FormData();
  chatForm.append('file', new Blob(['rahasia chat A']), 'rahasia-chat.txt');
  const chatAttachment = (await must(api, { path: '/chat/attachments', token: a.token, form: chatForm })).body
    .attachment.id as number;
  await must(api, { path: '/chat/messages', token: a.token, body: { attachment_ids: [chatAttachment] } });

  const markers = [
    a.email,
    a.nama,
    a.npwp,
    docNumber,
    vaX.va_number,
    calendarTitle,
    messageSubject,
    ...made.map((m) => m.nomor),
  ];
  return {
    a: { ...a, signerId, kuasaId },
    b,
    admin: { token: adminToken, email: 'admin@portalpajak.test' },
    bills,
    vas,
    drafts,
    issued,
    notifications: { x: notes[0].id, z: notes[1].id },
    sessions: { x: await sessionId(tokX), z: await sessionId(tokZ) },
    tokens: { revoked, expiring },
    walletStart: 100_000,
    walletSpent: 2 * x.total,
    markers,
    access,
    users,
    invoices,
    calendar,
    messages,
    chat: { attachment: chatAttachment },
  };
}
