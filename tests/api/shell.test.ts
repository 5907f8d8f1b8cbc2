import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsResponse, SearchResult } from '../../contract/shell';
import { loginDemo } from './helpers/accounts';
import { call } from './http';

let client: string;
let client2: string;
let admin: string;

beforeAll(async () => {
  [client, client2, admin] = await Promise.all([
    loginDemo('client'),
    loginDemo('client2'),
    loginDemo('admin'),
  ]);
});

const search = (token: string, q: string, lng?: string) =>
  call<SearchResult[]>(`/app-bar/search?q=${encodeURIComponent(q)}${lng ? `&lng=${lng}` : ''}`, { token });

const titles = (items: SearchResult[], type = 'pages') =>
  items.filter((i) => i.type === type).map((i) => i.title);

describe('GET /api/app-bar/search', () => {
  it('needs a signed-in user', async () => {
    const reply = await search('', 'dash');
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: 'unauthorized' });
  });

  it('finds the menu pages of a client, case-insensitively, with the result shape of the original', async () => {
    const reply = await search(client, 'DAFTAR', 'id');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([
      {
        id: 'page-billList',
        url: '/client/invoice/list',
        icon: 'file-text',
        title: 'Daftar Tagihan',
        type: 'pages',
      },
    ]);
  });

  it('puts prefix matches before contains matches', async () => {
    // Menu order is Pembayaran, Dompet, Pengaturan, Pesan; "pe" starts three of them and is inside
    // Dompet, which comes last although it stands before two of them in the menu.
    const reply = await search(client, 'pe', 'id');
    const got = titles(reply.body);
    expect(got.slice(0, 3)).toEqual(['Pembayaran', 'Pengaturan', 'Pesan']);
    expect(got).toContain('Dompet');
    const firstContains = got.findIndex((t) => !t.toLowerCase().startsWith('pe'));
    expect(got.slice(firstContains).every((t) => !t.toLowerCase().startsWith('pe'))).toBe(true);
  });

  it('answers at most 4 results of a type', async () => {
    // "a" is in five client page titles in Indonesian.
    const reply = await search(client, 'a', 'id');
    expect(reply.status).toBe(200);
    expect(titles(reply.body)).toHaveLength(4);
    for (const type of ['pages', 'transaksi', 'contacts']) {
      expect(reply.body.filter((i) => i.type === type).length).toBeLessThanOrEqual(4);
    }
    const order = reply.body.map((i) => i.type);
    expect(order).toEqual(
      [...order].sort(
        (x, y) =>
          ['pages', 'transaksi', 'contacts'].indexOf(x) - ['pages', 'transaksi', 'contacts'].indexOf(y),
      ),
    );
  });

  it('answers titles in the reader language and still matches the Indonesian menu words', async () => {
    expect(titles((await search(client, 'list', 'en')).body)).toEqual(['Bill List']);
    expect(titles((await search(client, 'tagihan', 'en')).body)).toEqual(['Bill List']);
    expect(titles((await search(client, 'الفواتير', 'ar')).body)).toEqual(['قائمة الفواتير']);
    expect(titles((await search(client, 'dashboard')).body)).toEqual(['Dashboard']);
  });

  it('offers only the pages the role may open', async () => {
    expect(titles((await search(client, 'admin', 'en')).body)).toEqual([]);
    expect(titles((await search(admin, 'dashboard', 'en')).body)).toEqual([]);
    expect((await search(admin, 'admin', 'en')).body).toContainEqual({
      id: 'page-adminHome',
      url: '/admin/home',
      icon: 'house',
      title: 'Admin Home',
      type: 'pages',
    });
  });

  it("never shows another client's records", async () => {
    // The seed gives each demo client a signer named after them.
    const own = await search(client2, 'Siti Rahma');
    expect(own.body.filter((i) => i.type === 'contacts').length).toBeGreaterThan(0);
    const reply = await search(client, 'Siti Rahma');
    expect(reply.status).toBe(200);
    expect(reply.body.filter((i) => i.type !== 'pages')).toEqual([]);
  });

  it('answers an empty list for an empty query and refuses bad parameters', async () => {
    expect((await search(client, '   ')).body).toEqual([]);
    const long = await search(client, 'x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'validation' });
    const lng = await search(client, 'dash', 'de');
    expect(lng.status).toBe(400);
    expect(lng.body).toMatchObject({ code: 'validation', fields: { lng: expect.any(String) } });
  });
});

