import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../contract/config';
import { createSmtpMailer } from '../../server/lib/mail/smtp';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { uniqueEmail } from './http';
import { type RunningServer, startServer } from './start-server';

// The server delivers over SMTP to a real SMTP server started here, and the test reads what
// arrived. Recipients named greylist-… are first answered 451 (try later), busy-… always 452,
// bounce-… always 550.

let smtp: TestSmtpServer;
let server: RunningServer;
const PASSWORD = 'Kopi-Tubruk-Pagi-7';

beforeAll(async () => {
  smtp = await startSmtpServer((recipient, attempt) => {
    if (recipient.startsWith('bounce-')) return { code: 550, text: `5.1.1 <${recipient}>: mailbox unknown` };
    if (recipient.startsWith('greylist-') && attempt === 1)
      return { code: 451, text: '4.7.1 greylisted, try later' };
    if (recipient.startsWith('busy-')) return { code: 452, text: '4.2.2 mailbox full, try later' };
    return undefined;
  });
  server = await startServer({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal Pajak <no-reply@portalpajak.test>' },
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const register = (email: string, language: string) =>
  post(
    AUTH_PATHS.register,
    { nama: 'Dewi Lestari', email, password: PASSWORD, phone: '081311112222' },
    { 'accept-language': language },
  );

/** The mails that reached the SMTP server for one address, once `count` of them have. */
async function mailsTo(email: string, count = 1): Promise<ParsedMail[]> {
  const mine = () => smtp.received.filter((m) => JSON.stringify(m.to ?? '').includes(email));
  await expect.poll(() => mine().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return mine();
}

const codeIn = (mail: ParsedMail) => /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];

describe('mail over SMTP', () => {
  it('sends the registration code as text and HTML in the language of the request', async () => {
    const email = uniqueEmail('smtp-fr');
    expect((await register(email, 'fr-FR,fr;q=0.9,en;q=0.5')).status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Votre code d’inscription Portal Pajak');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Portal Pajak', address: 'no-reply@portalpajak.test' });
    expect(mail.headers.get('content-language')).toBe('fr');
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('Votre code pour terminer votre inscription');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.html).toContain(`>${code}</p>`);
    // the code that arrived is the account's code
    expect((await post(AUTH_PATHS.validasi, { email, otp: code })).status).toBe(200);
    // the send log says which mail went where, without the code or the address
    const sent = server
      .output()
      .split('\n')
      .find((l) => l.includes('"msg":"mail sent"') && l.includes(`"to":"s***@example.test"`));
    expect(sent).toMatch(/"mail":"otp".*"locale":"fr"/);
    expect(server.output()).not.toContain(code);
    expect(server.output()).not.toContain(`"to":"${email}"`);
  });

  it('writes Arabic right to left, and an account keeps its language for later mail', async () => {
    const email = uniqueEmail('smtp-ar');
    await register(email, 'ar');
    const [first] = await mailsTo(email);
    expect(first.subject).toBe('رمز التسجيل في Portal Pajak');
    expect(first.html).toContain('<html lang="ar" dir="rtl">');
    expect(first.text).toContain('رمزك من أجل إكمال التسجيل');
    expect((await post(AUTH_PATHS.validasi, { email, otp: codeIn(first) })).status).toBe(200);
    // a password reset asked for in another language still reaches the owner in theirs
    expect((await post(AUTH_PATHS.forgotPassword, { email }, { 'accept-language': 'en' })).status).toBe(200);
    const [, reset] = await mailsTo(email, 2);
    expect(reset.subject).toBe('رمز إعادة تعيين كلمة المرور في Portal Pajak');
  });

  it('switches an account to the language its owner signs in with', async () => {
    const email = uniqueEmail('smtp-en');
    await register(email, 'id');
    const [first] = await mailsTo(email);
    expect(first.subject).toBe('Kode verifikasi pendaftaran Portal Pajak');
    await post(AUTH_PATHS.validasi, { email, otp: codeIn(first) });
    expect(
      (await post(AUTH_PATHS.login, { email, password: PASSWORD }, { 'accept-language': 'en-GB' })).status,
    ).toBe(200);
    await post(AUTH_PATHS.forgotPassword, { email });
    const [, reset] = await mailsTo(email, 2);
    expect(reset.subject).toBe('Your Portal Pajak password reset code');
    expect(reset.html).toContain('<html lang="en" dir="ltr">');
  });

  it('tries again after a temporary refusal (4xx) and delivers', async () => {
    const email = uniqueEmail('greylist');
    expect((await register(email, 'en')).status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(smtp.attempts.filter((a) => a === email)).toHaveLength(2);
    const line = (...parts: string[]) =>
      server
        .output()
        .split('\n')
        .find((l) => parts.every((part) => l.includes(part)));
    const retry = line('mail not sent yet', '"to":"g***@example.test"');
    expect(retry).toMatch(/"level":"warn".*"attempt":1.*"code":451/);
    expect(retry).toMatch(/"retryInMs":1000/);
    // the message can reach the test's mail server before the portal's log line of it reaches the test
    await expect
      .poll(() => line('"msg":"mail sent"', '"to":"g***@example.test"'), { timeout: 10_000 })
      .toMatch(/"attempt":2/);
  });

  it('gives up at once on a permanent refusal (5xx) with a clear error; the answer does not change', async () => {
    const email = uniqueEmail('bounce');
    const reply = await register(email, 'en');
    // registration answers alike whatever the mail server does: the answer reveals nothing about it
    expect(reply).toEqual({ status: 200, body: { data: { email } } });
    await expect
      .poll(() => server.output(), { timeout: 10_000 })
      .toMatch(
        /"level":"error".*"to":"b\*\*\*@example\.test".*mail not delivered: the mail server refused it for good/,
      );
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('refused it for good'));
    expect(line).toMatch(/"code":550/);
    // the reply is logged with the address in it redacted
    expect(line).toContain('5.1.1 <b***@example.test>: mailbox unknown');
    expect(line).not.toContain(email);
    // past the first retry's wait: still one try
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.attempts.filter((a) => a === email)).toHaveLength(1);
    expect(smtp.received.some((m) => JSON.stringify(m.to).includes(email))).toBe(false);
  });

  it('stops retrying when the server shuts down: drain waits for the try under way, not the backoff', async () => {
    const mailer = createSmtpMailer({
      url: smtp.url,
      from: 'Portal Pajak <no-reply@portalpajak.test>',
      firstRetryMs: 60_000,
    });
    const email = uniqueEmail('busy');
    await mailer.send({
      to: email,
      locale: 'en',
      template: 'registration_attempt',
      subject: 's',
      text: 't',
      html: '<p>t</p>',
    });
    await expect.poll(() => smtp.attempts.filter((a) => a === email).length, { timeout: 10_000 }).toBe(1);
    const started = Date.now();
    await mailer.drain();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(smtp.attempts.filter((a) => a === email)).toHaveLength(1);
  });
});
