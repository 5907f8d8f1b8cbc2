import { setTimeout as sleep } from 'node:timers/promises';
import { createTransport } from 'nodemailer';
import { log } from '../logger';
import type { Mailer, MailMessage } from '../mailer';
import { redactAddress } from './redact';

export interface SmtpOptions {
  url: string;
  from: string;
  /** tries in all, the first included */
  attempts?: number;
  /** wait before the first retry; each further one waits twice as long */
  firstRetryMs?: number;
}

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * A 5xx reply (mailbox unknown, relaying refused, bad credentials) fails the same way on every
 * try; a 4xx reply (greylisting, mailbox busy) or a connection that broke is worth another.
 */
const isTemporary = (err: SmtpError) => !(err.responseCode && err.responseCode >= 500);

/** What the log may say about a failure: the server's first reply line, addresses in it redacted. */
const describe = (err: SmtpError) =>
  (err.response ?? err.message)
    .split('\n')[0]
    .slice(0, 200)
    .replace(/[^\s<>@]+@[^\s<>]+/g, (address) => redactAddress(address));

/**
 * Delivers over SMTP (nodemailer). send() hands the message over and returns at once: the
 * answer to a registration or a reset must neither wait for nor reveal the mail server, so
 * delivery, its retries with exponential backoff and its failure happen in the log. drain()
 * (shutdown) waits for the tries under way and makes no more.
 */
export function createSmtpMailer(options: SmtpOptions): Mailer & { drain(): Promise<void> } {
  const transport = createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const attempts = options.attempts ?? 5;
  const firstRetryMs = options.firstRetryMs ?? 1000;
  const pending = new Set<Promise<void>>();
  const stopping = new AbortController();

  async function deliver(message: MailMessage) {
    const fields = { mail: message.template, to: redactAddress(message.to), locale: message.locale };
    const started = Date.now();
    for (let attempt = 1; ; attempt++) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: { 'Content-Language': message.locale },
          attachments: message.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content),
          })),
        });
        log.info({ ...fields, attempt, ms: Date.now() - started }, 'mail sent');
        return;
      } catch (caught) {
        const err = caught as SmtpError;
        const reason = { ...fields, attempt, code: err.responseCode ?? err.code, reply: describe(err) };
        if (!isTemporary(err)) {
          log.error(reason, 'mail not delivered: the mail server refused it for good (not retried)');
          return;
        }
        if (attempt >= attempts) {
          log.error(reason, `mail not delivered: still failing after ${attempts} tries`);
          return;
        }
        const waitMs = firstRetryMs * 2 ** (attempt - 1);
        if (!stopping.signal.aborted) {
          log.warn({ ...reason, retryInMs: waitMs }, 'mail not sent yet: temporary failure, retrying');
          await sleep(waitMs, undefined, { signal: stopping.signal }).catch(() => undefined);
        }
        if (stopping.signal.aborted) {
          log.error(reason, 'mail not delivered: the server stopped before the next try');
          return;
        }
      }
    }
  }

  return {
    async send(message) {
      const delivery = deliver(message).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    /** Lets the tries under way finish, without waiting for or making further ones. */
    async drain() {
      stopping.abort();
      await Promise.all([...pending]);
    },
  };
}
