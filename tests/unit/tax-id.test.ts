import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  headOfficeNitku,
  isBranchNpwp15,
  isValidForeignTin,
  isValidNik,
  isValidNitku,
  isValidNpwp15,
  isValidNpwp16,
  normalizeDigits,
  normalizeNpwp,
  npwp15CheckDigitMatches,
} from '../../contract/tax-id';

describe('normalizeDigits', () => {
  it('strips display separators only', () => {
    expect(normalizeDigits('02.948.201.5-507.000')).toBe('029482015507000');
    expect(normalizeDigits('0029 4820 1550 7000')).toBe('0029482015507000');
    expect(normalizeDigits('12\u00a034')).toBe('1234');
    expect(normalizeDigits('12a4')).toBe('12a4');
  });
});

describe('NPWP', () => {
  it('accepts the 16-digit form, with or without a mask', () => {
    expect(isValidNpwp16('0029482015507000')).toBe(true); // DJP converter sample
    expect(isValidNpwp16('0029 4820 1550 7000')).toBe(true);
    expect(isValidNpwp16('3174055208900003')).toBe(true); // a NIK is an individual's NPWP
  });

  it('rejects near-misses of the 16-digit form', () => {
    for (const bad of [
      '002948201550700',
      '00294820155070001',
      '002948201550700O',
      '0000000000000000',
      '',
      'abcdefghijklmnop',
      '0029482015507000 x',
    ])
      expect(isValidNpwp16(bad)).toBe(false);
  });

  it('accepts the legacy 15-digit form and converts it with a leading 0', () => {
    expect(isValidNpwp15('02.948.201.5-507.000')).toBe(true);
    expect(normalizeNpwp('02.948.201.5-507.000')).toBe('0029482015507000');
    expect(normalizeNpwp('0029482015507000')).toBe('0029482015507000');
    expect(normalizeNpwp('02.948.201.5-507.00')).toBeNull();
    expect(isValidNpwp15('0294820155070001')).toBe(false);
  });

  it('checks the 15-digit check digit (Luhn over digits 1–8) as a soft rule', () => {
    expect(npwp15CheckDigitMatches('02.948.201.5-507.000')).toBe(true);
    expect(npwp15CheckDigitMatches('02.948.201.4-507.000')).toBe(false);
    expect(npwp15CheckDigitMatches('029482015')).toBe(false);
    // any 8 digits + the computed check digit passes; every other 9th digit fails
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.stringMatching(/^\d{6}$/), (head, tail) => {
        const passing = [...'0123456789'].filter((d) => npwp15CheckDigitMatches(`${head}${d}${tail}`));
        expect(passing).toHaveLength(1);
      }),
    );
  });

  it('tells branch NPWPs (status ≠ 000)', () => {
    expect(isBranchNpwp15('02.948.201.5-507.001')).toBe(true);
    expect(isBranchNpwp15('02.948.201.5-507.000')).toBe(false);
  });
});

describe('NIK', () => {
  it('accepts real-format NIKs, men and women (day + 40)', () => {
    expect(isValidNik('3174051708900001')).toBe(true); // Jakarta Selatan, 17-08-90
    expect(isValidNik('3174055708900003')).toBe(true); // woman, day 17 + 40
    expect(isValidNik('3273014501920002')).toBe(true);
    expect(isValidNik('5171 0101 0199 0001')).toBe(true); // Bali
    expect(isValidNik('9601013112000001')).toBe(true); // Papua Barat Daya (2022)
  });

  it('rejects near-misses', () => {
    const cases = {
      short: '317405170890001',
      long: '31740517089000011',
      letter: '317405170890000A',
      unknownProvince: '2074051708900001',
      regency00: '3100051708900001',
      district00: '3174001708900001',
      day00: '3174050008900001',
      day32: '3174053208900001',
      day40: '3174054008900001',
      day72: '3174057208900001',
      month00: '3174051700900001',
      month13: '3174051713900001',
      sequence0000: '3174051708900000',
    };
    for (const [why, nik] of Object.entries(cases)) expect(isValidNik(nik), why).toBe(false);
  });

  it('accepts every plausible day/month and a valid region', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 9999 }),
        (day, woman, month, seq) => {
          const dd = String(woman ? day + 40 : day).padStart(2, '0');
          const nik = `327301${dd}${String(month).padStart(2, '0')}92${String(seq).padStart(4, '0')}`;
          expect(isValidNik(nik)).toBe(true);
        },
      ),
    );
  });
});

describe('NITKU', () => {
  it('is the NPWP 16 plus a 6-digit place number', () => {
    expect(isValidNitku('0029482015507000000000')).toBe(true);
    expect(isValidNitku('0029482015507000000001', '0029482015507000')).toBe(true);
    expect(headOfficeNitku('0029 4820 1550 7000')).toBe('0029482015507000000000');
  });

  it('rejects near-misses', () => {
    expect(isValidNitku('002948201550700000000')).toBe(false); // 21 digits
    expect(isValidNitku('00294820155070000000001')).toBe(false); // 23
    expect(isValidNitku('002948201550700000000X')).toBe(false);
    expect(isValidNitku('0000000000000000000001')).toBe(false);
    expect(isValidNitku('0029482015507000000000', '0029482015507001')).toBe(false); // another NPWP
  });
});

describe('foreign TIN', () => {
  it('accepts letters, digits and separators up to 30', () => {
    expect(isValidForeignTin('SG-201912345K')).toBe(true);
    expect(isValidForeignTin('123 456 789')).toBe(true);
    expect(isValidForeignTin('')).toBe(false);
    expect(isValidForeignTin('-123')).toBe(false);
    expect(isValidForeignTin('A'.repeat(31))).toBe(false);
    expect(isValidForeignTin('12;DROP')).toBe(false);
  });
});
