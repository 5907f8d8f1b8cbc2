import { describe, expect, it } from 'vitest';
import { parseAmount } from '@/lib/amount';
import {
  applyMask,
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatNik,
  formatNitku,
  formatNpwp,
  formatNumber,
  formatRupiah,
  localeFor,
  maskLength,
  monthNames,
  parseDigits,
} from '@/lib/format';

const sp = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('formatRupiah', () => {
  it('groups with dots and a non-breaking space after Rp', () => {
    expect(formatRupiah(1234567)).toBe('Rp\u00a01.234.567');
    expect(formatRupiah(0)).toBe('Rp\u00a00');
    expect(formatRupiah(999)).toBe('Rp\u00a0999');
  });
  it('puts the minus before Rp', () => {
    expect(formatRupiah(-1234)).toBe('-Rp\u00a01.234');
  });
  it('rounds to whole rupiah, or shows 2 decimals on request', () => {
    expect(formatRupiah(1234.6)).toBe('Rp\u00a01.235');
    expect(formatRupiah(1234567, { decimals: 2 })).toBe('Rp\u00a01.234.567,00');
  });
  it('handles bigint and empty values', () => {
    expect(formatRupiah(12345678901234567890n)).toBe('Rp\u00a012.345.678.901.234.567.890');
    expect(formatRupiah(null)).toBe('');
    expect(formatRupiah(undefined)).toBe('');
    expect(formatRupiah(Number.NaN)).toBe('');
  });
});

describe('parseAmount (formats.md §11)', () => {
  it('reads Indonesian amounts: Rp, spaces, dots grouping, a comma before the decimals', () => {
    expect(parseAmount('Rp 240.000,00')).toEqual({ value: 240000 });
    expect(parseAmount('Rp\u00a0240.000,00')).toEqual({ value: 240000 });
    expect(parseAmount('Rp240.000,00')).toEqual({ value: 240000 });
    expect(parseAmount('1.234.567')).toEqual({ value: 1234567 });
    expect(parseAmount('1234567')).toEqual({ value: 1234567 });
    expect(parseAmount(' 240 000 ')).toEqual({ value: 240000 });
    expect(parseAmount('١٢٣')).toEqual({ value: 123 });
    expect(parseAmount('240.000,')).toEqual({ value: 240000 });
    expect(parseAmount('')).toEqual({ value: null });
    expect(parseAmount('Rp ')).toEqual({ value: null });
  });
  it('keeps up to two decimals where the field allows them', () => {
    expect(parseAmount('1.234,5', { decimals: 2 })).toEqual({ value: 1234.5 });
    expect(parseAmount('100.499,49', { decimals: 2 })).toEqual({ value: 100499.49 });
    expect(parseAmount('0,29', { decimals: 2 })).toEqual({ value: 0.29 });
  });
  it('refuses anything else instead of guessing', () => {
    expect(parseAmount('240000.50')).toEqual({ error: 'format' }); // an English decimal, not 24.000.050
    expect(parseAmount('2.40.000')).toEqual({ error: 'format' });
    expect(parseAmount('1.2345')).toEqual({ error: 'format' });
    expect(parseAmount('-5.000')).toEqual({ error: 'format' });
    expect(parseAmount('12a')).toEqual({ error: 'format' });
    expect(parseAmount('1,2,3')).toEqual({ error: 'format' });
    expect(parseAmount('1.234,567', { decimals: 2 })).toEqual({ error: 'decimals' });
    expect(parseAmount('240.000,50')).toEqual({ error: 'whole' });
    expect(parseAmount('1234567890123456')).toEqual({ error: 'tooLarge' });
    expect(parseAmount('123456789012345')).toEqual({ value: 123456789012345 });
  });
});

describe('formatRupiah of zero', () => {
  it('never prints a minus sign on zero', () => {
    expect(formatRupiah(-0)).toBe('Rp\u00a00');
    expect(formatRupiah(-0.4)).toBe('Rp\u00a00');
    expect(formatRupiah(-0, { decimals: 2 })).toBe('Rp\u00a00,00');
    expect(formatRupiah(-0.004, { decimals: 2 })).toBe('Rp\u00a00,00');
    expect(formatRupiah(-1)).toBe('-Rp\u00a01');
  });
});

