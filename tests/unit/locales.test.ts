import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLocale, flattenKeys, LANGUAGES } from '../../scripts/locales';

// Every language has exactly the keys English has, no empty text, and Arabic has no English
// left: an Arabic text equal to the English one is allowed only for names and codes.

const srcDir = resolve(__dirname, '../../src');

type Tree = ReturnType<typeof buildLocale>;

/** The text at a dotted key, or undefined when the language lacks it. */
const valueAt = (tree: Tree, key: string): string | undefined => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  return typeof value === 'string' ? value : undefined;
};

/** Proper names and codes that read the same in every language. */
const SAME_IN_ARABIC = new Set([
  'Portal Pajak',
  // the chart libraries the charts pages are named after (issue 19)
  'Apex',
  'ApexCharts',
  'Recharts',
  'ChartJS',
  'Chart.js',
  'E-Bupot',
  'NPWP',
  'NIK',
  'NITKU',
  'EFIN',
  'PPh',
  'PPN',
  'BRI',
  'BNI',
  'BCA',
  'Mandiri',
  'Rp',
  'VA',
  'PDF',
  'CSV',
  'XML',
  'ID',
  'OTP',
  'Email',
  'E-mail',
  'Ctrl+/',
  'PPh {{pasal}}',
]);

/** A value with no Latin word in it (numbers, symbols, placeholders only) is never English. */
const hasLatinWords = (value: string) => /[A-Za-z]{2,}/.test(value.replace(/\{\{[^}]*\}\}/g, ''));

const bundles = Object.fromEntries(LANGUAGES.map((lng) => [lng, buildLocale(srcDir, lng)])) as Record<
  (typeof LANGUAGES)[number],
  Tree
>;
const englishKeys = flattenKeys(bundles.en).sort();

describe('translations', () => {
  it('exist for the shell in every language', () => {
    for (const lng of LANGUAGES) {
      expect(flattenKeys(bundles[lng])).toContain('layout.skipToContent');
      expect(flattenKeys(bundles[lng])).toContain('nav.billList');
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the English keys', (lng) => {
    // Arabic has six plural forms (CLDR): a plural English key (_one/_other) may have _zero,
    // _two, _few and _many beside them there.
    const extraPlural = (k: string) => {
      const m = /^(.*)_(zero|two|few|many)$/.exec(k);
      return lng === 'ar' && m !== null && englishKeys.includes(`${m[1]}_other`);
    };
    const keys = flattenKeys(bundles[lng])
      .filter((k) => !extraPlural(k))
      .sort();
    expect(
      keys.filter((k) => !englishKeys.includes(k)),
      'keys English lacks',
    ).toEqual([]);
    expect(
      englishKeys.filter((k) => !keys.includes(k)),
      'keys missing',
    ).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty text', (lng) => {
    const empty = flattenKeys(bundles[lng]).filter((k) => valueAt(bundles[lng], k)?.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps the {{placeholders}} of English', (lng) => {
    const placeholders = (s: string) =>
      (s.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
    // Arabic says 'one bill', 'two bills' in words: those forms may leave {{count}} out
    const wordsForCount = (k: string) => lng === 'ar' && /_(zero|one|two)$/.test(k);
    const differing = englishKeys.filter((k) => {
      const translated = valueAt(bundles[lng], k);
      if (translated === undefined) return false;
      const counted = (text: string) =>
        placeholders(text).filter((p) => !(wordsForCount(k) && p === '{{count}}'));
      return counted(translated).join() !== counted(valueAt(bundles.en, k)!).join();
    });
    expect(differing).toEqual([]);
  });

  it('leaves no English in Arabic except names', () => {
    const english = englishKeys.filter((k) => {
      const ar = valueAt(bundles.ar, k);
      return (
        ar !== undefined &&
        ar === valueAt(bundles.en, k) &&
        hasLatinWords(ar) &&
        !SAME_IN_ARABIC.has(ar.trim())
      );
    });
    expect(english).toEqual([]);
  });

  it('gives the menu its natural Indonesian labels', () => {
    expect(bundles.id.nav).toMatchObject({
      billList: 'Daftar Tagihan',
      payments: 'Pembayaran',
      createEbupot: 'Buat E-Bupot',
      settings: 'Pengaturan',
      sectionTransactions: 'Transaksi & Faktur Pajak',
      sectionAccount: 'Pengaturan Akun & Data',
    });
  });
});
