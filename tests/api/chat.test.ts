import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionListResponse } from '../../contract/access';
import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_EVENTS,
  CHAT_PATHS,
  CHAT_SEND_LIMIT,
  type ChatConversationsResponse,
  type ChatMessagesResponse,
  type ChatMineResponse,
  type ChatSentResponse,
} from '../../contract/chat';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../contract/config';
import { ATTACHMENT_MAX_BYTES, type MessageAttachment } from '../../contract/messages';
import { createVerifiedUser, loginDemo, type TestAccount } from './helpers/accounts';
import { openEvents, type SseClient } from './helpers/sse';
import { apiUrl, call } from './http';

// The support chat (issue 17): a client's one conversation with the staff, isolation between
// clients, validation, the per-sender rate limit, ticks, typing, and the real-time channel's
// cursor: a reconnect gets exactly what it missed.

const key = () => `k${Math.random().toString(36).slice(2, 12)}`;
const send = (token: string, body: unknown, path: string = CHAT_PATHS.mineMessages) =>
  call<ChatSentResponse>(path, { token, body });
const upload = (token: string, name: string, bytes: Uint8Array | string, path: string) => {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart]), name);
  return call<{ attachment: MessageAttachment }>(path, { token, form });
};
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
/** The bytes a download answered (call() reads bodies as text). */
const bytesOf = async (path: string, token: string) => {
  const res = await fetch(`${apiUrl()}/api${path}`, {
    headers: { authorization: `Bearer ${token}`, [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY },
  });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), headers: res.headers };
};

