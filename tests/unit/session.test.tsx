import type { User } from '@contract/auth';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterNav } from '@/app/RouterNav';
import { setUnauthorizedHandler } from '@/lib/api';
import { api } from '@/lib/api/client';
import {
  bootSession,
  handleUnauthorized,
  onSessionEnd,
  profileProvisionalAtom,
  sessionStatusAtom,
  sessionUnreachableAtom,
  signIn,
  signOut,
  userAtom,
  useSession,
} from '@/lib/session';

const user: User = {
  id: 7,
  nama: 'Budi Santoso',
  email: 'budi@example.test',
  role: 'client',
  phone: '081234567890',
  npwp: null,
  company_name: null,
  address: null,
  city: null,
  postal_code: null,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
};

type Call = { url: string; method: string; auth?: string };
let calls: Call[];

/** Routes each call by "METHOD path" to an answer; unknown ones are a 404. */
function serve(routes: Record<string, () => Response | Promise<Response>>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const auth = (init.headers as Record<string, string>).Authorization;
      calls.push({ url, method, auth });
      const answer = routes[`${method} ${url}`];
      if (!answer) return new Response(JSON.stringify({ error: 'nope' }), { status: 404 });
      return answer();
    }),
  );
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

beforeEach(() => {
  calls = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('bootSession', () => {
  it('without a stored token is anonymous at once and calls nothing', async () => {
    serve({});
    const store = createStore();
    await bootSession(store);
    expect(store.get(sessionStatusAtom)).toBe('anonymous');
    expect(calls).toHaveLength(0);
  });

  it('with a token fetches the profile: success sets the user and userData', async () => {
    localStorage.setItem('accessToken', 'tok');
    serve({ 'GET /api/profile': json(user) });
    const store = createStore();
    const booting = bootSession(store);
    expect(store.get(sessionStatusAtom)).toBe('loading');
    await booting;
    expect(store.get(sessionStatusAtom)).toBe('authenticated');
    expect(store.get(userAtom)).toEqual(user);
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(user);
    expect(calls[0].auth).toBe('Bearer tok');
  });

  it('a failed profile fetch clears userData, refreshToken and accessToken without redirecting', async () => {
    localStorage.setItem('accessToken', 'stale');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('userData', JSON.stringify(user));
    serve({ 'GET /api/profile': json({ error: 'Session expired', code: 'unauthorized' }, 401) });
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    const store = createStore();
    await bootSession(store);
    expect(store.get(sessionStatusAtom)).toBe('anonymous');
    expect(store.get(userAtom)).toBeNull();
    for (const key of ['accessToken', 'refreshToken', 'userData'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('a stored profile opens the portal before the check answers; the fresh profile then replaces it', async () => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('userData', JSON.stringify(user));
    const fresh = { ...user, nama: 'Budi S.' };
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    serve({
      'GET /api/profile': async () => {
        await held;
        return json(fresh)();
      },
    });
    const store = createStore();
    const booting = bootSession(store);
    expect(store.get(sessionStatusAtom)).toBe('authenticated');
    expect(store.get(userAtom)).toEqual(user);
    expect(store.get(profileProvisionalAtom)).toBe(true);
    answer();
    await booting;
    expect(store.get(userAtom)).toEqual(fresh);
    expect(store.get(profileProvisionalAtom)).toBe(false);
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(fresh);
  });

  it('an unchanged profile keeps the stored object, so nothing reading the user re-renders', async () => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('userData', JSON.stringify(user));
    serve({ 'GET /api/profile': json(user) });
    const store = createStore();
    const booting = bootSession(store);
    const opened = store.get(userAtom);
    const seen: unknown[] = [];
    store.sub(userAtom, () => seen.push(store.get(userAtom)));
    await booting;
    expect(store.get(userAtom)).toBe(opened);
    expect(seen).toEqual([]);
    expect(store.get(profileProvisionalAtom)).toBe(false);
  });
  it('the stored profile stops being provisional at the first failed check: it is the best there is', async () => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('userData', JSON.stringify(user));
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let asked = 0;
    serve({
      'GET /api/profile': async () => {
        if (asked++ === 0) return new Response('<html>Bad gateway</html>', { status: 502 });
        await held;
        return json(user)();
      },
    });
    const store = createStore();
    const booting = bootSession(store, [1]);
    expect(store.get(profileProvisionalAtom)).toBe(true);
    await vi.waitFor(() => expect(asked).toBe(2));
    expect(store.get(profileProvisionalAtom)).toBe(false);
    expect(store.get(userAtom)).toEqual(user);
    answer();
    await booting;
  });

  /** Answers each call to one path from a list, in turn (the last one repeats). */
  const inTurn =
    (...answers: (() => Response)[]) =>
    () =>
      (answers.length > 1 ? answers.shift()! : answers[0])();
  const down = () => new Response('<html>Bad gateway</html>', { status: 502 });

  it('an unreachable server does not sign out: the stored profile opens the portal while the check retries', async () => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('userData', JSON.stringify(user));
    const fresh = { ...user, nama: 'Budi S.' };
    serve({
      'GET /api/profile': inTurn(
        down,
        () => json({ error: 'db', code: 'db_unavailable' }, 503)(),
        json(fresh),
      ),
    });
    const store = createStore();
    const seen: string[] = [];
    store.sub(sessionStatusAtom, () => seen.push(store.get(sessionStatusAtom)));
    await bootSession(store, [1]);
    expect(calls).toHaveLength(3);
    expect(seen).toEqual(['authenticated']);
    expect(store.get(userAtom)).toEqual(fresh);
    expect(localStorage.getItem('accessToken')).toBe('tok');
  });

  it('without a stored profile it stays loading, says the server is unreachable, and signs in when it answers', async () => {
    localStorage.setItem('accessToken', 'tok');
    let failNext = 2;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (failNext-- > 0) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(user), { status: 200 });
      }),
    );
    const store = createStore();
    const unreachable: boolean[] = [];
    store.sub(sessionUnreachableAtom, () => unreachable.push(store.get(sessionUnreachableAtom)));
    await bootSession(store, [1]);
    expect(unreachable).toEqual([true, false]);
    expect(store.get(sessionStatusAtom)).toBe('authenticated');
    expect(store.get(userAtom)).toEqual(user);
  });

  it('a refusal after an outage still signs out; a rate limit (429) is retried', async () => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('userData', JSON.stringify(user));
    serve({
      'GET /api/profile': inTurn(
        () => new Response('', { status: 504 }),
        json({ error: 'Slow down', code: 'too_many_attempts' }, 429),
        json({ error: 'Session expired', code: 'unauthorized' }, 401),
      ),
    });
    const store = createStore();
    await bootSession(store, [1]);
    expect(calls).toHaveLength(3);
    expect(store.get(sessionStatusAtom)).toBe('anonymous');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('stops checking when the user signs out meanwhile', async () => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('userData', JSON.stringify(user));
    serve({ 'GET /api/profile': down });
    const store = createStore();
    const booting = bootSession(store, [5]);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(1));
    localStorage.removeItem('accessToken');
    await booting;
    expect(calls.length).toBeLessThanOrEqual(2);
  });
});

