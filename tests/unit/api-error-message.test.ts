import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { apiErrorMessage } from '@/lib/errors';

// A translator that shows which key and values were asked for.
const t = (key: string, options?: Record<string, unknown>) => {
  if (options?.defaultValue === '')
    return key === 'apiErrors.db_unavailable' ? 'DB is down (translated)' : '';
  return `${key}${options ? ` ${JSON.stringify(options)}` : ''}`;
};

describe('apiErrorMessage', () => {
  it('a gateway page (no API error field) gets the translated HTTP text with its status', () => {
    const err = new ApiError('Bad Gateway', { status: 502, fromServer: false });
    expect(apiErrorMessage(t, err)).toBe('common.errors.http {"status":502}');
  });

  it("the API's own error: translated by code, else its message", () => {
    expect(
      apiErrorMessage(t, new ApiError('Database unavailable', { status: 503, code: 'db_unavailable' })),
    ).toBe('DB is down (translated)');
    expect(apiErrorMessage(t, new ApiError('Bill already paid', { status: 409, code: 'no_such_code' }))).toBe(
      'Bill already paid',
    );
  });

  it('network failures, rate limits and foreign throwables', () => {
    expect(apiErrorMessage(t, new ApiError('common.errors.network', { status: 0, isNetwork: true }))).toBe(
      'common.errors.network',
    );
    expect(
      apiErrorMessage(
        t,
        new ApiError('Too many', { status: 429, code: 'too_many_attempts', retryAfter: 41.2 }),
      ),
    ).toBe('common.errors.retryAfter {"seconds":42}');
    expect(apiErrorMessage(t, new Error('boom'))).toBe('common.errors.unknown');
  });
});
