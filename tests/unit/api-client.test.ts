import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '@contract/config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  deleteById,
  getById,
  getEndpoint,
  postTo,
  putTo,
  setUnauthorizedHandler,
} from '@/lib/api';

type Call = { url: string; init: RequestInit };
let calls: Call[];

function reply(body: unknown, status = 200, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function mockFetch(...answers: (Response | Error | DOMException | (() => Response | Promise<Response>))[]) {
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    if (next instanceof Error || next instanceof DOMException) throw next;
    return typeof next === 'function' ? next() : next.clone();
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The rejection of a call that must fail. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('the call was expected to fail');
}

const headersOf = (i = 0) => calls[i].init.headers as Record<string, string>;

beforeEach(() => {
  calls = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('every call', () => {
  it('sends JSON content type, the API key, credentials, and no Authorization without a token', async () => {
    mockFetch(reply({ ok: true }));
    await expect(api.get('/profile')).resolves.toEqual({ ok: true });
    expect(calls[0].url).toBe('/api/profile');
    expect(calls[0].init.method).toBe('GET');
    expect(calls[0].init.credentials).toBe('include');
    expect(headersOf()['Content-Type']).toBe('application/json');
    expect(headersOf()[DEFAULT_API_KEY_HEADER]).toBe(DEFAULT_API_KEY);
    expect(headersOf().Authorization).toBeUndefined();
  });

  it("sends the portal's language (not the browser's) as Accept-Language, for the account's mail", async () => {
    mockFetch(reply({ ok: true }), reply({ ok: true }));
    document.documentElement.lang = '';
    await api.get('/profile');
    expect(headersOf(0)['Accept-Language']).toBeUndefined();
    document.documentElement.lang = 'ar';
    try {
      await api.get('/profile');
    } finally {
      document.documentElement.lang = '';
    }
    expect(headersOf(1)['Accept-Language']).toBe('ar');
  });

  it('sends the stored token as a bearer Authorization header', async () => {
    localStorage.setItem('accessToken', 'tok-123');
    mockFetch(reply({}));
    await api.get('/profile');
    expect(headersOf().Authorization).toBe('Bearer tok-123');
  });

  it('serialises a JSON body and builds the query string (arrays repeat, null/undefined dropped)', async () => {
    mockFetch(reply({ id: 1 }));
    await api.post('/things', { a: 1, b: 'x' });
    expect(calls[0].init.body).toBe('{"a":1,"b":"x"}');
    await api.get('/invoices', {
      query: { page: 2, status: ['UNPAID', 'PAID'], q: undefined, x: null, empty: '' },
    });
    expect(calls[1].url).toBe('/api/invoices?page=2&status=UNPAID&status=PAID&empty=');
  });
});

describe('errors', () => {
  it('an HTTP 200 whose body carries `error` rejects with the server message', async () => {
    mockFetch(reply({ error: 'NPWP sudah terdaftar', code: 'npwp_taken' }, 200));
    const err = await failure(api.post('/user', {}));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('NPWP sudah terdaftar');
    expect(err.status).toBe(200);
    expect(err.code).toBe('npwp_taken');
    expect(err.isNetwork).toBe(false);
  });

  it('a body with error: null or false is a success', async () => {
    mockFetch(reply({ error: null, data: 1 }), reply({ error: false, data: 2 }));
    await expect(api.get('/a')).resolves.toEqual({ error: null, data: 1 });
    await expect(api.get('/b')).resolves.toEqual({ error: false, data: 2 });
  });

  it('a non-2xx status rejects with message, code, fields and retryAfter', async () => {
    mockFetch(
      reply(
        {
          error: 'Some fields are invalid',
          code: 'validation',
          fields: { email: 'Enter a valid email address' },
        },
        400,
      ),
      reply({ error: 'Too many attempts', code: 'too_many_attempts' }, 429, { 'Retry-After': '42' }),
    );
    const err = await failure(api.post('/user', {}));
    expect(err).toMatchObject({ status: 400, code: 'validation', message: 'Some fields are invalid' });
    expect(err.fields).toEqual({ email: 'Enter a valid email address' });
    const limited = await failure(api.post('/login', {}));
    expect(limited).toMatchObject({ status: 429, retryAfter: 42 });
  });

  it('a non-2xx status without a JSON body still rejects', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const err = await failure(api.get('/x'));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 502, message: 'Bad Gateway', fromServer: false });
  });

  it("the API's own error is fromServer, a bare status or a network failure is not", async () => {
    mockFetch(
      () => reply({ error: 'Database unavailable', code: 'db_unavailable' }, 503),
      () => new Response('', { status: 504 }),
    );
    expect(await failure(api.get('/x'))).toMatchObject({ status: 503, fromServer: true });
    expect(await failure(api.get('/x'))).toMatchObject({ status: 504, fromServer: false });
  });

  it('a network failure rejects with isNetwork and the translation key', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const err = await failure(api.get('/profile'));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ isNetwork: true, status: 0, message: 'common.errors.network' });
  });

  it('an aborted call rejects with the AbortError itself', async () => {
    mockFetch(new DOMException('aborted', 'AbortError'));
    const err = await failure(api.get('/search', { signal: AbortSignal.abort() }));
    expect(err).not.toBeInstanceOf(ApiError);
    expect(err.name).toBe('AbortError');
  });
});

