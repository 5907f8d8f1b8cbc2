import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { apiErrorMessage, setFieldErrors } from '@/lib/errors';

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

describe('setFieldErrors', () => {
  type Field = 'email' | 'password';
  const collect = () => {
    const set: [Field, string, boolean | undefined][] = [];
    const setError = (name: Field, e: { message: string }, o?: { shouldFocus: boolean }) =>
      set.push([name, e.message, o?.shouldFocus]);
    return { set, setError };
  };

  it("puts the server's field errors on the fields the form knows, focusing the first", () => {
    const { set, setError } = collect();
    const err = new ApiError('Invalid', {
      status: 422,
      code: 'validation_error',
      fields: { email: 'taken', npwp: 'bad', password: 'short' },
    });
    expect(setFieldErrors<Field>(err, setError, ['email', 'password'])).toBe(true);
    expect(set).toEqual([
      ['email', 'taken', true],
      ['password', 'short', false],
    ]);
  });

  it('puts an error code that concerns one field on that field, translated by code', () => {
    const { set, setError } = collect();
    const err = new ApiError('Weak', { status: 422, code: 'weak_password', fields: { email: 'x' } });
    expect(setFieldErrors<Field>(err, setError, ['email', 'password'], { weak_password: 'password' })).toBe(
      true,
    );
    expect(set).toEqual([['password', 'apiErrors.weak_password', true]]);
  });

  it('answers false when nothing could be put on a field, so the form shows its own message', () => {
    const { set, setError } = collect();
    expect(setFieldErrors<Field>(new Error('x'), setError, ['email'])).toBe(false);
    expect(
      setFieldErrors<Field>(
        new ApiError('Down', { status: 503, code: 'db_unavailable' }),
        setError,
        ['email'],
        {
          weak_password: 'password',
        },
      ),
    ).toBe(false);
    expect(set).toEqual([]);
  });
});
