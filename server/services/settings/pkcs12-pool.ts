import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../../contract/errors';
import { HttpError } from '../../lib/errors';
import { createWorkerPool, WorkerPoolError } from '../../lib/worker-pool';
import type { OpenedCertificate } from './pkcs12';
import { checkerBusy, tooComplex } from './pkcs12-errors';

// Uploaded certificates are opened in worker threads: parsing and key derivation of an
// untrusted file never run on the event loop. One worker per spare core (at most two), a short
// queue, and a hard time limit: a file still being opened after it is refused and its worker
// terminated. Budgets inside the worker (pkcs12-scan.ts, pkcs12-meter.ts) keep real files far
// under the limit; the limit is the last line for whatever they did not foresee.

export interface OpenRequest {
  bytes: Uint8Array;
  passphrase: string;
}
type Dated<T> = Omit<T, 'validFrom' | 'validTo'> & { validFrom: number; validTo: number };
export type OpenReply =
  | { ok: Dated<OpenedCertificate> }
  | {
      error: {
        status: number;
        message: string;
        code?: string;
        extra: Omit<ApiErrorBody, 'error' | 'code'>;
      };
    };

export const CERTIFICATE_TIME_LIMIT_MS = 8_000;

let pool: ReturnType<typeof createWorkerPool<OpenRequest, OpenReply>> | undefined;

function certificatePool() {
  pool ??= createWorkerPool<OpenRequest, OpenReply>({
    // .ts from the sources (through tsx), .js from the compiled server (server-dist/)
    entry: new URL(`./pkcs12-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url),
    size: Math.max(1, Math.min(2, availableParallelism() - 1)),
    maxQueue: 4,
    timeLimitMs: CERTIFICATE_TIME_LIMIT_MS,
    resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
  });
  return pool;
}

/** openPkcs12 in a worker thread: the same answers, or a coded 4xx when refused. */
export async function openPkcs12Isolated(bytes: Buffer, passphrase: string): Promise<OpenedCertificate> {
  const copy = new Uint8Array(bytes); // its buffer moves to the worker
  let reply: OpenReply;
  try {
    reply = await certificatePool().run({ bytes: copy, passphrase }, [copy.buffer]);
  } catch (err) {
    if (!(err instanceof WorkerPoolError)) throw err;
    if (err.reason === 'busy') throw checkerBusy();
    if (err.reason === 'unavailable')
      throw new HttpError(
        503,
        'Certificates cannot be checked right now; try again later',
        'certificate_unavailable',
      );
    throw tooComplex(); // over the time limit, or over the worker's memory
  }
  if ('error' in reply) {
    const { status, message, code, extra } = reply.error;
    throw new HttpError(status as ContentfulStatusCode, message, code, extra);
  }
  return { ...reply.ok, validFrom: new Date(reply.ok.validFrom), validTo: new Date(reply.ok.validTo) };
}

/** Stops the certificate workers (a server shutting down). */
export const closeCertificatePool = () => pool?.close();
