import { eq } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { users } from '../../db/schema';
import { localeFromAcceptLanguage, type MailLocale } from '../../lib/mail/locale';

/**
 * The language of an account's mail follows the portal: the portal sends its language as
 * Accept-Language, kept at registration and again at each sign-in (the owner proved who they
 * are). Requests anyone can make for an address (resend, forgot password) change nothing.
 */
export async function rememberLocale(
  db: DB,
  user: { id: number; locale: MailLocale },
  acceptLanguage?: string,
) {
  const locale = localeFromAcceptLanguage(acceptLanguage);
  if (locale && locale !== user.locale) await db.update(users).set({ locale }).where(eq(users.id, user.id));
}
