import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Encryption at rest (EFIN, certificate files and passphrases): AES-256-GCM with a random
// 96-bit IV. Sealed layout: [version 1 byte][iv 12][tag 16][ciphertext]. `context` is bound as
// associated data (e.g. "efin:42"), so a sealed value copied to another row or purpose fails
// to open. Nothing here logs or echoes plaintext or key material.
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyCache = new Map<string, Buffer>();

/**
 * 32-byte key from ENCRYPTION_KEY: 64 hex characters or base64 of 32 bytes are used as they
 * are; any other string is stretched with HKDF-SHA256 (fine for a long random secret, which
 * production must set).
 */
export function deriveKey(material: string): Buffer {
  const cached = keyCache.get(material);
  if (cached) return cached;
  let key: Buffer;
  if (/^[0-9a-f]{64}$/i.test(material)) key = Buffer.from(material, 'hex');
  else if (/^[A-Za-z0-9+/]{43}=$/.test(material)) key = Buffer.from(material, 'base64');
  else key = Buffer.from(hkdfSync('sha256', material, 'portal-pajak', 'at-rest-encryption-v1', 32));
  keyCache.set(material, key);
  return key;
}

export class DecryptError extends Error {
  constructor() {
    super('Stored secret could not be decrypted (wrong key or damaged data)');
  }
}

export function seal(keyMaterial: string, plaintext: Buffer | string, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(keyMaterial), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

export function open(keyMaterial: string, sealed: Buffer, context: string): Buffer {
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) throw new DecryptError();
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(keyMaterial), iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new DecryptError();
  }
}

export const sealText = (keyMaterial: string, text: string, context: string) =>
  seal(keyMaterial, text, context);
export const openText = (keyMaterial: string, sealed: Buffer, context: string) =>
  open(keyMaterial, sealed, context).toString('utf8');
