import { beforeAll, describe, expect, it } from 'vitest';
import type { PermissionListResponse } from '../../contract/access';
import type { DevMailboxResponse } from '../../contract/auth';
import type {
  ClientMessageList,
  MessageAttachment,
  MessageDetail,
  MessageList,
  MessageThread,
} from '../../contract/messages';
import type { NotificationsResponse } from '../../contract/shell';
import { createVerifiedUser, loginDemo, type TestAccount } from './helpers/accounts';
import { call } from './http';

// Messages between staff and clients (issue 17): delivery to the client's Pesan list, bell and
// mail; isolation between two clients and from staff-internal mail; attachments only for sender
// and recipients; sanitised HTML; validation; the per-sender rate limit; the 'email' permission.

let admin: string;
let adminId: number;
let a: TestAccount;
let b: TestAccount;

const send = (body: Record<string, unknown>, token = admin) =>
  call<{ message: MessageDetail }>('/admin/messages', { token, body });
const sent = async (body: Record<string, unknown>) => {
  const r = await send({ body_html: '<p>Halo</p>', ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.message;
};
const clientList = (who: TestAccount, folder = 'inbox') =>
  call<ClientMessageList>(`/messages?folder=${folder}&perPage=100`, { token: who.token });
const upload = (
  token: string,
  name: string,
  bytes: Uint8Array | string,
  path = '/admin/messages/attachments',
) => {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart]), name);
  return call<{ attachment: MessageAttachment }>(path, { token, form });
};
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

beforeAll(async () => {
  admin = await loginDemo('admin');
  adminId = (await call<{ id: number }>('/profile', { token: admin })).body.id;
  a = await createVerifiedUser({ nama: 'Klien Pesan A' });
  b = await createVerifiedUser({ nama: 'Klien Pesan B' });
});

describe('staff to client', () => {
  it("lands in the client's Pesan list, bell and mailbox, and not in another client's", async () => {
    const subject = `SPT Masa ${Date.now()}`;
    const message = await sent({
      to: [a.user.id],
      subject,
      body_html: '<p>Mohon kirim <b>bukti potong</b>.</p>',
    });
    expect(message).toMatchObject({ subject, folder: 'sent', read: true, from_client: false });
    expect(message.to.map((p) => p.id)).toEqual([a.user.id]);

    const list = await clientList(a);
    expect(list.status).toBe(200);
    const row = list.body.messages.find((m) => m.id === message.id);
    expect(row).toMatchObject({ subject, read: false, folder: 'inbox' });
    expect(list.body.unread).toBeGreaterThanOrEqual(1);

    const bell = await call<NotificationsResponse>('/notifications', { token: a.token });
    expect(bell.body.notifications.find((n) => n.type === 'message.new')).toMatchObject({ title: subject });

    const mail = await call<DevMailboxResponse>(`/dev/mailbox?email=${encodeURIComponent(a.email)}`);
    const letter = mail.body.messages.find((m) => m.subject.includes(subject));
    expect(letter?.text).toContain(`/client/pesan?id=${message.id}`);

    // B sees nothing of it, by list or by id
    expect((await clientList(b)).body.messages.some((m) => m.id === message.id)).toBe(false);
    expect((await call(`/messages/${message.id}`, { token: b.token })).status).toBe(404);

    // A opens it: read, with its thread
    const open = await call<MessageThread>(`/messages/${message.id}`, { token: a.token });
    expect(open.status).toBe(200);
    expect(open.body.message).toMatchObject({ id: message.id, read: true, bcc: [] });
  });

  it('announces to all clients without showing them to each other; Bcc stays hidden', async () => {
    const subject = `Pengumuman ${Date.now()}`;
    const message = await sent({ to_all_clients: true, subject, bcc: [b.user.id] });
    const forA = await call<MessageThread>(`/messages/${message.id}`, { token: a.token });
    expect(forA.status).toBe(200);
    expect(forA.body.message).toMatchObject({ to_all_clients: true, to: [], cc: [], bcc: [] });
    const own = await call<MessageThread>(`/admin/messages/${message.id}`, { token: admin });
    expect(own.body.message.bcc.map((p) => p.id)).toEqual([b.user.id]);
    expect((await clientList(b)).body.messages.some((m) => m.id === message.id)).toBe(true);
  });

  it('keeps staff-internal mail from clients', async () => {
    const staff = await createVerifiedUser({ nama: 'Staf Internal' });
    await call(`/admin/users/${staff.user.id}/role`, {
      token: admin,
      method: 'PUT',
      body: { role: 'admin' },
    });
    const message = await sent({ to: [staff.user.id], subject: 'Rapat internal' });
    for (const who of [a, b]) {
      expect((await call(`/messages/${message.id}`, { token: who.token })).status).toBe(404);
      expect((await clientList(who)).body.messages.some((m) => m.id === message.id)).toBe(false);
    }
  });
});

