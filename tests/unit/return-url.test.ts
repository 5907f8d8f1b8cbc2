import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnUrl } from '@/lib/return-url';

const hostile: unknown[] = [
  // other hosts
  '//evil.example',
  '//evil.example/path',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/x\\..\\..\\evil',
  // schemes
  'https://evil.example',
  'http://evil.example/client/dashboards',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'mailto:someone@evil.example',
  'evil.example',
  'client/dashboards',
  // encoded tricks
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D%0ALocation:%20https://evil.example',
  '/%00',
  '/x?next=%5C',
  // control characters and separators that URL parsers strip or split on
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' //evil.example',
  ' /client/dashboards',
  '/\u0000evil',
  '/\u007fevil',
  '/\u0085evil',
  '/\u2028evil',
  '/\u2029evil',
  // not strings / empty / huge
  '',
  null,
  undefined,
  42,
  ['/client/dashboards'],
  { toString: () => '/client/dashboards' },
  `/${'a'.repeat(5000)}`,
];

const good = [
  '/',
  '/client/dashboards',
  '/client/invoice/list?page=2&status=UNPAID',
  '/client/invoice/42',
  '/client/transaksi/ebupot/list?q=PT%20Maju%20Jaya',
  '/client/pengaturan/#signers',
  '/client/invoice/list?q=100%',
  '/admin/home',
  '/client/search?q=a%2Fb',
  '/client/x:y',
];

describe('safeReturnUrl', () => {
  it(`rejects ${hostile.length} hostile values`, () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostile.map((v) => [JSON.stringify(v) ?? String(v), v]))('%s → /', (_label, value) => {
    expect(safeReturnUrl(value)).toBe('/');
  });

  it.each(good)('keeps %s', (value) => {
    expect(safeReturnUrl(value)).toBe(value);
  });

  it('every accepted value resolves to this origin', () => {
    for (const value of [...hostile, ...good]) {
      const out = safeReturnUrl(value);
      expect(new URL(out, 'https://portal.test').origin).toBe('https://portal.test');
      expect(out.startsWith('/')).toBe(true);
    }
  });
});

describe('loginPathFor', () => {
  it('is plain /login for the root', () => {
    expect(loginPathFor('/')).toBe('/login');
  });

  it('carries the page asked for, encoded', () => {
    expect(loginPathFor('/client/invoice/list?page=2')).toBe(
      '/login?returnUrl=%2Fclient%2Finvoice%2Flist%3Fpage%3D2',
    );
  });

  it('drops a target that is not a same-origin path', () => {
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
