import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

// One keep-alive TCP connection spoken to in plain HTTP/1.1, so a test controls exactly how a
// body is sent and sees what the server does to the socket between two requests (fetch and
// http.Agent would quietly open a new connection instead).

export interface RawResponse {
  status: number;
  /** names in lower case */
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** sends the body in pieces of this size... */
  chunkBytes?: number;
  /** ...with this pause between them, like a slow upload */
  pauseMs?: number;
}

const HEAD_END = '\r\n\r\n';

export class RawConnection {
  private received = Buffer.alloc(0);
  private wake: (() => void) | undefined;
  /** set once the server has closed or reset the socket */
  closed = false;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake?.();
    });
    const end = () => {
      this.closed = true;
      this.wake?.();
    };
    socket.on('end', end);
    socket.on('close', end);
    // a reset while the test still writes is a finding the test reports, not a crash
    socket.on('error', end);
  }

  static open(baseUrl: string): Promise<RawConnection> {
    const { hostname, port } = new URL(baseUrl);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Writes one request; the body goes out as given (paced when chunkBytes is set). */
  async send(req: RawRequest): Promise<void> {
    const headers: Record<string, string> = { host: 'localhost', connection: 'keep-alive', ...req.headers };
    if (req.body) headers['content-length'] ??= String(req.body.length);
    const head = `${req.method} ${req.path} HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`;
    this.socket.write(head);
    const body = req.body ?? Buffer.alloc(0);
    const step = req.chunkBytes ?? body.length;
    for (let at = 0; at < body.length && !this.closed; at += step) {
      this.socket.write(body.subarray(at, at + step));
      if (req.pauseMs) await sleep(req.pauseMs);
    }
  }

  /** The next complete response; rejects like a browser's 'socket hang up' when the socket closes first. */
  async response(timeoutMs = 15_000): Promise<RawResponse> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = this.takeResponse();
      if (parsed) return parsed;
      if (this.closed) throw new Error('socket hang up: the server closed the connection');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no complete response within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Resolves true once the server closes the socket, false if it is still open after `ms`. */
  async closedWithin(ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!this.closed && Date.now() < deadline) await sleep(20);
    return this.closed;
  }

  close() {
    this.socket.destroy();
  }

  /** Removes and answers one response from the buffer when it is complete (Content-Length or chunked). */
  private takeResponse(): RawResponse | undefined {
    const headEnd = this.received.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const [statusLine, ...lines] = this.received.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(' ')[1]);
    const rest = this.received.subarray(headEnd + HEAD_END.length);
    const body = headers['transfer-encoding'] === 'chunked' ? dechunk(rest) : fixedLength(rest, headers);
    if (!body) return;
    this.received = rest.subarray(body.used);
    return { status, headers, body: body.bytes.toString('utf8') };
  }
}

function fixedLength(data: Buffer, headers: Record<string, string>) {
  const length = Number(headers['content-length'] ?? 0);
  if (data.length < length) return;
  return { bytes: data.subarray(0, length), used: length };
}

function dechunk(data: Buffer) {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    const start = lineEnd + 2;
    if (data.length < start + size + 2) return;
    if (size === 0) return { bytes: Buffer.concat(parts), used: start + 2 };
    parts.push(data.subarray(start, start + size));
    at = start + size + 2;
  }
}
