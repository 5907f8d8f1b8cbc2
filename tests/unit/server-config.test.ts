import { describe, expect, it } from 'vitest';
import { DEV_ENCRYPTION_KEY, loadConfig } from '../../server/config';

describe('server configuration', () => {
  it('development runs with the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ production: false, port: 3000, host: '127.0.0.1', sandbox: true });
    expect(config.encryptionKey).toBe(DEV_ENCRYPTION_KEY);
  });

  it('production refuses to start without an encryption key of its own', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ENCRYPTION_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: '' })).toThrow(/ENCRYPTION_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: DEV_ENCRYPTION_KEY })).toThrow();
    const config = loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: 'k'.repeat(64) });
    expect(config).toMatchObject({ production: true, sandbox: false, devMailbox: false, testClock: false });
  });
});
