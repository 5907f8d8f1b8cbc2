import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) with node:crypto: HMAC-SHA1,
// 30-second steps, 6 digits: what every authenticator app reads from an otpauth:// address.
// Verification accepts the step before and after the current one (clock drift) and answers the
// step it matched, so the caller can refuse any step at or before the last one accepted.

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
const WINDOW = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** The time step of an instant (ms since the epoch). */
export const totpStep = (ms: number) => Math.floor(ms / 1000 / TOTP_STEP_SECONDS);

/** HOTP value of one counter (RFC 4226 §5.3, dynamic truncation). */
export function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** The code an app shows at `ms` for a base32 secret. */
export const totpCode = (secretBase32: string, ms: number) => hotp(base32Decode(secretBase32), totpStep(ms));

/**
 * The step (current ±1) whose code `code` is, or null. Every candidate is compared in constant
 * time, so the answer's timing does not tell which step matched.
 */
export function verifyTotp(secretBase32: string, code: string, ms: number): number | null {
  const secret = base32Decode(secretBase32);
  const given = Buffer.from(code.padEnd(TOTP_DIGITS, ' ').slice(0, TOTP_DIGITS));
  const now = totpStep(ms);
  let matched: number | null = null;
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), given) && matched === null) matched = step;
  }
  return matched;
}

/** The address an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUrl(secretBase32: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params}`;
}
