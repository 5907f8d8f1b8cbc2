import { clock } from './clock';

// Outgoing mail behind one small interface. The default in development and tests writes each
// message to the server log and keeps it in an in-memory mailbox (GET /api/dev/mailbox);
// in production the default only logs that a message could not be delivered. A deployment
// plugs a real transport in with setMailer().

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** the one-time code the message carries, for the development mailbox */
  otp?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface StoredMessage {
  to: string;
  subject: string;
  text: string;
  otp: string | null;
  sent_at: string;
}

const MAILBOX_LIMIT = 20_000;
const mailbox: StoredMessage[] = [];

function logLine(fields: Record<string, unknown>) {
  process.stdout.write(`${JSON.stringify({ t: new Date().toISOString(), level: 'info', ...fields })}\n`);
}

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

/** Development and tests: the server log and the development mailbox. */
export const devMailer: Mailer = {
  async send(message) {
    const to = message.to.trim().toLowerCase();
    mailbox.push({
      to,
      subject: message.subject,
      text: message.text,
      otp: message.otp ?? null,
      sent_at: clock.now().toISOString(),
    });
    if (mailbox.length > MAILBOX_LIMIT) mailbox.splice(0, mailbox.length - MAILBOX_LIMIT);
    logLine({ msg: `mail to ${to}: ${message.subject}`, text: message.text });
  },
};

/** Production without a configured transport: says so in the log, never prints the content. */
export const unconfiguredMailer: Mailer = {
  async send(message) {
    logLine({
      level: 'warn',
      msg: `no mail transport configured; message "${message.subject}" to ${message.to} not delivered`,
    });
  },
};

let current: Mailer = process.env.NODE_ENV === 'production' ? unconfiguredMailer : devMailer;

export const getMailer = (): Mailer => current;
export function setMailer(mailer: Mailer) {
  current = mailer;
}
