import { prng } from '../../../server/seed/billing';
import { mutatedPkcs12 } from './fuzz-pkcs12';
import { HOSTILE_PASSPHRASE } from './hostile-pkcs12';
import type { Req } from './http';
import { fillPath, type Route, routeKey } from './routes';

// Hostile requests for every endpoint: wrong types, missing and extra fields, huge strings and
// numbers, unicode and control characters, malformed JSON and multipart, path traversal in ids,
// SQL and script fragments, odd headers. Deterministic for a seed, so a failure can be replayed.

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '\u0007\u001b[31m\u0008\u007f',
  '\r\n\t\v\f',
  '\u202eevil\u202c',
  '\uFEFFbom',
  '\uD800',
  '😀'.repeat(300),
  'Ω≈ç√∫˜µ≤≥÷ åß∂ƒ©˙∆˚¬',
  'مرحبا بالعالم',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗͕',
  'ü@ü.test',
  'A'.repeat(256),
  'x'.repeat(20_000),
  '9'.repeat(400),
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd%00.png',
  "' OR '1'='1",
  '1; DROP TABLE users;--',
  '"); DELETE FROM invoices; --',
  "admin'--",
  '1 UNION SELECT password_hash FROM users',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  `{{7*7}}${'$'}{7*7}<%= 7*7 %>`,
  '%s%s%s%n%x',
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

const HOSTILE_OTHER: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 'a', null],
  { $gt: '' },
  { nested: { deeper: { deepest: ['<script>'] } } },
  Array.from({ length: 2000 }, (_, i) => i),
];

/** Field names of every contract, to build random bodies and queries. */
const FIELD_NAMES = [
  'id',
  'email',
  'password',
  'nama',
  'phone',
  'npwp',
  'otp',
  'old_password',
  'new_password',
  'new_email',
  'invoice_id',
  'bank_code',
  'va_number',
  'amount',
  'channel',
  'client_id',
  'user_id',
  'penjual_id',
  'tanggal',
  'jatuh_tempo',
  'catatan',
  'details',
  'masa',
  'tahun',
  'recipientType',
  'recipientId',
  'recipientName',
  'kodeObjek',
  'fasilitas',
  'dpp',
  'docType',
  'docNumber',
  'docDate',
  'withholdingDate',
  'signerId',
  'reason',
  'efin',
  'passphrase',
  'bertindak_sebagai',
  'jenis_identitas',
  'nomor_identitas',
  'jabatan',
  'scope',
  'surat_kuasa_nomor',
  'surat_kuasa_tanggal',
  'active',
  'is_default',
  'company_name',
  'address',
  'city',
  'postal_code',
  'role',
  'status',
  'reset',
];

const QUERY_NAMES = [
  'page',
  'perPage',
  'sort',
  'order',
  'status',
  'q',
  'kind',
  'date_from',
  'date_to',
  'due_from',
  'due_to',
  'client_id',
  'user_id',
  'bank',
  'code',
  'masa',
  'tahun',
  'pasal',
  'tab',
  'recipient',
  'lng',
  'active',
  'scope',
  'email',
  'role',
];

const BAD_IDS = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '1e3',
  '0x10',
  'abc',
  '%20',
  '%00',
  '1%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '1%3B%20DROP%20TABLE%20users',
  "1'%20OR%20'1'%3D'1",
  '%3Cscript%3E',
  encodeURIComponent('😀'),
  'null',
  'NaN',
  '9'.repeat(300),
];

const RAW_BODIES = [
  '{',
  '{"a":1,}',
  "{'a':1}",
  '[',
  'null',
  '"just a string"',
  '12345',
  '1e999',
  '{"amount":1e999}',
  '{"id":123456789012345678901234567890}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\u0000\u0001\u0002',
  '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  'a=1&b=2',
  '--boundary\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--boundary--',
];

/** A certificate upload as the portal sends it. */
export function certificateForm(bytes: Buffer, passphrase = HOSTILE_PASSPHRASE): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/x-pkcs12' }), 'sertifikat.p12');
  form.append('passphrase', passphrase);
  return form;
}

export interface FuzzContext {
  routes: Route[];
  /** valid ids of the fuzzing client's own rows, mixed into path parameters */
  ownIds: number[];
  /** a valid body a route (routeKey) accepts; mutations start from it */
  templates: Record<string, () => Record<string, unknown>>;
  tokens: { client: () => string; admin: () => string };
}