describe('formatNumber', () => {
  it('follows the interface language with Latin digits', () => {
    expect(formatNumber(1234567, 'id')).toBe('1.234.567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(sp(formatNumber(1234567, 'fr'))).toBe('1 234 567');
    expect(formatNumber(1234567, 'ar')).toMatch(/^1,234,567$/);
    expect(formatNumber(null)).toBe('');
  });
});

describe('dates', () => {
  const instant = '2025-08-21T07:30:00Z'; // 14:30 WIB
  it('formats a date in each language', () => {
    expect(formatDate(instant, 'id')).toBe('21 Agu 2025');
    expect(formatDate(instant, 'en')).toBe('21 Aug 2025');
    expect(formatDate(instant, 'fr')).toBe('21 août 2025');
    const ar = formatDate(instant, 'ar');
    expect(ar).toContain('2025');
    expect(ar).toContain('أغسطس');
    expect(ar).not.toMatch(/[\u0660-\u0669]/);
  });
  it('shows instants in WIB: 20:00 UTC is already the next day in Jakarta', () => {
    expect(formatDate('2025-08-21T20:00:00Z', 'en')).toBe('22 Aug 2025');
    expect(formatDate('2025-08-21T20:00:00Z', 'en', { timeZone: 'UTC' })).toBe('21 Aug 2025');
  });
  it('treats date-only strings as calendar dates', () => {
    expect(formatDate('2025-01-31', 'en')).toBe('31 Jan 2025');
    expect(formatDate('2025-01-31', 'en', { timeZone: 'America/New_York' })).toBe('31 Jan 2025');
  });
  it('formats date and time on a 24-hour clock', () => {
    expect(formatDateTime(instant, 'en')).toBe('21 Aug 2025, 14:30');
    expect(formatDateTime(instant, 'id')).toBe('21 Agu 2025, 14.30');
    expect(formatDateTime(new Date(instant), 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });
  it('returns "" for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
  it('names months', () => {
    expect(monthNames('id')).toEqual([
      'Januari',
      'Februari',
      'Maret',
      'April',
      'Mei',
      'Juni',
      'Juli',
      'Agustus',
      'September',
      'Oktober',
      'November',
      'Desember',
    ]);
    expect(monthNames('en', 'short')[0]).toBe('Jan');
    expect(monthNames('ar')).toHaveLength(12);
    expect(formatMonthYear(1, 2025, 'id')).toBe('Januari 2025');
    expect(formatMonthYear(12, 2024, 'en')).toBe('December 2024');
  });
  it('maps languages to locales (Indonesian by default)', () => {
    expect(localeFor('en')).toBe('en-GB');
    expect(localeFor(undefined)).toBe('id-ID');
    expect(localeFor('ar')).toContain('nu-latn');
  });
});

describe('digits and masks', () => {
  it('keeps only digits, converting Arabic-Indic ones', () => {
    expect(parseDigits('01.234.567.8-901.000')).toBe('012345678901000');
    expect(parseDigits('٠١٢ ۳')).toBe('0123');
    expect(parseDigits(null)).toBe('');
  });
  it('applies a mask to partial and full input', () => {
    expect(applyMask('0012345678901234', '9999 9999 9999 9999')).toBe('0012 3456 7890 1234');
    expect(applyMask('00123', '9999 9999 9999 9999')).toBe('0012 3');
    expect(applyMask('0012', '9999 9999 9999 9999')).toBe('0012');
    expect(applyMask('00123456789012345678', '9999 9999')).toBe('0012 3456');
    expect(maskLength('99.999.999.9-999.999')).toBe(15);
  });
  it('formats NPWP (16 and legacy 15), NIK and NITKU', () => {
    expect(formatNpwp('0029482015507000')).toBe('0029 4820 1550 7000');
    expect(formatNpwp('012345678901000')).toBe('01.234.567.8-901.000');
    expect(formatNpwp('01.234.567.8-901.000')).toBe('01.234.567.8-901.000');
    expect(formatNpwp('123')).toBe('123');
    expect(formatNik('3201012345670001')).toBe('3201 0123 4567 0001');
    expect(formatNik('320101')).toBe('320101');
    expect(formatNitku('0029482015507000000000')).toBe('0029 4820 1550 7000 000000');
    expect(formatNitku(undefined)).toBe('');
  });
});
