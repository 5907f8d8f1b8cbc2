// Context-specific words a password must not contain (ASVS 2.1.7): the account's email address,
// its local part and the words of its name, compared case-insensitively. Plain code, no zod, so
// the server and the portal's forms (zod/mini) share it.
//
// A word of four or more characters may not appear anywhere in the password. Shorter words
// (Indonesian names are often three letters: Ani, Sri, Eka) would forbid too many ordinary
// passwords if merely contained ("manis" holds "ani"), so a three-letter word is refused only
// when the password's letters are nothing but that word repeated ("Ani12345", "sri-sri-2026").

const CONTAINED_MIN = 4;
const SHORT_MIN = 3;

export interface PasswordContext {
  email?: string | null;
  nama?: string | null;
}

/** The lowercased words of a name or an email's local part ("dewi.lestari_88" → dewi, lestari, 88). */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The words `password` must not be built on, longest first. */
export function contextWords({ email, nama }: PasswordContext): string[] {
  const address = (email ?? '').trim().toLowerCase();
  const local = address.includes('@') ? address.slice(0, address.lastIndexOf('@')) : '';
  const words = new Set([address, local, ...wordsOf(local), ...wordsOf(nama ?? '')]);
  return [...words].filter((w) => w.length >= SHORT_MIN).sort((a, b) => b.length - a.length);
}

/** True when `password` equals or contains the account's email, its local part or a name word. */
export function containsPersonalWords(password: string, context: PasswordContext): boolean {
  const lower = password.toLowerCase();
  const letters = lower.replace(/[^\p{L}]+/gu, '');
  return contextWords(context).some((word) =>
    word.length >= CONTAINED_MIN
      ? lower.includes(word)
      : letters.length > 0 &&
        letters.length % word.length === 0 &&
        letters === word.repeat(letters.length / word.length),
  );
}

/** The server's message for it (the portal translates the code `password_personal`). */
export const PASSWORD_PERSONAL_MESSAGE = 'The password must not contain your name or email address';
