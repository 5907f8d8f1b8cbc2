import { describe, expect, it } from 'vitest';
import { strengthOf } from '../../../src/features/settings/components/PasswordStrengthHint';

describe('password strength hint', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 2],
    ['abcdefgh12', 2],
    ['Abcdefgh12', 3],
    ['abcdefghijkl', 3],
    ['Kopi-Tubruk-7', 4],
    ['a long passphrase of words', 4],
  ])('%j scores %i', (password, score) => {
    expect(strengthOf(password)).toBe(score);
  });
});
