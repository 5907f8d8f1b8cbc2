import { describe, expect, it } from 'vitest';
import type { EfinResponse } from '../../contract/settings';
import { createVerifiedUser, loginDemo } from './helpers/accounts';
import { call } from './http';

describe('GET/PUT /api/efin', () => {
  it('saves a 10-digit EFIN and answers it masked only', async () => {
    const a = await createVerifiedUser();
    const empty = await call<EfinResponse>('/efin', { token: a.token });
    expect(empty.status).toBe(200);
    expect(empty.body.efin).toBeNull();

    const saved = await call<EfinResponse>('/efin', {
      method: 'PUT',
      token: a.token,
      body: { efin: '12345 67890' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.efin).toMatchObject({ last4: '7890', length: 10, masked: '••••••7890' });
    expect(saved.body.warning).toBeUndefined();
    expect(JSON.stringify(saved.body)).not.toContain('1234567890');

    const again = await call<EfinResponse>('/efin', { token: a.token });
    expect(again.body.efin?.masked).toBe('••••••7890');
    expect(JSON.stringify(again.body)).not.toContain('123456');
  });

  it('accepts another length with a warning (formats.md §7), and replaces the old value', async () => {
    const a = await createVerifiedUser();
    await call('/efin', { method: 'PUT', token: a.token, body: { efin: '1234567890' } });
    const twelve = await call<EfinResponse>('/efin', {
      method: 'PUT',
      token: a.token,
      body: { efin: '987654321012' },
    });
    expect(twelve.status).toBe(200);
    expect(twelve.body.efin).toMatchObject({ last4: '1012', length: 12 });
    expect(twelve.body.warning?.code).toBe('efin_length');
    expect((await call<EfinResponse>('/efin', { token: a.token })).body.warning?.code).toBe('efin_length');
  });

  it.each([['12345abcde'], ['12345'], ['1'.repeat(21)], [''], [1234567890]])('refuses %j', async (efin) => {
    const a = await createVerifiedUser();
    const reply = await call('/efin', { method: 'PUT', token: a.token, body: { efin } });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toHaveProperty('efin');
    expect((await call<EfinResponse>('/efin', { token: a.token })).body.efin).toBeNull();
  });

  it("keeps each client's EFIN to itself; an admin reads it masked", async () => {
    const a = await createVerifiedUser();
    const b = await createVerifiedUser();
    await call('/efin', { method: 'PUT', token: a.token, body: { efin: '5555566666' } });
    expect((await call<EfinResponse>('/efin', { token: b.token })).body.efin).toBeNull();
    expect((await call(`/efin?user_id=${a.user.id}`, { token: b.token })).status).toBe(404);
    const admin = await loginDemo('admin');
    const read = await call<EfinResponse>(`/efin?user_id=${a.user.id}`, { token: admin });
    expect(read.body.efin?.last4).toBe('6666');
    expect((await call('/efin')).status).toBe(401);
  });
});
