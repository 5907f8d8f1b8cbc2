import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../contract/errors';

/** Thrown anywhere in a handler; the app's error handler turns it into { error, code, fields }. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    readonly extra: Omit<ApiErrorBody, 'error' | 'code'> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request', fields?: Record<string, string>) =>
  new HttpError(400, message, code, fields ? { fields } : {});
export const unauthorized = (message = 'Not signed in or session expired', code = 'unauthorized') =>
  new HttpError(401, message, code);
export const forbidden = (message = 'You are not allowed to do this', code = 'forbidden') =>
  new HttpError(403, message, code);
export const notFound = (message = 'Not found', code = 'not_found') => new HttpError(404, message, code);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, message, code);

/** A suspended account: 401 to a session it still holds, 403 to its sign-in (the password was right). */
export const accountSuspended = (status: 401 | 403 = 401) =>
  new HttpError(
    status,
    'This account is suspended; contact the service to have it reactivated',
    'account_suspended',
  );
