import {
  containsPersonalWords,
  PASSWORD_PERSONAL_MESSAGE,
  type PasswordContext,
} from '../../../contract/auth/password-context';
import { badRequest } from '../../lib/errors';
import { isCommonPassword } from './common-passwords';

// What a new password (registration, change, reset) must not be, besides its length: one of the
// most common passwords, or built on the account's email or name (contract/auth/password-context).

export function assertNotCommon(password: string, field = 'password') {
  if (isCommonPassword(password))
    throw badRequest('This password is too common; choose another one', 'weak_password', {
      [field]: 'This password is too common',
    });
}

export function assertNotPersonal(password: string, context: PasswordContext, field = 'password') {
  if (containsPersonalWords(password, context))
    throw badRequest(PASSWORD_PERSONAL_MESSAGE, 'password_personal', { [field]: PASSWORD_PERSONAL_MESSAGE });
}
