import { clock } from './clock';
import { log } from './logger';
import type { MailLocale } from './mail/locale';
import { redactAddress } from './mail/redact';
import { createSmtpMailer } from './mail/smtp';
import { composeMail, type MailTemplate } from './mail/templates';

// Outgoing mail behind one small interface. With SMTP_URL set it goes out over SMTP
// (./mail/smtp.ts, required in production); otherwise, in development and tests, each message
// lands in an in-memory mailbox (GET /api/dev/mailbox).

/** A file a mail carries (a slip's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  locale: MailLocale;
  /** which mail it is, for the send log (never its content) */
  template: MailTemplate['name'];
  subject: string;
  text: string;
  html: string;
  /** the one-time code the message carries, for the development mailbox */
  otp?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Resolves once the message is accepted for delivery (delivery itself may go on after). */
  send(message: MailMessage): Promise<void>;
  /** Waits for deliveries still under way. */
  drain?(): Promise<void>;
}

export interface StoredMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: MailLocale;
  otp: string | null;
  /** files carried: name, type, size and the first bytes as text (a PDF starts "%PDF-"); never the content */
  attachments: { filename: string; content_type: string; size: number; magic: string }[];
  sent_at: string;
}

const MAILBOX_LIMIT = 20_000;
const mailbox: StoredMessage[] = [];

export const devMailbox = {
  /** Messages to one address, newest first. */
  list(email: string): StoredMessage[] {
    const to = email.trim().toLowerCase();
    return mailbox.filter((m) => m.to === to).reverse();
  },
  clear() {
    mailbox.length = 0;
  },
};

/** Development and tests: the development mailbox, and a send line in the log. */
export const devMailer: Mailer = {
  async send(message) {
    const to = message.to.trim().toLowerCase();
    mailbox.push({
      to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      locale: message.locale,
      otp: message.otp ?? null,
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        content_type: a.contentType,
        size: a.content.byteLength,
        magic: String.fromCharCode(...a.content.subarray(0, 5)),
      })),
      sent_at: clock.now().toISOString(),
    });
    if (mailbox.length > MAILBOX_LIMIT) mailbox.splice(0, mailbox.length - MAILBOX_LIMIT);
    log.info(
      { mail: message.template, to: redactAddress(to), locale: message.locale },
      'mail kept in the development mailbox (GET /api/dev/mailbox?email=…)',
    );
  },
};

let current: Mailer = devMailer;

export const getMailer = (): Mailer => current;

/** SMTP when the configuration names a server, else the development mailbox. */
export function configureMailer(config: { smtpUrl?: string; mailFrom: string }) {
  current = config.smtpUrl ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom }) : devMailer;
}

/** Composes a mail in the recipient's language and hands it to the mailer. */
export function sendMail(
  to: string,
  locale: MailLocale,
  template: MailTemplate,
  attachments?: MailAttachment[],
): Promise<void> {
  return current.send({
    to,
    locale,
    template: template.name,
    ...composeMail(template, locale),
    ...(template.name === 'otp' || template.name === 'invitation' ? { otp: template.code } : {}),
    ...(attachments?.length ? { attachments } : {}),
  });
}