describe('client to staff', () => {
  it('lands in the staff Inbox; a reply joins the thread A sees and B does not', async () => {
    const subject = `Pertanyaan ${Date.now()}`;
    const written = await call<{ message: MessageDetail }>('/messages', {
      token: a.token,
      body: { subject, body: 'Apakah tagihan <b>bulan ini</b> sudah terbit?\n\nTerima kasih' },
    });
    expect(written.status).toBe(201);
    // the client's text is text: escaped, never markup
    expect(written.body.message.body_html).toBe(
      '<p>Apakah tagihan &lt;b&gt;bulan ini&lt;/b&gt; sudah terbit?</p><p>Terima kasih</p>',
    );
    expect(written.body.message.to).toEqual([]);
    const inbox = await call<MessageList>(`/admin/messages?folder=inbox&q=${encodeURIComponent(subject)}`, {
      token: admin,
    });
    const row = inbox.body.messages.find((m) => m.id === written.body.message.id);
    expect(row).toMatchObject({ from_client: true, read: false });
    expect(row?.from?.id).toBe(a.user.id);
    expect(inbox.body.counts.inbox).toBeGreaterThanOrEqual(1);

    const reply = await sent({
      to: [a.user.id],
      subject: `Re: ${subject}`,
      reply_to: written.body.message.id,
    });
    expect(reply.thread_id).toBe(written.body.message.thread_id);
    const thread = await call<MessageThread>(`/messages/${reply.id}`, { token: a.token });
    expect(thread.body.thread.map((m) => m.id)).toEqual([written.body.message.id, reply.id]);
    // B cannot answer into A's thread
    expect(
      (await call('/messages', { token: b.token, body: { subject: 'x', body: 'y', reply_to: reply.id } }))
        .status,
    ).toBe(404);
  });

  it('refuses the staff endpoints to a client and the client ones to staff', async () => {
    expect((await call('/admin/messages', { token: a.token })).status).toBe(403);
    expect((await call('/messages', { token: admin })).status).toBe(403);
    expect((await call('/messages')).status).toBe(401);
  });
});

describe('sanitising', () => {
  it('stores only the allow-listed markup of a staff message', async () => {
    const message = await sent({
      to: [a.user.id],
      subject: 'Tes <script>alert(1)</script>\r\nBcc: x@example.test',
      body_html:
        '<p onclick="alert(1)">Hi <strong>there</strong><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://pajak.go.id" style="color:red">ok</a></p>' +
        '<iframe src="https://evil.test"></iframe><style>p{}</style>',
    });
    expect(message.subject).toBe('Tes <script>alert(1)</script> Bcc: x@example.test');
    expect(message.body_html).toBe(
      '<p>Hi <strong>there</strong><a rel="noopener noreferrer nofollow" target="_blank">bad</a> ' +
        '<a href="https://pajak.go.id" rel="noopener noreferrer nofollow" target="_blank">ok</a></p>',
    );
    expect(message.body_text).toBe('Hi therebad ok');
  });
});

