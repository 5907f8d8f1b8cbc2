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
  | { name: 'message_received'; subject: string; link: string }
  /** a client mails a withholding slip to its recipient (issue 21); the PDF rides as an attachment */
  | { name: 'bupot_slip'; number: string; withholder: string; masa: number; tahun: number; pph: number }
  /** reminders (issue 21): a VA expires within a day, a bill falls due in three days */
  | {
      name: 'reminder_va';
      nomor: string;
      vaNumber: string;
      amount: number;
      expiresAt: string;
      link: string;
    }
  | { name: 'reminder_due'; nomor: string; amount: number; dueDate: string; link: string }
  /** five days before a masa's payment or reporting deadline with work left */
  | {
      name: 'reminder_masa';
      deadline: 'payment' | 'reporting';
      masa: number;
      tahun: number;
      date: string;
      issued: number;
      drafts: number;
      link: string;
    };

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;
const period = (masa: number, tahun: number) => `${String(masa).padStart(2, '0')}/${tahun}`;

/** A calendar date (YYYY-MM-DD) or an instant in the reader's language; instants in Jakarta time (WIB). */
function localDate(value: string, locale: MailLocale, withTime = false): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const formatted = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: dateOnly ? 'UTC' : 'Asia/Jakarta',
  }).format(new Date(dateOnly ? `${value}T12:00:00Z` : value));
  return withTime ? `${formatted} WIB` : formatted;
}

function content(
  template: MailTemplate,
  t: MailTexts,
  locale: MailLocale,
): { subject: string; blocks: Block[] } {
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
    case 'bupot_slip':
      return {
        subject: t.bupotSlip.subject(template.number),
        blocks: [
          [t.bupotSlip.intro],
          [t.bupotSlip.from, { value: template.withholder }],
          [t.bupotSlip.number, { value: template.number }],
          [t.bupotSlip.period, { value: period(template.masa, template.tahun) }],
          [t.bupotSlip.pph, { value: rupiah(template.pph) }],
          [t.bupotSlip.attached],
        ],
      };
    case 'reminder_va':
      return {
        subject: t.reminders.vaSubject(template.nomor),
        blocks: [
          [t.reminders.vaIntro],
          [t.reminders.bill, { value: template.nomor }],
          [t.reminders.va, { value: template.vaNumber }],
          [t.reminders.amount, { value: rupiah(template.amount) }],
          [t.reminders.expires, { value: localDate(template.expiresAt, locale, true) }],
          [t.reminders.vaOpen],
          [{ value: template.link }],
          [t.reminders.settings],
        ],
      };
    case 'reminder_due':
      return {
        subject: t.reminders.dueSubject(template.nomor),
        blocks: [
          [t.reminders.dueIntro],
          [t.reminders.bill, { value: template.nomor }],
          [t.reminders.amount, { value: rupiah(template.amount) }],
          [t.reminders.due, { value: localDate(template.dueDate, locale) }],
          [t.reminders.dueOpen],
          [{ value: template.link }],
          [t.reminders.settings],
        ],
      };
    case 'reminder_masa':
      return {
        subject: t.reminders.masaSubject(period(template.masa, template.tahun)),
        blocks: [
          [t.reminders.masaIntro[template.deadline]],
          [t.reminders.period, { value: period(template.masa, template.tahun) }],
          [t.reminders.deadline, { value: localDate(template.date, locale) }],
          [t.reminders.issued, { value: String(template.issued) }],
          ...(template.drafts ? [[t.reminders.drafts, { value: String(template.drafts) }]] : []),
          [t.reminders.masaOpen],
          [{ value: template.link }],
          [t.reminders.settings],
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
  const { subject, blocks } = content(template, t, locale);
  return { subject, text: renderText(blocks, t.footer), html: renderHtml(locale, subject, blocks, t.footer) };
}
