import { api, type Query, type RequestOptions } from './client';

// The original portal's generic helpers: a named endpoint, `/{id}`, post (form-data when asked),
// put to `/{body.id}`, delete `/{id}`.

const segment = (name: string) => `/${name.replace(/^\/+/, '')}`;
const idPart = (id: string | number) => `/${encodeURIComponent(String(id))}`;

export const getEndpoint = <T>(name: string, query?: Query, opts?: RequestOptions) =>
  api.get<T>(segment(name), { ...opts, query });

export const getById = <T>(name: string, id: string | number, opts?: RequestOptions) =>
  api.get<T>(`${segment(name)}${idPart(id)}`, opts);

export const postTo = <T>(name: string, body?: unknown, type?: 'json' | 'multipart') =>
  api.post<T>(segment(name), body, { multipart: type === 'multipart' });

export const putTo = <T, B extends { id: string | number } = { id: string | number }>(
  name: string,
  body: B,
) => api.put<T>(`${segment(name)}${idPart(body.id)}`, body);

export const deleteById = <T>(name: string, id: string | number) =>
  api.delete<T>(`${segment(name)}${idPart(id)}`);