describe('attachments', () => {
  it('are downloadable by the sender and the recipients only', async () => {
    const up = await upload(admin, 'bukti <potong>.pdf', PDF);
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.attachment).toMatchObject({ name: 'bukti _potong_.pdf', mime: 'application/pdf' });
    const id = up.body.attachment.id;
    // before sending: the uploader's alone
    expect((await call(`/messages/attachments/${id}`, { token: a.token })).status).toBe(404);
    const message = await sent({ to: [a.user.id], subject: 'Lampiran', attachment_ids: [id] });
    expect(message.attachment_list.map((f) => f.id)).toEqual([id]);

    const forA = await call(`/messages/attachments/${id}`, { token: a.token });
    expect(forA.status).toBe(200);
    expect(forA.headers.get('content-type')).toBe('application/pdf');
    expect(forA.headers.get('content-disposition')).toContain('attachment;');
    expect(forA.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await call(`/admin/messages/attachments/${id}`, { token: admin })).status).toBe(200);
    expect((await call(`/messages/attachments/${id}`, { token: b.token })).status).toBe(404);
    // taken once: it cannot be sent again
    expect((await send({ to: [b.user.id], subject: 'x', body_html: 'y', attachment_ids: [id] })).status).toBe(
      400,
    );
    // another client's upload cannot be attached by B
    const ofA = await upload(a.token, 'a.txt', 'halo', '/messages/attachments');
    expect(ofA.status).toBe(201);
    const byB = await call('/messages', {
      token: b.token,
      body: { subject: 'x', body: 'y', attachment_ids: [ofA.body.attachment.id] },
    });
    expect(byB.status).toBe(400);
    expect((await call(`/messages/attachments/${ofA.body.attachment.id}`, { token: b.token })).status).toBe(
      404,
    );
  });

  it('refuses a type not on the list, a disguised file and an oversized one', async () => {
    expect((await upload(admin, 'run.exe', 'MZ')).status).toBe(415);
    expect((await upload(admin, 'fake.pdf', '<html><script>alert(1)</script>')).status).toBe(415);
    expect((await upload(admin, 'page.html', '<script>alert(1)</script>')).status).toBe(415);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PDF);
    expect((await upload(admin, 'big.pdf', big)).status).toBe(413);
  });
});

describe('mailbox actions', () => {
  it('stars, labels, marks unread, moves to spam and trash, deletes for the caller only', async () => {
    const message = await sent({ to: [a.user.id], subject: `Aksi ${Date.now()}` });
    const bulk = (body: Record<string, unknown>, token = admin) =>
      call('/admin/messages/bulk', { token, method: 'PATCH', body: { ids: [message.id], ...body } });
    expect((await bulk({ action: 'star' })).status).toBe(200);
    expect((await bulk({ action: 'label', label: 'tax' })).status).toBe(200);
    const starred = await call<MessageList>('/admin/messages?folder=starred&label=tax', { token: admin });
    expect(starred.body.messages.map((m) => m.id)).toContain(message.id);
    expect((await bulk({ action: 'move', folder: 'trash' })).status).toBe(200);
    const trash = await call<MessageList>('/admin/messages?folder=trash', { token: admin });
    expect(trash.body.messages.find((m) => m.id === message.id)).toMatchObject({ labels: ['tax'] });
    expect((await bulk({ action: 'delete' })).status).toBe(200);
    expect((await call(`/admin/messages/${message.id}`, { token: admin })).status).toBe(404);
    // the client's copy is untouched
    expect((await call(`/messages/${message.id}`, { token: a.token })).status).toBe(200);
  });

  it('saves drafts as typed and sends one', async () => {
    const created = await call<{ draft: { id: number } }>('/admin/messages/drafts', {
      token: admin,
      body: { subject: 'Draf', body_html: '<p>Sebagian<script>x</script></p>', to: [a.user.id] },
    });
    expect(created.status).toBe(201);
    const id = created.body.draft.id;
    const saved = await call(`/admin/messages/drafts/${id}`, {
      token: admin,
      method: 'PUT',
      body: { subject: 'Draf lengkap', body_html: '<p>Lengkap</p>', to: [a.user.id] },
    });
    expect(saved.body.draft).toMatchObject({ subject: 'Draf lengkap', body_html: '<p>Lengkap</p>' });
    const drafts = await call<MessageList>('/admin/messages?folder=draft', { token: admin });
    expect(drafts.body.drafts.map((d) => d.id)).toContain(id);
    expect(drafts.body.counts.draft).toBeGreaterThanOrEqual(1);
    const message = await sent({ to: [a.user.id], subject: 'Draf lengkap', draft_id: id });
    expect(message.subject).toBe('Draf lengkap');
    expect((await call(`/admin/messages/drafts/${id}`, { token: admin })).status).toBe(404);
  });
});