describe('signIn / signOut', () => {
  it('signIn stores the token, then fetches the profile with it and stores userData', async () => {
    serve({
      'POST /api/login': json({ content: { access_token: 'fresh' } }),
      'GET /api/profile': json(user),
    });
    const store = createStore();
    await signIn(store, 'budi@example.test', 'correct horse');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/login', 'GET /api/profile']);
    expect(calls[1].auth).toBe('Bearer fresh');
    expect(localStorage.getItem('accessToken')).toBe('fresh');
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({ email: user.email });
    expect(store.get(sessionStatusAtom)).toBe('authenticated');
  });

  it('a refused sign-in stores nothing and rejects with the server code', async () => {
    serve({
      'POST /api/login': json({ error: 'Wrong email or password', code: 'invalid_credentials' }, 401),
    });
    const store = createStore();
    await expect(signIn(store, 'budi@example.test', 'nope')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(store.get(userAtom)).toBeNull();
  });

  it('signOut calls GET /logout with the token, then forgets everything', async () => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('userData', JSON.stringify(user));
    serve({ 'GET /api/logout': json({ message: 'Signed out' }) });
    const store = createStore();
    store.set(userAtom, user);
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    await signOut(store);
    off();
    expect(calls).toEqual([{ url: '/api/logout', method: 'GET', auth: 'Bearer tok' }]);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
  });

  it('signOut forgets everything even when the server cannot be reached', async () => {
    localStorage.setItem('accessToken', 'tok');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const store = createStore();
    store.set(userAtom, user);
    await signOut(store);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(store.get(sessionStatusAtom)).toBe('anonymous');
  });
});

describe('a 401 on an authorized call', () => {
  it('ends the session and sends the user to /login with the page they were on', async () => {
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('userData', JSON.stringify(user));
    serve({ 'GET /api/invoice': json({ error: 'Session expired', code: 'unauthorized' }, 401) });
    const store = createStore();
    store.set(userAtom, user);
    store.set(sessionStatusAtom, 'authenticated');
    const navigate = vi.fn();
    setUnauthorizedHandler(() => handleUnauthorized(store, '/client/invoice/list?page=2', navigate));
    await expect(api.get('/invoice')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login?returnUrl=%2Fclient%2Finvoice%2Flist%3Fpage%3D2');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(sessionStatusAtom)).toBe('anonymous');
  });
});

function Probe() {
  const session = useSession();
  return (
    <div>
      <p>status: {session.status}</p>
      <p>name: {session.user?.nama ?? '-'}</p>
      <button type="button" onClick={() => session.setUser({ ...user, nama: 'Budi S.' })}>
        rename
      </button>
      <button type="button" onClick={() => session.logout()}>
        logout
      </button>
    </div>
  );
}

describe('useSession', () => {
  it('setUser shows the new user at once and stores it; logout goes to /login even if the call fails', async () => {
    localStorage.setItem('accessToken', 'tok');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"error":"boom"}', { status: 500 })));
    const store = createStore();
    store.set(userAtom, user);
    store.set(sessionStatusAtom, 'authenticated');
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/client/pengaturan']}>
          <RouterNav>
            <Routes>
              <Route path="/client/pengaturan" element={<Probe />} />
              <Route path="/login" element={<p>login screen</p>} />
            </Routes>
          </RouterNav>
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'rename' }));
    expect(screen.getByText('name: Budi S.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userData')!).nama).toBe('Budi S.');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'logout' })));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(store.get(userAtom)).toBeNull();
  });
});
