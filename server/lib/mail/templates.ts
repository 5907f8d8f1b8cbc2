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
  | { name: 'email_changed'; newEmail: string }
  /** an admin opened the account: a code to set the first password on the page `link` names */
  | { name: 'invitation'; code: string; link: string; days: number }
  /** the admin sent a bill: where to see and pay it */
  | { name: 'invoice_sent'; nomor: string; total: number; dueDate: string; link: string }
  /** a bell notification the user gets by mail too (their notification preferences) */
  | { name: 'notification'; title: string; body: string; link?: string }
  /** staff sent the account a message (issue 17): its subject and where to read it */
  | { name: 'message_received'; subject: string; link: string };

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
    case 'invitation':
      return {
        subject: t.invitation.subject,
        blocks: [
          [t.invitation.intro],
          [t.invitation.openPage],
          [{ value: template.link }],
          { code: template.code },
          [`${t.invitation.validFor(template.days)} ${t.otp.doNotShare}`],
          [t.invitation.notYou],
        ],
      };
    case 'invoice_sent':
      return {
        subject: t.invoiceSent.subject(template.nomor),
        blocks: [
          [t.invoiceSent.intro],
          [t.invoiceSent.number, { value: template.nomor }],
          [t.invoiceSent.amount, { value: `Rp ${template.total.toLocaleString('id-ID')}` }],
          [t.invoiceSent.due, { value: template.dueDate }],
          [t.invoiceSent.openPage],
          [{ value: template.link }],
        ],
      };
    case 'message_received':
      return {
        subject: t.messageReceived.subject(template.subject),
        blocks: [
          [t.messageReceived.intro],
          [t.messageReceived.subject_label, { value: template.subject }],
          [t.messageReceived.openPage],
          [{ value: template.link }],
        ],
      };
    case 'notification':
      return {
        subject: template.title,
        blocks: [
          [t.notification.intro],
          [{ value: template.title }],
          ...(template.body ? [[template.body]] : []),
          ...(template.link ? [[t.notification.openPage], [{ value: template.link }]] : []),
          [t.notification.settings],
        ],
      };
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