describe('notifications', () => {
  const list = (token: string) => call<NotificationsResponse>('/notifications', { token });

  it('need a signed-in user', async () => {
    expect((await call('/notifications')).status).toBe(401);
    expect((await call('/notifications/read-all', { method: 'POST' })).status).toBe(401);
    expect((await call('/notifications/1/read', { method: 'POST' })).status).toBe(401);
  });

  it('lists the seeded notifications, newest first, with the unread count', async () => {
    const reply = await list(client);
    expect(reply.status).toBe(200);
    const { notifications, unread } = reply.body;
    expect(notifications.map((n) => n.title)).toContain('Tagihan baru diterbitkan');
    const times = notifications.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(notifications[0]).toEqual({
      id: expect.any(Number),
      type: expect.any(String),
      params: expect.any(Object),
      title: expect.any(String),
      body: expect.any(String),
      url: expect.any(String),
      read: expect.any(Boolean),
      createdAt: expect.any(String),
    });
    expect(unread).toBeGreaterThan(0);
    if (notifications.length < 20) expect(unread).toBe(notifications.filter((n) => !n.read).length);
  });

  it('gives each notification its type and parameters, so the portal words it in the reader language', async () => {
    const { notifications } = (await list(client)).body;
    const billNote = notifications.find((n) => n.type === 'invoice.new');
    expect(billNote?.params).toMatchObject({
      nomor: expect.any(String),
      amount: expect.any(Number),
      invoice_id: expect.any(Number),
      kind: 'TAGIHAN',
    });
    // the demo notifications have types of their own, not a bill's type without its number
    const welcome = notifications.find((n) => n.title === 'Tagihan baru diterbitkan');
    expect(welcome?.type).toBe('invoice.available');
  });

  it('marks one read, only for its owner', async () => {
    const before = (await list(client)).body;
    const target = before.notifications.find((n) => !n.read)!;
    expect(target).toBeDefined();

    const foreign = await call(`/notifications/${target.id}/read`, { method: 'POST', token: client2 });
    expect(foreign.status).toBe(404);
    expect((await list(client)).body.unread).toBe(before.unread);
    expect((await list(client2)).body.notifications.map((n) => n.id)).not.toContain(target.id);

    const own = await call(`/notifications/${target.id}/read`, { method: 'POST', token: client });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ unread: before.unread - 1 });
    const after = (await list(client)).body;
    expect(after.notifications.find((n) => n.id === target.id)?.read).toBe(true);

    // Reading it again changes nothing.
    expect((await call(`/notifications/${target.id}/read`, { method: 'POST', token: client })).body).toEqual({
      unread: before.unread - 1,
    });
  });

  it('refuses an id that is not a positive number, and answers 404 for one that does not exist', async () => {
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const reply = await call(`/notifications/${bad}/read`, { method: 'POST', token: client });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: 'validation' });
    }
    expect((await call('/notifications/987654321/read', { method: 'POST', token: client })).status).toBe(404);
  });

  it('reads all of one user only', async () => {
    // by id: other files of the suite, on the same server, may add notifications for the client meanwhile
    const unreadIds = (body: NotificationsResponse) =>
      body.notifications.filter((n) => !n.read).map((n) => n.id);
    const clientBefore = unreadIds((await list(client)).body);
    expect(clientBefore.length).toBeGreaterThan(0);
    expect((await list(client2)).body.unread).toBeGreaterThan(0);
    const reply = await call('/notifications/read-all', { method: 'POST', token: client2 });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ unread: 0 });
    const after = (await list(client2)).body;
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    const clientAfter = (await list(client)).body;
    const listed = new Set(clientAfter.notifications.map((n) => n.id));
    const stillUnread = new Set(unreadIds(clientAfter));
    expect(clientBefore.filter((id) => listed.has(id) && !stillUnread.has(id))).toEqual([]);
  });
});