export interface FuzzCase {
  req: Req;
  route: Route;
  /** what kind of mutation, for the summary */
  kind: string;
}

export function createFuzzer(seed: number, ctx: FuzzContext) {
  const rng = prng(seed);
  const int = (n: number) => Math.floor(rng() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  const chance = (p: number) => rng() < p;

  const hostileValue = (): unknown => {
    const r = rng();
    if (r < 0.55) return pick(HOSTILE_STRINGS);
    if (r < 0.8) return pick(HOSTILE_NUMBERS);
    return pick(HOSTILE_OTHER);
  };
  const scalarText = (): string => {
    const v = hostileValue();
    return typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
  };

  const randomObject = () => {
    const out: Record<string, unknown> = {};
    for (let i = 0, n = 1 + int(6); i < n; i++) out[pick(FIELD_NAMES)] = hostileValue();
    return out;
  };

  /** One mutation of the route's template (or of a random object when it has none). */
  const mutatedBody = (route: Route): { body: Record<string, unknown> | unknown; kind: string } => {
    const template = ctx.templates[routeKey(route)];
    const base = template ? template() : randomObject();
    const keys = Object.keys(base);
    const r = rng();
    if (!keys.length || r < 0.1) return { body: randomObject(), kind: 'random-object' };
    if (r < 0.45) return { body: { ...base, [pick(keys)]: hostileValue() }, kind: 'wrong-value' };
    if (r < 0.6) {
      const copy = { ...base };
      delete copy[pick(keys)];
      if (chance(0.3)) delete copy[pick(keys)];
      return { body: copy, kind: 'missing-field' };
    }
    if (r < 0.72)
      return {
        body: {
          ...base,
          [pick(FIELD_NAMES)]: hostileValue(),
          role: 'admin',
          user_id: 1,
          client_id: 1,
          [`x_${int(1000)}`]: scalarText(),
        },
        kind: 'extra-fields',
      };
    if (r < 0.82)
      return { body: Object.fromEntries(keys.map((k) => [k, hostileValue()])), kind: 'all-hostile' };
    if (r < 0.9) return { body: pick([[], [base], 'text', 42, null, true]), kind: 'not-an-object' };
    return { body: base, kind: 'template' };
  };

  /** percent-encoding that also takes lone surrogates (as the UTF-8 of U+FFFD) */
  const encode = (text: string) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
    }
  };

  const query = (): string => {
    const parts: string[] = [];
    for (let i = 0, n = int(5); i < n; i++) {
      const name = chance(0.9) ? pick(QUERY_NAMES) : scalarText().slice(0, 50);
      // short enough that the request line stays under Node's 16 KB header limit
      const value = scalarText().slice(0, 400);
      const broken = pick(['%zz', '%', '%E0%A4%A', '%00', '%ED%A0%80', '%C0%AF']);
      parts.push(`${encode(name)}=${chance(0.9) ? encode(value) : broken}`);
    }
    if (chance(0.1)) parts.push('page=1&page=2&perPage[]=10');
    return parts.length ? `?${parts.join('&')}` : '';
  };

  const pathFor = (route: Route) => {
    const values: Record<string, string> = {};
    for (const p of route.params)
      values[p] = chance(0.45) && ctx.ownIds.length ? String(pick(ctx.ownIds)) : pick(BAD_IDS);
    return fillPath(route, values);
  };

  const hostileForm = (route: Route) => {
    const form = new FormData();
    const template = ctx.templates[routeKey(route)]?.() ?? randomObject();
    for (const [k, v] of Object.entries(template)) {
      const value = chance(0.3) ? hostileValue() : v;
      form.append(k, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    }
    const fileField = pick(['file', 'surat_kuasa_file', 'avatar']);
    const sizes = [0, 1, 100, 60 * 1024, 2 * 1024 * 1024 + 1];
    const bytes = new Uint8Array(pick(sizes)).fill(int(256));
    for (let i = 0; i < Math.min(bytes.length, 64); i++) bytes[i] = int(256);
    if (chance(0.3) && bytes.length >= 5) bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF- with garbage after
    form.append(
      fileField,
      new Blob([bytes], { type: pick(['application/pdf', 'text/html', 'application/x-pkcs12', '']) }),
      pick([
        '../../etc/passwd',
        '<script>.p12',
        '<img src=x onerror=alert(1)>.pdf',
        '"><script>alert(1)</script>.txt',
        'a\u0000b.pdf',
        'x'.repeat(300),
        'sertifikat.p12',
        '',
      ]),
    );
    return form;
  };

  /** Authorization of the case: mostly the client, some admin, some none or garbage. */
  const auth = (): Partial<Req> => {
    const r = rng();
    if (r < 0.72) return { token: ctx.tokens.client() };
    if (r < 0.82) return { token: ctx.tokens.admin() };
    if (r < 0.9) return {};
    if (r < 0.95)
      return {
        headers: {
          authorization: pick([
            'Bearer',
            `Bearer ${'x'.repeat(5000)}`,
            'Bearer a b c',
            'Basic dXNlcjpwYXNz',
            "Bearer ' OR 1=1--",
            'Bearer null',
          ]),
        },
      };
    return { token: ctx.tokens.client(), apiKey: pick([null, '', 'wrong-key', 'x'.repeat(3000)]) };
  };

  const next = (): FuzzCase => {
    const route = pick(ctx.routes);
    const method = chance(0.04) ? pick(['PATCH', 'PUT', 'DELETE', 'OPTIONS', 'POST']) : route.method;
    const base: Req = { method, path: pathFor(route) + (chance(0.5) ? query() : ''), ...auth() };
    if (chance(0.05)) base.ip = pick(['999.999.999.999', '::1, 10.0.0.1', 'a'.repeat(500), '127.0.0.1']);
    const hasBody = method !== 'GET' && method !== 'OPTIONS';
    if (!hasBody) return { req: base, route, kind: 'query' };
    if (routeKey(route) === 'POST /sertifikat' && chance(0.5)) {
      const { bytes, kind } = mutatedPkcs12(rng);
      return { req: { ...base, form: certificateForm(bytes) }, route, kind };
    }
    const r = rng();
    if (r < 0.62) {
      const { body, kind } = mutatedBody(route);
      return { req: { ...base, body }, route, kind };
    }
    if (r < 0.77) return { req: { ...base, raw: pick(RAW_BODIES) }, route, kind: 'malformed-json' };
    if (r < 0.87) return { req: { ...base, form: hostileForm(route) }, route, kind: 'multipart' };
    if (r < 0.995)
      return {
        req: {
          ...base,
          raw: pick(RAW_BODIES),
          headers: {
            ...base.headers,
            'content-type': pick([
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data',
              'multipart/form-data; boundary=boundary',
              'application/json; charset=utf-16',
              'application/xml',
            ]),
          },
        },
        route,
        kind: 'wrong-content-type',
      };
    return { req: { ...base, raw: Buffer.alloc(3 * 1024 * 1024 + 100, 0x61) }, route, kind: 'too-large' };
  };

  return { next };
}

