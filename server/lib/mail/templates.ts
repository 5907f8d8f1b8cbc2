import { OTP_TTL_MINUTES } from '../../../contract/auth';
import type { OtpPurpose } from '../../db/schema';
import { type Block, renderHtml, renderText } from './html';
import type { MailLocale } from './locale';
import { ar } from './texts/ar';
import { en } from './texts/en';
import { fr } from './texts/fr';
import { id } from './texts/id';
import type { MailTexts } from './texts/types';

const TEXTS: Record<MailLocale, MailTexts> = { id, en, fr, ar };

/** Every mail the server sends, with what it needs to say. */
export type MailTemplate =
  | { name: 'otp'; purpose: OtpPurpose; code: string }
  /** to an account's owner when someone registers with their address */
  | { name: 'registration_attempt' }
  /** to the old address after an email change */
  | { name: 'email_changed'; newEmail: string };

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

function content(template: MailTemplate, t: MailTexts): { subject: string; blocks: Block[] } {
  switch (template.name) {
    case 'otp':
      return {
        subject: t.otp.subject[template.purpose],
        blocks: [
          [t.otp.codeFor(t.otp.purpose[template.purpose])],
          { code: template.code },
          [`${t.otp.validFor(OTP_TTL_MINUTES)} ${t.otp.doNotShare}`],
          [t.otp.notYou],
        ],
      };
    case 'registration_attempt':
      return { subject: t.registrationAttempt.subject, blocks: t.registrationAttempt.lines.map((l) => [l]) };
    case 'email_changed': {
      // the address is a value from outside: split around it so HTML escapes and isolates it
      const [before, after] = t.emailChanged.changedTo('\u0000').split('\u0000');
      return {
        subject: t.emailChanged.subject,
        blocks: [[before, { value: template.newEmail }, after], [t.emailChanged.notYou]],
      };
    }
  }
}

/** Subject, text and HTML of a mail in the recipient's language. */
export function composeMail(template: MailTemplate, locale: MailLocale): ComposedMail {
  const t = TEXTS[locale];
  const { subject, blocks } = content(template, t);
  return { subject, text: renderText(blocks, t.footer), html: renderHtml(locale, subject, blocks, t.footer) };
}
