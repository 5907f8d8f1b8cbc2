import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { type DestinationStream, type LevelWithSilent, type Logger, pino } from 'pino';

// One JSON line per event on stdout (pino), with the level as a word ("level":"info") so that
// a grep or the test suites read it without a lookup table. Inside a request every line carries
// that request's id: handlers use c.var.log, code further down (services, the mailer) calls
// `log.*`, which finds the request through AsyncLocalStorage.

export type { Logger };
export type LogFormat = 'json' | 'pretty';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Field names whose values never reach a log line, at the top or up to three levels down. */
const SECRET_KEYS = [
  'password',
  'old_password',
  'new_password',
  'passphrase',
  'otp',
  'efin',
  'token',
  'access_token',
  'refresh_token',
  'apiKey',
  'secret',
  'authorization',
  'cookie',
  '["set-cookie"]',
  '["x-api-key"]',
];
export const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => {
  const at = key.startsWith('[') ? key : `.${key}`;
  return [key, `*${at}`, `*.*${at}`, `*.*.*${at}`];
});

function baseOptions(level: LevelWithSilent) {
  return {
    level,
    base: undefined, // no pid/hostname: one process per container, and the lines stay short
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}

/** pino-pretty is a development dependency: absent from a production install, JSON then. */
async function prettyStream(): Promise<DestinationStream | undefined> {
  try {
    const { default: pretty } = await import('pino-pretty');
    // a request on one line: "request GET /api/profile 200 3.1 ms", its other fields below it
    return pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      messageFormat:
        '{msg}{if method} {method}{end}{if path} {path}{end}{if status} {status}{end}{if ms} {ms} ms{end}',
      ignore: 'method,path,status,ms',
    });
  } catch {
    return undefined;
  }
}

export function createLogger(
  opts: { level?: LevelWithSilent; destination?: DestinationStream } = {},
): Logger {
  return pino(
    baseOptions(opts.level ?? 'info'),
    opts.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

let root: Logger = createLogger({ level: (process.env.LOG_LEVEL as LevelWithSilent) || 'info' });
const requestScope = new AsyncLocalStorage<Logger>();

/** Replaces the process logger once the configuration is known (server start, tests). */
export async function configureLogger(
  opts: { level?: LevelWithSilent; format?: LogFormat; destination?: DestinationStream } = {},
): Promise<void> {
  const destination = opts.destination ?? (opts.format === 'pretty' ? await prettyStream() : undefined);
  root = createLogger({ level: opts.level, destination });
}

/** The logger of the request being served (carrying its id), else the process logger. */
export function currentLogger(): Logger {
  return requestScope.getStore() ?? root;
}

/** Runs fn with `logger` as the current logger for everything it awaits. */
export function withLogger<T>(logger: Logger, fn: () => T): T {
  return requestScope.run(logger, fn);
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const forward = (level: Level) =>
  ((...args: Parameters<Logger['info']>) => currentLogger()[level](...args)) as Logger['info'];

/** `log.info({ fields }, 'message')` or `log.warn('message')`: goes to the current logger. */
export const log = {
  fatal: forward('fatal'),
  error: forward('error'),
  warn: forward('warn'),
  info: forward('info'),
  debug: forward('debug'),
  trace: forward('trace'),
};

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** A caller's X-Request-Id when short and plain (letters, digits, . _ : -), else a new one. */
export function requestIdFrom(header: string | undefined): string {
  return header && REQUEST_ID.test(header) ? header : randomUUID();
}