/**
 * The same fault in every field, not left to chance: each text field of each template, and each
 * common query parameter of each GET endpoint, given a NUL character (PostgreSQL text cannot
 * hold one) and a lone surrogate. Sent as the fuzzing client (its token is filled in on sending).
 */
export function everyFieldSweep(ctx: FuzzContext): FuzzCase[] {
  const cases: FuzzCase[] = [];
  // the token is read when a case is sent: a fuzzed logout may have replaced it by then
  const token = '';
  for (const route of ctx.routes) {
    if (route.path.endsWith('/logout')) continue; // takes no input, would end the session
    const path = fillPath(
      route,
      Object.fromEntries(route.params.map((p) => [p, String(ctx.ownIds[0] ?? 1)])),
    );
    if (route.method === 'GET') {
      for (const name of ['q', 'recipient', 'bank', 'status', 'sort', 'email'])
        cases.push({ req: { path: `${path}?${name}=a%00b`, token }, route, kind: 'nul-query' });
      continue;
    }
    const template = ctx.templates[routeKey(route)]?.();
    if (!template) continue;
    for (const [field, value] of Object.entries(template)) {
      if (typeof value !== 'string') continue;
      for (const bad of ['a\u0000b', 'a\uD800b'])
        cases.push({
          req: { method: route.method, path, token, body: { ...template, [field]: bad } },
          route,
          kind: 'nul-field',
        });
    }
  }
  return cases;
}
