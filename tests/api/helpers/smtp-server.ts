import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server inside the test process (smtp-server), keeping what it accepted parsed
// (mailparser). `reply` decides per recipient: accept (undefined) or answer with an SMTP code.

export interface TestSmtpServer {
  url: string;
  received: ParsedMail[];
  /** every RCPT TO the server was asked for, accepted or not, in order */
  attempts: string[];
  close(): Promise<void>;
}

export async function startSmtpServer(
  reply: (recipient: string, attempt: number) => { code: number; text: string } | undefined = () => undefined,
): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const attempts: string[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(address, _session, callback) {
      attempts.push(address.address);
      const answer = reply(address.address, attempts.filter((a) => a === address.address).length);
      if (!answer) return callback();
      callback(Object.assign(new Error(answer.text), { responseCode: answer.code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
