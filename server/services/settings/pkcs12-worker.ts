import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../lib/errors';
import { openPkcs12 } from './pkcs12';
import { notPkcs12 } from './pkcs12-errors';
import type { OpenReply, OpenRequest } from './pkcs12-pool';

// The worker thread that opens uploaded certificates (see pkcs12-pool.ts): plain data in, plain
// data out, so a hostile file can cost this thread's time but never the server's event loop.

// The lowest CPU priority for this thread alone (on Linux a priority set without a pid is the
// calling thread's): where cores are few and busy, requests keep the CPU and the certificates wait,
// not the other way round. Where the system refuses, the thread runs as it is.
try {
  setPriority(constants.priority.PRIORITY_LOW);
} catch {
  // not permitted here
}

parentPort!.on('message', ({ bytes, passphrase }: OpenRequest) => {
  let reply: OpenReply;
  try {
    const opened = openPkcs12(Buffer.from(bytes), passphrase);
    reply = { ok: { ...opened, validFrom: opened.validFrom.getTime(), validTo: opened.validTo.getTime() } };
  } catch (err) {
    const known = err instanceof HttpError ? err : notPkcs12(); // forge's own failures: unreadable
    reply = { error: { status: known.status, message: known.message, code: known.code, extra: known.extra } };
  }
  parentPort!.postMessage(reply);
});
parentPort!.postMessage('ready');