describe('validation and limits', () => {
  it('answers 400 with the field for bad bodies and queries', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['subject', { to: [a.user.id], subject: '', body_html: 'x' }],
      ['to', { to: [], subject: 'x', body_html: 'x' }],
      ['to', { to: [2_000_000_000], subject: 'x', body_html: 'x' }],
      ['to.0', { to: ['abc'], subject: 'x', body_html: 'x' }],
      ['body_html', { to: [a.user.id], subject: 'x', body_html: '<script>only</script>' }],
    ];
    for (const [field, body] of cases) {
      const r = await send(body);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(Object.keys((r.body as { fields?: object }).fields ?? {})).toContain(field);
    }
    expect((await call('/admin/messages?folder=nowhere', { token: admin })).status).toBe(400);
    expect(
      (
        await call('/admin/messages/bulk', {
          token: admin,
          method: 'PATCH',
          body: { action: 'move', ids: [1] },
        })
      ).status,
    ).toBe(400);
    expect((await call('/messages', { token: a.token, body: { subject: 'x', body: '' } })).status).toBe(400);
    expect((await call('/admin/messages/abc', { token: admin })).status).toBe(404);
  });

  it('limits how many messages a client sends', async () => {
    const c = await createVerifiedUser({ nama: 'Klien Cerewet' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await call('/messages', { token: c.token, body: { subject: `n${i}`, body: 'halo' } })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    const last = await call('/messages', { token: c.token, body: { subject: 'lagi', body: 'halo' } });
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toBeTruthy();
  });

  it("gives a staff role with only 'read email' the mailbox, and 403 on sending", async () => {
    const perms = await call<PermissionListResponse>('/admin/permissions?q=email&perPage=100', {
      token: admin,
    });
    const readEmail = perms.body.permissions.find((p) => p.action === 'read' && p.subject === 'email');
    if (!readEmail) expect.fail('no permission read email');
    const roleName = `surat-${Date.now().toString(36)}`;
    expect(
      (
        await call('/admin/roles', {
          token: admin,
          body: { name: roleName, description: 'Reads mail', permission_ids: [readEmail.id] },
        })
      ).status,
    ).toBe(201);
    const staff = await createVerifiedUser({ nama: 'Staf Surat' });
    await call(`/admin/users/${staff.user.id}/role`, {
      token: admin,
      method: 'PUT',
      body: { role: roleName },
    });
    expect((await call('/admin/messages', { token: staff.token })).status).toBe(200);
    expect((await send({ to: [a.user.id], subject: 'x', body_html: 'y' }, staff.token)).status).toBe(403);
    // a client's message now reaches this reader too
    const written = await call<{ message: MessageDetail }>('/messages', {
      token: b.token,
      body: { subject: `Untuk staf ${Date.now()}`, body: 'halo' },
    });
    const inbox = await call<MessageList>('/admin/messages', { token: staff.token });
    expect(inbox.body.messages.map((m) => m.id)).toContain(written.body.message.id);
    expect(adminId).toBeGreaterThan(0);
  });
});
