import { containsPersonalWords, contextWords } from '@contract/auth/password-context';
import { describe, expect, it } from 'vitest';
import { registerSchema, resetSchema } from '@/features/auth/schemas/auth-forms';

// The context-specific password rule (ASVS 2.1.7) shared by the server and the portal's forms.

const dewi = { email: 'dewi.lestari88@contoh.co.id', nama: 'Dewi Lestari' };
const ani = { email: 'ani@contoh.id', nama: 'Ani Sri Eka' };

describe('containsPersonalWords', () => {
  it.each([
    ['the email itself', 'dewi.lestari88@contoh.co.id'],
    ['the email in another case, inside more text', 'X-DEWI.LESTARI88@CONTOH.CO.ID-1'],
    ['the local part', 'dewi.lestari88'],
    ['the local part inside', 'my-dewi.lestari88!'],
    ['a name word', 'Lestari-2026!'],
    ['a name word in capitals', 'PASSWORD-DEWI-99'],
    ['a local-part word of 4+ characters', 'contoh-lestari88x'],
    ['the name', 'Dewi Lestari'],
  ])('refuses %s', (_label, password) => {
    expect(containsPersonalWords(password, dewi)).toBe(true);
  });

  it.each([
    ['an unrelated passphrase', 'Sambal-Matah-2026'],
    ['a password sharing only the domain', 'contoh.co.id-kopi'],
    ['three-letter name words inside other words', 'Pisang-Manis-Rekayasa'],
  ])('accepts %s', (_label, password) => {
    expect(containsPersonalWords(password, dewi)).toBe(false);
    expect(containsPersonalWords(password, ani)).toBe(false);
  });

  it.each(['Ani12345', 'ani-ani-2026', 'SRI!2026sri', 'ani@contoh.id', 'x ani@contoh.id'])(
    'refuses a password built only on a three-letter name word or the email: %s',
    (password) => {
      expect(containsPersonalWords(password, ani)).toBe(true);
    },
  );

  it('ignores words under three characters and a missing name or email', () => {
    expect(contextWords({ email: 'ab@x.id', nama: 'Li Wu' })).toEqual(['ab@x.id']);
    expect(containsPersonalWords('abababab', { email: 'ab@x.id', nama: 'Li Wu' })).toBe(false);
    expect(containsPersonalWords('Sambal-Matah-2026', {})).toBe(false);
    expect(containsPersonalWords('Sambal-Matah-2026', { email: null, nama: null })).toBe(false);
  });

  it('compares non-Latin names case-insensitively', () => {
    expect(containsPersonalWords('سلمى-2026-كلمة', { nama: 'سلمى الحسن' })).toBe(true);
    expect(containsPersonalWords('ÉLODIE-mot-de-passe', { nama: 'Élodie Martin' })).toBe(true);
  });
});

describe("the portal's forms check it before submit", () => {
  const register = { nama: 'Dewi Lestari', email: 'dewi@contoh.id', phone: '081234567890', npwp: '' };

  it('puts the error on the password field of registration and reset', () => {
    const refused = registerSchema.safeParse({ ...register, password: 'Lestari-2026!' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: 'apiErrors.password_personal' }),
    ]);
    const reset = resetSchema.safeParse({
      email: 'dewi@contoh.id',
      otp: '123456',
      password: 'DEWI@contoh.id',
    });
    expect(reset.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: 'apiErrors.password_personal',
    });
  });

  it('lets an unrelated password through', () => {
    expect(registerSchema.safeParse({ ...register, password: 'Sambal-Matah-2026' }).success).toBe(true);
    expect(
      resetSchema.safeParse({ email: 'dewi@contoh.id', otp: '123456', password: 'Sambal-Matah-2026' })
        .success,
    ).toBe(true);
  });
});