describe('support chat', () => {
  let admin: string;
  let a: TestAccount;
  let b: TestAccount;
  let convA: number;
  const streams: SseClient[] = [];
  const open = async (token: string, lastEventId?: string) => {
    const s = await openEvents(apiUrl(), token, { lastEventId });
    streams.push(s);
    return s;
  };

  beforeAll(async () => {
    admin = await loginDemo('admin');
    [a, b] = await Promise.all([
      createVerifiedUser({ nama: 'Ayu Klien Chat', npwp: '012345678901000' }),
      createVerifiedUser({ nama: 'Budi Klien Chat' }),
    ]);
  });
  afterAll(() => {
    for (const s of streams) s.close();
  });

  it('has no conversation before the first message, then one, listed for the staff with its client', async () => {
    const before = await call<ChatMineResponse>(CHAT_PATHS.mine, { token: a.token });
    expect(before.status).toBe(200);
    expect(before.body.conversation).toBeNull();
    expect(['online', 'away', 'busy', 'offline']).toContain(before.body.status);

    const sent = await send(a.token, { body: 'Halo, tagihan saya belum muncul', client_key: key() });
    expect(sent.status).toBe(201);
    expect(sent.body.created).toBe(true);
    convA = sent.body.message.conversation_id;

    const list = await call<ChatConversationsResponse>(`${CHAT_PATHS.conversations}?q=Ayu Klien`, {
      token: admin,
    });
    expect(list.status).toBe(200);
    const row = list.body.conversations.find((c) => c.id === convA);
    expect(row).toMatchObject({
      client: { name: 'Ayu Klien Chat', email: a.email, npwp: a.user.npwp },
      last_message: { body: 'Halo, tagihan saya belum muncul', from_client: true },
      unread: 1,
    });
    // search by the text too, and nothing for a stranger's name
    const byText = await call<ChatConversationsResponse>(`${CHAT_PATHS.conversations}?q=belum muncul`, {
      token: admin,
    });
    expect(byText.body.conversations.map((c) => c.id)).toContain(convA);
    const none = await call<ChatConversationsResponse>(`${CHAT_PATHS.conversations}?q=zzzz-nobody`, {
      token: admin,
    });
    expect(none.body.conversations).toEqual([]);
  });

  it('keeps each client to their own conversation and the staff area closed to clients', async () => {
    await send(b.token, { body: 'Pesan Budi' });
    const mine = await call<ChatMessagesResponse>(CHAT_PATHS.mineMessages, { token: b.token });
    expect(mine.body.messages.map((m) => m.body)).toEqual(['Pesan Budi']);
    const aMine = await call<ChatMessagesResponse>(CHAT_PATHS.mineMessages, { token: a.token });
    expect(aMine.body.messages.every((m) => m.conversation_id === convA)).toBe(true);
    expect(aMine.body.messages.map((m) => m.body)).not.toContain('Pesan Budi');
    // the staff's endpoints refuse a client, whichever conversation they name
    for (const path of [
      CHAT_PATHS.conversations,
      CHAT_PATHS.conversationMessages(convA),
      CHAT_PATHS.conversation(convA),
      CHAT_PATHS.status,
    ])
      expect((await call(path, { token: b.token })).status).toBe(403);
    expect((await send(b.token, { body: 'menyusup' }, CHAT_PATHS.conversationMessages(convA))).status).toBe(
      403,
    );
    // and the client's own endpoints are the client's: the admin has the staff side
    expect((await call(CHAT_PATHS.mine, { token: admin })).status).toBe(403);
    expect((await call(CHAT_PATHS.mine)).status).toBe(401);
    expect((await call(CHAT_PATHS.conversation(2_000_000_000), { token: admin })).status).toBe(404);
  });

  it('validates messages, cursors and receipts with 400 and the field', async () => {
    for (const body of [
      {},
      { body: '' },
      { body: '   ' },
      { body: 'x'.repeat(4001) },
      { body: 'a\u0000b' },
      { body: 'ok', client_key: 'short' },
      { body: 'ok', client_key: 'has space in it' },
      { body: 42 },
    ]) {
      const r = await send(a.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ code: 'validation' });
    }
    for (const q of ['after=-1', 'after=abc', 'before=0', 'after=1&before=5', 'limit=0', 'limit=1000'])
      expect((await call(`${CHAT_PATHS.mineMessages}?${q}`, { token: a.token })).status, q).toBe(400);
    expect((await call(CHAT_PATHS.mineReceipts, { method: 'PUT', token: a.token, body: {} })).status).toBe(
      400,
    );
    expect(
      (await call(CHAT_PATHS.status, { method: 'PUT', token: admin, body: { status: 'asleep' } })).status,
    ).toBe(400);
  });

  it('keeps HTML and script as plain text, byte for byte', async () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script> & \u202e';
    const r = await send(a.token, { body: hostile });
    expect(r.status).toBe(201);
    const page = await call<ChatMessagesResponse>(
      `${CHAT_PATHS.conversationMessages(convA)}?after=${r.body.message.id - 1}`,
      { token: admin },
    );
    expect(page.headers.get('content-type')).toMatch(/^application\/json/);
    expect(page.body.messages[0].body).toBe(hostile);
  });

  it('adds a message once when a send is retried with the same client_key', async () => {
    const k = key();
    const first = await send(a.token, { body: 'sekali saja', client_key: k });
    const again = await send(a.token, { body: 'sekali saja', client_key: k });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, message: { id: first.body.message.id } });
    const page = await call<ChatMessagesResponse>(
      `${CHAT_PATHS.mineMessages}?after=${first.body.message.id - 1}`,
      {
        token: a.token,
      },
    );
    expect(page.body.messages.filter((m) => m.body === 'sekali saja')).toHaveLength(1);
  });

  it('limits messages per sender with 429 and Retry-After, leaving other senders alone', async () => {
    const c = await createVerifiedUser({ nama: 'Cerewet' });
    const replies = [];
    for (let i = 0; i <= CHAT_SEND_LIMIT; i++) replies.push(await send(c.token, { body: `pesan ${i}` }));
    expect(replies.slice(0, CHAT_SEND_LIMIT).every((r) => r.status === 201)).toBe(true);
    const refused = replies[CHAT_SEND_LIMIT];
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(b.token, { body: 'masih bisa' })).status).toBe(201);
    const page = await call<ChatMessagesResponse>(`${CHAT_PATHS.mineMessages}?limit=100`, { token: c.token });
    expect(page.body.messages).toHaveLength(CHAT_SEND_LIMIT);
  });

  it('streams messages, ticks and typing to both sides, each only what is theirs', async () => {
    const staff = await open(admin);
    const client = await open(a.token);
    const other = await open(b.token);
    for (const s of [staff, client, other]) {
      expect(s.status).toBe(200);
      expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
      // never compressed or buffered, even when the caller accepts it
      expect(s.headers.get('content-encoding')).toBeNull();
      await s.next((e) => e.type === 'ready');
    }
    const started = performance.now();
    const reply = await send(admin, { body: 'Sudah kami cek, Bu' }, CHAT_PATHS.conversationMessages(convA));
    expect(reply.status).toBe(201);
    const mid = reply.body.message.id;
    const got = await client.next(
      (e) => e.type === CHAT_EVENTS.message && (e.data as any).message_id === mid,
    );
    expect(got.data).toEqual({ conversation_id: convA, message_id: mid });
    expect(performance.now() - started).toBeLessThan(1000);
    await staff.next((e) => e.type === CHAT_EVENTS.message && (e.data as any).message_id === mid);

    // the client fetches it: delivered; reads it: seen; the staff hears both
    const page = await call<ChatMessagesResponse>(`${CHAT_PATHS.mineMessages}?after=${mid - 1}`, {
      token: a.token,
    });
    expect(page.body.messages.map((m) => m.id)).toEqual([mid]);
    expect(page.body.messages[0]).toMatchObject({ from_client: false, sender_name: expect.any(String) });
    await staff.next((e) => e.type === CHAT_EVENTS.receipts && (e.data as any).client_delivered >= mid);
    const seen = await call(CHAT_PATHS.mineReceipts, { method: 'PUT', token: a.token, body: { seen: mid } });
    expect(seen.body.receipts).toMatchObject({ client_seen: mid, client_delivered: mid });
    await staff.next((e) => e.type === CHAT_EVENTS.receipts && (e.data as any).client_seen === mid);
    // a position past the last message is not believed
    const ahead = await call(CHAT_PATHS.mineReceipts, {
      method: 'PUT',
      token: a.token,
      body: { seen: mid + 100000 },
    });
    expect(ahead.body.receipts.client_seen).toBe(mid);

    // typing reaches the other side, not the typist's own stream nor another client
    expect((await call(CHAT_PATHS.mineTyping, { method: 'POST', token: a.token })).status).toBe(200);
    await staff.next((e) => e.type === CHAT_EVENTS.typing && (e.data as any).conversation_id === convA);
    expect((await call(CHAT_PATHS.conversationTyping(convA), { method: 'POST', token: admin })).status).toBe(
      200,
    );
    const typed = await client.next((e) => e.type === CHAT_EVENTS.typing);
    expect(typed.data).toMatchObject({ conversation_id: convA, from_client: false });

    await new Promise((r) => setTimeout(r, 200));
    expect(client.events.filter((e) => e.type === CHAT_EVENTS.typing && (e.data as any).from_client)).toEqual(
      [],
    );
    expect(other.events.filter((e) => (e.data as any)?.conversation_id === convA)).toEqual([]);
  });

  it('resumes after the last event id with exactly what was missed, and says when it cannot', async () => {
    const first = await open(a.token);
    await first.next((e) => e.type === 'ready');
    const m1 = await send(admin, { body: 'satu' }, CHAT_PATHS.conversationMessages(convA));
    await first.next(
      (e) => e.type === CHAT_EVENTS.message && (e.data as any).message_id === m1.body.message.id,
    );
    const lastId = first.lastId()!;
    first.close();
    // sent while the client is away
    const m2 = await send(admin, { body: 'dua' }, CHAT_PATHS.conversationMessages(convA));
    const m3 = await send(admin, { body: 'tiga' }, CHAT_PATHS.conversationMessages(convA));

    const again = await open(a.token, lastId);
    const ready = await again.next((e) => e.type === 'ready');
    expect(ready.data).toEqual({ resumed: true });
    await again.next(
      (e) => e.type === CHAT_EVENTS.message && (e.data as any).message_id === m3.body.message.id,
    );
    const replayed = again.events
      .filter((e) => e.type === CHAT_EVENTS.message)
      .map((e) => (e.data as any).message_id);
    expect(replayed).toEqual([m2.body.message.id, m3.body.message.id]);
    // the message cursor gives the same two, and nothing twice
    const page = await call<ChatMessagesResponse>(`${CHAT_PATHS.mineMessages}?after=${m1.body.message.id}`, {
      token: a.token,
    });
    expect(page.body.messages.map((m) => m.body)).toEqual(['dua', 'tiga']);
    expect(page.body.more).toBe(false);

    // an id this server never gave: no replay, the client is told to refetch
    const unknown = await open(a.token, 'deadbeef.1');
    expect((await unknown.next((e) => e.type === 'ready')).data).toEqual({ resumed: false });
    expect(unknown.events.filter((e) => e.type === CHAT_EVENTS.message)).toEqual([]);
  });

  it('pages history backwards with before and more', async () => {
    const newest = await call<ChatMessagesResponse>(`${CHAT_PATHS.mineMessages}?limit=3`, { token: a.token });
    expect(newest.body.messages).toHaveLength(3);
    expect(newest.body.more).toBe(true);
    const ids = newest.body.messages.map((m) => m.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    const older = await call<ChatMessagesResponse>(`${CHAT_PATHS.mineMessages}?limit=3&before=${ids[0]}`, {
      token: a.token,
    });
    expect(Math.max(...older.body.messages.map((m) => m.id))).toBeLessThan(ids[0]);
  });

  it("gives a staff role what its 'chat' permissions allow, and staff status to clients", async () => {
    const perms = await call<PermissionListResponse>('/admin/permissions?q=chat&perPage=100', {
      token: admin,
    });
    const readChat = perms.body.permissions.find((p) => p.action === 'read' && p.subject === 'chat')!.id;
    const readUsers = (
      await call<PermissionListResponse>('/admin/permissions?q=users&perPage=100', { token: admin })
    ).body.permissions.find((p) => p.action === 'read' && p.subject === 'users')!.id;
    const makeStaff = async (name: string, permission_ids: number[]) => {
      const role = await call('/admin/roles', {
        token: admin,
        body: { name: `${name}-${Date.now().toString(36)}`, permission_ids },
      });
      expect(role.status).toBe(201);
      const person = await createVerifiedUser({ nama: `Staf ${name}` });
      const set = await call(`/admin/users/${person.user.id}/role`, {
        method: 'PUT',
        token: admin,
        body: { role: role.body.name },
      });
      expect(set.status).toBe(200);
      return person;
    };
    const reader = await makeStaff('chat-reader', [readChat]);
    const outsider = await makeStaff('chat-outsider', [readUsers]);
    expect((await call(CHAT_PATHS.conversations, { token: reader.token })).status).toBe(200);
    expect((await send(reader.token, { body: 'x' }, CHAT_PATHS.conversationMessages(convA))).status).toBe(
      403,
    );
    expect((await call(CHAT_PATHS.conversations, { token: outsider.token })).status).toBe(403);

    // the outsider's stream is not in the chat staff's audience
    const outsiderStream = await open(outsider.token);
    await outsiderStream.next((e) => e.type === 'ready');
    const client = await open(b.token);
    await client.next((e) => e.type === 'ready');
    const m = await send(a.token, { body: 'untuk staf chat saja' });
    await new Promise((r) => setTimeout(r, 300));
    expect(outsiderStream.events.filter((e) => e.type.startsWith('chat.'))).toEqual([]);

    // a status chosen by the staff reaches the clients (the service shows its most available member)
    const busy = await call(CHAT_PATHS.status, { method: 'PUT', token: admin, body: { status: 'online' } });
    expect(busy.status).toBe(200);
    const mine = await call<ChatMineResponse>(CHAT_PATHS.mine, { token: b.token });
    expect(mine.body.status).toBe('online');
    expect(m.status).toBe(201);
  });

  it("sends attachments both ways, to the conversation's client and the chat staff only, never as mail", async () => {
    const d = await createVerifiedUser({ nama: 'Dewi Klien Lampiran' });
    const { mineAttachments, mineAttachment, attachments, attachment } = CHAT_PATHS;
    // checked like the mail's: type by extension and first bytes (415), size (413)
    expect((await upload(d.token, 'skrip.exe', 'MZ', mineAttachments)).status).toBe(415);
    const fake = await upload(d.token, 'palsu.pdf', '<html>bukan pdf</html>', mineAttachments);
    expect(fake.status).toBe(415);
    expect(fake.body).toMatchObject({ code: 'file_type' });
    const big = await upload(d.token, 'besar.pdf', new Uint8Array(ATTACHMENT_MAX_BYTES + 1), mineAttachments);
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'file_too_large' });

    const up = await upload(d.token, 'bukti <potong>.pdf', PDF, mineAttachments);
    expect(up.status).toBe(201);
    expect(up.body.attachment).toMatchObject({
      name: 'bukti _potong_.pdf',
      mime: 'application/pdf',
      size: PDF.length,
    });
    const fileId = up.body.attachment.id;
    // unsent: the uploader's alone
    expect((await bytesOf(mineAttachment(fileId), d.token)).status).toBe(200);
    expect((await call(mineAttachment(fileId), { token: b.token })).status).toBe(404);
    expect((await call(attachment(fileId), { token: admin })).status).toBe(404);
    // another client cannot send it; no text and no file is refused; at most CHAT_ATTACHMENTS_MAX
    expect((await send(b.token, { body: 'punya orang', attachment_ids: [fileId] })).body).toMatchObject({
      code: 'bad_attachment',
    });
    for (const body of [
      { body: '' },
      { body: '  ', attachment_ids: [] },
      { attachment_ids: Array.from({ length: CHAT_ATTACHMENTS_MAX + 1 }, (_, i) => fileId + i) },
    ]) {
      const r = await send(d.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ code: 'validation' });
    }

    // a file alone is a message; the answer and both sides' pages carry it
    const sent = await send(d.token, { body: '', attachment_ids: [fileId], client_key: key() });
    expect(sent.status).toBe(201);
    const file = { id: fileId, name: 'bukti _potong_.pdf', mime: 'application/pdf', size: PDF.length };
    expect(sent.body.message).toMatchObject({ body: '', attachments: [file] });
    const conv = sent.body.message.conversation_id;
    const staffPage = await call<ChatMessagesResponse>(CHAT_PATHS.conversationMessages(conv), {
      token: admin,
    });
    expect(staffPage.body.messages.at(-1)?.attachments).toEqual([file]);
    const ownPage = await call<ChatMessagesResponse>(CHAT_PATHS.mineMessages, { token: d.token });
    expect(ownPage.body.messages.at(-1)?.attachments).toEqual([file]);
    // sent once: not again, in the chat or in a mail
    expect((await send(d.token, { body: 'lagi', attachment_ids: [fileId] })).status).toBe(400);
    const asMail = await call('/messages', {
      token: d.token,
      body: { subject: 'x', body: 'y', attachment_ids: [fileId] },
    });
    expect(asMail.status).toBe(400);
    expect(asMail.body).toMatchObject({ code: 'bad_attachment' });

    // downloads: the client of the conversation and the chat staff, byte for byte; nobody else
    const own = await bytesOf(mineAttachment(fileId), d.token);
    expect(own.status).toBe(200);
    expect(own.bytes).toEqual(PDF);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toContain('attachment;');
    const staff = await bytesOf(attachment(fileId), admin);
    expect(staff.status).toBe(200);
    expect(staff.bytes).toEqual(PDF);
    expect((await call(mineAttachment(fileId), { token: b.token })).status).toBe(404);
    expect((await call(mineAttachment(fileId), { token: admin })).status).toBe(403);
    expect((await call(attachment(fileId), { token: d.token })).status).toBe(403);
    // the mail's download routes do not serve a chat file, not even to its uploader
    expect((await call(`/messages/attachments/${fileId}`, { token: d.token })).status).toBe(404);
    expect((await call(`/admin/messages/attachments/${fileId}`, { token: admin })).status).toBe(404);

    // the staff's reply with a file: the client gets it, another client does not
    const staffUp = await upload(admin, 'kuitansi.png', PNG, attachments);
    expect(staffUp.status).toBe(201);
    const reply = await send(
      admin,
      { body: 'Terlampir kuitansinya', attachment_ids: [staffUp.body.attachment.id] },
      CHAT_PATHS.conversationMessages(conv),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.message.attachments.map((f) => f.name)).toEqual(['kuitansi.png']);
    expect((await bytesOf(mineAttachment(staffUp.body.attachment.id), d.token)).bytes).toEqual(PNG);
    expect((await call(mineAttachment(staffUp.body.attachment.id), { token: b.token })).status).toBe(404);

    // a mail's file, sent as mail, is not the chat's: neither sendable nor downloadable there
    const mailUp = await upload(d.token, 'surat.txt', 'isi surat', '/messages/attachments');
    const mailed = await call('/messages', {
      token: d.token,
      body: { subject: 'Lampiran surat', body: 'lihat', attachment_ids: [mailUp.body.attachment.id] },
    });
    expect(mailed.status).toBe(201);
    expect((await send(d.token, { body: 'x', attachment_ids: [mailUp.body.attachment.id] })).status).toBe(
      400,
    );
    expect((await call(mineAttachment(mailUp.body.attachment.id), { token: d.token })).status).toBe(404);
    expect((await call(attachment(mailUp.body.attachment.id), { token: admin })).status).toBe(404);
  });
});