describe('401 on an authorized call', () => {
  it('calls the registered handler once, even for concurrent 401s', async () => {
    localStorage.setItem('accessToken', 'expired');
    mockFetch(() => reply({ error: 'Session expired', code: 'unauthorized' }, 401));
    const handler = vi.fn(() => localStorage.removeItem('accessToken'));
    setUnauthorizedHandler(handler);
    const results = await Promise.allSettled([api.get('/invoice'), api.get('/dompet'), api.get('/profile')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('is not an expired session when no token was sent (wrong password) or the caller opted out', async () => {
    mockFetch(() => reply({ error: 'Wrong email or password', code: 'invalid_credentials' }, 401));
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(api.post('/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    localStorage.setItem('accessToken', 'tok');
    await expect(api.get('/profile', { skipAuthRedirect: true })).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
  });

  it('a 403 does not end the session', async () => {
    localStorage.setItem('accessToken', 'tok');
    mockFetch(() => reply({ error: 'Forbidden', code: 'forbidden' }, 403));
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(api.get('/admin/users')).rejects.toMatchObject({ status: 403 });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe("the original's generic helpers", () => {
  it('getEndpoint, getById, putTo and deleteById build /{name}[/{id}] with the right method', async () => {
    mockFetch(reply({}));
    await getEndpoint('invoice', { page: 1 });
    await getById('invoice', 'INV/2026/7');
    await putTo('penandatanganspt', { id: 9, nama: 'Sari' });
    await deleteById('invoice', 12);
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', '/api/invoice?page=1'],
      ['GET', '/api/invoice/INV%2F2026%2F7'],
      ['PUT', '/api/penandatanganspt/9'],
      ['DELETE', '/api/invoice/12'],
    ]);
    expect(JSON.parse(calls[2].init.body as string)).toEqual({ id: 9, nama: 'Sari' });
  });

  it('postTo sends JSON by default and form-data for multipart (without a JSON content type)', async () => {
    mockFetch(reply({}));
    await postTo('penandatanganspt', { nama: 'Sari' });
    expect(headersOf(0)['Content-Type']).toBe('application/json');
    const file = new File(['%PDF-1.4'], 'surat-kuasa.pdf', { type: 'application/pdf' });
    await postTo('penandatanganspt', { nama: 'Sari', file, skip: undefined }, 'multipart');
    const body = calls[1].init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('nama')).toBe('Sari');
    expect((body.get('file') as File).name).toBe('surat-kuasa.pdf');
    expect(body.has('skip')).toBe(false);
    expect(headersOf(1)['Content-Type']).toBeUndefined();
    expect(headersOf(1)[DEFAULT_API_KEY_HEADER]).toBe(DEFAULT_API_KEY);
  });
});

describe('upload progress', () => {
  it('uses XMLHttpRequest, reports progress and resolves with the parsed answer', async () => {
    localStorage.setItem('accessToken', 'tok');
    const sent: {
      method?: string;
      url?: string;
      headers: Record<string, string>;
      body?: unknown;
      cred?: boolean;
    } = {
      headers: {},
    };
    class FakeXhr {
      upload: { onprogress?: (e: ProgressEvent) => void } = {};
      status = 0;
      statusText = '';
      responseText = '';
      withCredentials = false;
      onload?: () => void;
      onerror?: () => void;
      open(method: string, url: string) {
        sent.method = method;
        sent.url = url;
      }
      setRequestHeader(name: string, value: string) {
        sent.headers[name] = value;
      }
      getResponseHeader() {
        return null;
      }
      send(body: unknown) {
        sent.body = body;
        sent.cred = this.withCredentials;
        this.upload.onprogress?.({
          loaded: 1_000_000,
          total: 2_000_000,
          lengthComputable: true,
        } as ProgressEvent);
        this.upload.onprogress?.({
          loaded: 2_000_000,
          total: 2_000_000,
          lengthComputable: true,
        } as ProgressEvent);
        this.status = 200;
        this.responseText = JSON.stringify({ data: { id: 5 } });
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const answer = await api.post(
      '/penandatanganspt',
      { file: new Blob(['x']) },
      { multipart: true, onUploadProgress: (p) => progress.push(p.percent) },
    );
    expect(answer).toEqual({ data: { id: 5 } });
    expect(progress).toEqual([50, 100]);
    expect(sent).toMatchObject({ method: 'POST', url: '/api/penandatanganspt', cred: true });
    expect(sent.body).toBeInstanceOf(FormData);
    expect(sent.headers.Authorization).toBe('Bearer tok');
    expect(sent.headers[DEFAULT_API_KEY_HEADER]).toBe(DEFAULT_API_KEY);
    expect(sent.headers['Content-Type']).toBeUndefined();
  });
});
