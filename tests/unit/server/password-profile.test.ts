import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { configurePasswordHashing, hashPassword, verifyPassword } from '../../../server/lib/password';

const PRODUCTION = {
  NODE_ENV: 'production',
  ENCRYPTION_KEY: 'k'.repeat(64),
  API_KEY: 'an-api-key-of-our-own',
  SMTP_URL: 'smtp://mailer:secret@mail.example.com:587',
  DATABASE_URL: 'postgres://portal@db:5432/portal',
};

afterEach(() => configurePasswordHashing('owasp'));

describe('password hashing profiles', () => {
  it("OWASP's profile everywhere but the test suites' servers", () => {
    expect(loadConfig({}).passwordHashProfile).toBe('owasp');
    expect(loadConfig({ NODE_ENV: 'development' }).passwordHashProfile).toBe('owasp');
    expect(loadConfig(PRODUCTION).passwordHashProfile).toBe('owasp');
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashProfile).toBe('test');
  });

  it('both are argon2id; a hash made by either is checked under the other', async () => {
    const owasp = await hashPassword('Rahasia-2026!');
    expect(owasp).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    configurePasswordHashing('test');
    const light = await hashPassword('Rahasia-2026!');
    expect(light).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(owasp, 'Rahasia-2026!')).toBe(true);
    configurePasswordHashing('owasp');
    expect(await verifyPassword(light, 'Rahasia-2026!')).toBe(true);
    expect(await verifyPassword(light, 'rahasia-2026!')).toBe(false);
  });
});
