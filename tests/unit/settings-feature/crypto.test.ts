import { describe, expect, it } from 'vitest';
import { DecryptError, deriveKey, open, openText, seal, sealText } from '../../../server/lib/crypto';

const KEY = 'a-long-random-secret-for-tests-only-0123456789';

describe('encryption at rest', () => {
  it('round-trips and never stores the plaintext', () => {
    const sealed = sealText(KEY, '1234567890', 'efin:1');
    expect(sealed.includes(Buffer.from('1234567890'))).toBe(false);
    expect(openText(KEY, sealed, 'efin:1')).toBe('1234567890');
    // a fresh IV each time
    expect(sealText(KEY, '1234567890', 'efin:1').equals(sealed)).toBe(false);
  });

  it('refuses another key, another context or a changed byte', () => {
    const sealed = seal(KEY, Buffer.from('certificate bytes'), 'certificate-file:7');
    expect(() => open('another-key-entirely-0000000000000000', sealed, 'certificate-file:7')).toThrow(
      DecryptError,
    );
    expect(() => open(KEY, sealed, 'certificate-file:8')).toThrow(DecryptError);
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] ^= 1;
    expect(() => open(KEY, tampered, 'certificate-file:7')).toThrow(DecryptError);
    expect(() => open(KEY, Buffer.from([1, 2, 3]), 'certificate-file:7')).toThrow(DecryptError);
  });

  it('uses a 64-hex or base64 key as given and stretches any other string', () => {
    const hex = 'ab'.repeat(32);
    expect(deriveKey(hex).equals(Buffer.from(hex, 'hex'))).toBe(true);
    const b64 = Buffer.alloc(32, 7).toString('base64');
    expect(deriveKey(b64).equals(Buffer.alloc(32, 7))).toBe(true);
    expect(deriveKey('short')).toHaveLength(32);
    expect(deriveKey('short').equals(deriveKey('short!'))).toBe(false);
  });
});
