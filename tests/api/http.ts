import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../contract/config';

export const apiUrl = () => inject('apiUrl');

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** sent as X-Forwarded-For (the test server trusts it) to act from another address */
  ip?: string;
  apiKey?: string | null;
  form?: FormData;
  raw?: string;
}

/** Calls the real test server; answers status, parsed JSON body (or text) and headers. */
export async function call<T = any>(path: string, opts: CallOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.apiKey !== null) headers[DEFAULT_API_KEY_HEADER] = opts.apiKey ?? DEFAULT_API_KEY;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.raw !== undefined) {
    body = opts.raw;
    headers['content-type'] ??= 'application/json';
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${apiUrl()}/api${path}`, {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** A unique address for one test's account. */
export const uniqueEmail = (tag = 'user') => `${tag}-${randomBytes(5).toString('hex')}@example.test`;
/** A unique fake client address, so per-address rate limits of one test do not touch another. */
export const uniqueIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
