import { describe, expect, it } from 'vitest';
import { createLogger, currentLogger, log, requestIdFrom, withLogger } from '../../server/lib/logger';

/** A logger writing into an array: one parsed object per line. */
function capture(level: 'info' | 'debug' | 'warn' = 'info') {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => lines.push(line) } });
  return { logger, lines, parsed: () => lines.map((l) => JSON.parse(l)) };
}

describe('server logger', () => {
  it('writes one JSON line per event with the level as a word and an ISO time', () => {
    const { logger, lines, parsed } = capture();
    logger.info({ path: '/api/login' }, 'request');
    logger.debug('not at info');
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith('\n')).toBe(true);
    const [line] = parsed();
    expect(line).toMatchObject({ level: 'info', path: '/api/login', msg: 'request' });
    expect(new Date(line.time).toISOString()).toBe(line.time);
    expect(line).not.toHaveProperty('pid');
  });

  it('honours the level: warn drops info, debug keeps it', () => {
    const quiet = capture('warn');
    quiet.logger.info('dropped');
    quiet.logger.error('kept');
    expect(quiet.parsed().map((l) => l.level)).toEqual(['error']);
    const chatty = capture('debug');
    chatty.logger.debug('kept');
    expect(chatty.parsed()[0].level).toBe('debug');
  });

  it('redacts passwords, OTPs, tokens, authorization headers and cookies at any depth it reaches', () => {
    const { logger, lines, parsed } = capture();
    logger.info(
      {
        password: 'Rendang-Padang-4455',
        body: { email: 'a@b.test', otp: '123456', new_password: 'Sate-Ayam-7788', old_password: 'Soto-1' },
        reply: { content: { access_token: 'tok-secret-abc' } },
        req: {
          headers: {
            authorization: 'Bearer tok-secret-abc',
            cookie: 'sid=cookie-secret',
            'x-api-key': 'key-secret',
            'user-agent': 'curl/8',
          },
        },
        certificate: { passphrase: 'pass-secret', efin: '1234567890' },
      },
      'with secrets',
    );
    for (const secret of [
      'Rendang',
      '123456',
      'Sate-Ayam',
      'Soto-1',
      'tok-secret',
      'cookie-secret',
      'key-secret',
      'pass-secret',
      '1234567890',
    ])
      expect(lines[0]).not.toContain(secret);
    const [line] = parsed();
    expect(line.password).toBe('[redacted]');
    expect(line.body).toEqual({
      email: 'a@b.test',
      otp: '[redacted]',
      new_password: '[redacted]',
      old_password: '[redacted]',
    });
    expect(line.req.headers).toEqual({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'x-api-key': '[redacted]',
      'user-agent': 'curl/8',
    });
  });

  it('gives code called inside a request that request’s logger, and the process logger outside', () => {
    const { logger, parsed } = capture();
    const request = logger.child({ requestId: 'req-42' });
    const before = currentLogger();
    withLogger(request, () => {
      expect(currentLogger()).toBe(request);
      log.warn({ to: 'a@b.test' }, 'deep in a service');
    });
    expect(currentLogger()).toBe(before);
    expect(parsed()).toEqual([
      expect.objectContaining({ level: 'warn', requestId: 'req-42', msg: 'deep in a service' }),
    ]);
  });

  it('keeps the request id across awaits', async () => {
    const { logger, parsed } = capture();
    await withLogger(logger.child({ requestId: 'req-async' }), async () => {
      await new Promise((r) => setTimeout(r, 5));
      log.info('after a timer');
    });
    expect(parsed()[0].requestId).toBe('req-async');
  });
});

describe('request ids', () => {
  it('keeps a caller’s short, plain id', () => {
    for (const id of ['abc', 'f3c1e0a2-7b7d-4c1e-9a59-0c9f3c1e0a27', 'lb.1:req_9-x'])
      expect(requestIdFrom(id)).toBe(id);
  });

  it('replaces a missing, long or unsafe id with a new UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [undefined, '', 'x'.repeat(65), 'a b', '<script>', 'id"},"level":"fatal', 'é']) {
      expect(requestIdFrom(bad)).toMatch(uuid);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
