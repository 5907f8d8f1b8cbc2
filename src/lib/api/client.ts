import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '@contract/config';
import { getAccessToken } from '@/lib/storage';
import { ApiError, errorFromResponse, NETWORK_ERROR_KEY } from './errors';

// The one HTTP client of the portal. Every call: JSON content type (not for multipart), the
// product API key header, credentials included, and the bearer token when one is stored.

export const API_URL = (import.meta.env.VITE_API_URL || '/api').replace(/\/+$/, '');
const API_KEY_HEADER = import.meta.env.VITE_API_KEY_HEADER || DEFAULT_API_KEY_HEADER;
const API_KEY = import.meta.env.VITE_API_KEY || DEFAULT_API_KEY;

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  /** A 401 does not end the session (the session's own profile check, logout). */
  skipAuthRedirect?: boolean;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..100, or 0 while the total is unknown */
  percent: number;
}

export interface PostOptions extends RequestOptions {
  /** Sends the body as multipart/form-data (a plain object is converted field by field). */
  multipart?: boolean;
  /** Upload progress of a multipart body (uses XMLHttpRequest, which reports it). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Registers what happens when an authorized call answers 401 (the session module ends the
 * session and the app navigates to /login). Keeps this module free of router and state code.
 * Answers a function that unregisters it.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export function buildUrl(path: string, query?: Query): string {
  const url = /^https?:\/\//.test(path) ? path : `${API_URL}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

export function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  if (!body || typeof body !== 'object') return form;
  for (const [key, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      if (v instanceof Blob) form.append(key, v);
      else if (typeof v === 'object') form.append(key, JSON.stringify(v));
      else form.append(key, String(v));
    }
  }
  return form;
}

export function headersFor(multipart: boolean, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', [API_KEY_HEADER]: API_KEY };
  if (!multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  // the portal's language, not the browser's: the server writes the account's mail in it
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang) headers['Accept-Language'] = lang;
  return headers;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function settle<T>(
  status: number,
  statusText: string,
  text: string,
  retryAfter: string | null,
  sentToken: string | null,
  opts: RequestOptions,
): T {
  const data = parseBody(text);
  const error = errorFromResponse(status, statusText, data, retryAfter);
  if (!error) return data as T;
  // Only the first of several concurrent 401s ends the session: later ones find the token gone.
  if (status === 401 && sentToken && !opts.skipAuthRedirect && getAccessToken() === sentToken) {
    unauthorizedHandler?.();
  }
  throw error;
}

const networkError = () => new ApiError(NETWORK_ERROR_KEY, { status: 0, isNetwork: true });

async function request<T>(method: string, path: string, body: unknown, opts: PostOptions = {}): Promise<T> {
  const multipart = opts.multipart === true;
  const token = getAccessToken();
  const url = buildUrl(path, opts.query);
  const headers = headersFor(multipart, token);
  const payload = body === undefined ? undefined : multipart ? toFormData(body) : JSON.stringify(body);

  if (multipart && opts.onUploadProgress) {
    return uploadWithProgress<T>(method, url, headers, payload as FormData, token, opts);
  }

  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: payload, credentials: 'include', signal: opts.signal });
  } catch (err) {
    if (opts.signal?.aborted || (err as Error)?.name === 'AbortError') throw err;
    throw networkError();
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    if (opts.signal?.aborted || (err as Error)?.name === 'AbortError') throw err;
    throw networkError();
  }
  return settle<T>(res.status, res.statusText, text, res.headers.get('Retry-After'), token, opts);
}

function uploadWithProgress<T>(
  method: string,
  url: string,
  headers: Record<string, string>,
  form: FormData,
  token: string | null,
  opts: PostOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      const total = e.lengthComputable ? e.total : 0;
      opts.onUploadProgress?.({
        loaded: e.loaded,
        total,
        percent: total ? Math.round((e.loaded / total) * 100) : 0,
      });
    };
    xhr.onload = () => {
      try {
        resolve(
          settle<T>(
            xhr.status,
            xhr.statusText,
            xhr.responseText,
            xhr.getResponseHeader('Retry-After'),
            token,
            opts,
          ),
        );
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (opts.signal) {
      if (opts.signal.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
        return;
      }
      opts.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: PostOptions) => request<T>('POST', path, body, opts),
  put: <T>(path: string, body?: unknown, opts?: PostOptions) => request<T>('PUT', path, body, opts),
  patch: <T>(path: string, body?: unknown, opts?: PostOptions) => request<T>('PATCH', path, body, opts),
  delete: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('DELETE', path, body, opts),
};
