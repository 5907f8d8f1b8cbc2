import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DB } from '../db/client';
import { log } from './logger';

// Small JSON events addressed to users (the real-time channel: chat messages, ticks, typing, the
// bell). One process: delivered in memory. With DATABASE_URL: also sent through PostgreSQL
// NOTIFY, and every process LISTENs on a dedicated connection, so a client connected to one
// process hears what another published. Events carry ids, not documents: the client fetches
// what it shows through the API, which checks access as usual.
//
// Ids are this process's stream positions, "<epoch>.<seq>" (epoch: random per process start).
// A subscriber resuming with an id of this epoch still in the buffer gets what it missed; any
// other id (another process, a restart, too old) cannot be replayed, so it is told to resync
// (refetch from its own cursor, e.g. the last chat message id it holds).

export const EVENTS_CHANNEL = 'portal_events';
/** NOTIFY's limit is 8000 bytes; events are meant to be far smaller. */
export const MAX_EVENT_BYTES = 4000;
const BUFFER_SIZE = 2000;
const BUFFER_MS = 10 * 60_000;

export interface EventTarget {
  /** user ids */
  users?: readonly number[];
  /** named audiences (e.g. 'chat-staff'); who belongs to one is decided at subscribe time */
  audiences?: readonly string[];
}

export interface DeliveredEvent {
  /** stream position; '' for events that are not replayable (resync) */
  id: string;
  type: string;
  data: unknown;
}

export type EventHandler = (event: DeliveredEvent) => void;

interface Buffered {
  seq: number;
  at: number;
  keys: readonly string[];
  type: string;
  data: unknown;
}

interface Subscriber {
  keys: ReadonlySet<string>;
  handler: EventHandler;
}

/** Subscription keys of a user and of an audience. */
export const userKey = (id: number) => `user:${id}`;
export const audienceKey = (name: string) => `aud:${name}`;

const keysOf = (to: EventTarget): string[] => [
  ...(to.users ?? []).map(userKey),
  ...(to.audiences ?? []).map(audienceKey),
];

interface Listener {
  ready: Promise<void>;
  close(): Promise<void>;
}

export class EventBus {
  /** this process's stream, so ids of another process or an earlier start are told apart */
  readonly epoch = randomBytes(4).toString('hex');
  private seq = 0;
  private readonly buffer: Buffered[] = [];
  private readonly subscribers = new Set<Subscriber>();
  private readonly closers = new Set<() => void>();
  private listener?: Listener;

  constructor(private readonly shared?: { databaseUrl: string; db: DB }) {}

  /**
   * Delivers `type`/`data` to every subscriber of the target here at once and, with PostgreSQL,
   * to the other processes. Never throws: a lost notification only costs the other side a
   * refetch on its next resync.
   */
  publish(to: EventTarget, type: string, data: unknown = null): void {
    const keys = keysOf(to);
    if (!keys.length) return;
    let payload = JSON.stringify({ o: this.epoch, k: keys, t: type, d: data });
    if (Buffer.byteLength(payload) > MAX_EVENT_BYTES) {
      log.warn({ type, bytes: Buffer.byteLength(payload) }, 'event too large: sent without its data');
      data = null;
      payload = JSON.stringify({ o: this.epoch, k: keys, t: type, d: null });
    }
    this.deliver(keys, type, data);
    if (this.shared) {
      this.shared.db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${payload})`).then(
        () => undefined,
        (err: Error) => log.warn({ err: err.message, type }, 'event not shared with other processes'),
      );
    }
  }

  /**
   * Subscribes `keys` (userKey, audienceKey). With `after`, an id of this stream, the events
   * since are handed to `handler` first and `resumed` is true; otherwise nothing is replayed and
   * `resumed` is false (the caller should refetch). `ready` resolves once events of other
   * processes are heard (at once without PostgreSQL; at most 3 s of waiting otherwise).
   */
  subscribe(
    keys: readonly string[],
    handler: EventHandler,
    after?: string | null,
  ): { resumed: boolean; ready: Promise<void>; unsubscribe: () => void } {
    const sub: Subscriber = { keys: new Set(keys), handler };
    let resumed = false;
    const from = this.positionOf(after);
    if (from !== null) {
      resumed = true;
      for (const e of this.buffer) {
        if (e.seq > from && e.keys.some((k) => sub.keys.has(k)))
          handler({ id: `${this.epoch}.${e.seq}`, type: e.type, data: e.data });
      }
    }
    this.subscribers.add(sub);
    const ready = this.shared ? this.startListener() : Promise.resolve();
    return { resumed, ready, unsubscribe: () => this.subscribers.delete(sub) };
  }

  /** Registers a stream to end when the bus closes (server shutdown); answers its unregistering. */
  onClose(end: () => void): () => void {
    this.closers.add(end);
    return () => this.closers.delete(end);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /** Ends every stream and the LISTEN connection. */
  async close(): Promise<void> {
    for (const end of [...this.closers]) end();
    this.closers.clear();
    this.subscribers.clear();
    await this.listener?.close();
    this.listener = undefined;
  }

  /** The sequence number of `id` when it is of this stream and nothing after it was dropped. */
  private positionOf(id?: string | null): number | null {
    if (!id) return null;
    const m = /^([0-9a-f]{8})\.(\d{1,15})$/.exec(id);
    if (!m || m[1] !== this.epoch) return null;
    const seq = Number(m[2]);
    if (seq > this.seq) return null;
    const oldest = this.buffer[0]?.seq ?? this.seq + 1;
    // the events right after `seq` must still be held
    return seq + 1 >= oldest ? seq : null;
  }

  private deliver(keys: readonly string[], type: string, data: unknown): void {
    const now = Date.now();
    const seq = ++this.seq;
    this.buffer.push({ seq, at: now, keys, type, data });
    while (this.buffer.length > BUFFER_SIZE || (this.buffer[0] && this.buffer[0].at < now - BUFFER_MS))
      this.buffer.shift();
    const event = { id: `${this.epoch}.${seq}`, type, data };
    for (const sub of this.subscribers) {
      if (!keys.some((k) => sub.keys.has(k))) continue;
      try {
        sub.handler(event);
      } catch (err) {
        log.warn({ err, type }, 'event subscriber failed');
      }
    }
  }

  /** Tells every subscriber it may have missed events (the LISTEN connection was lost). */
  private resyncAll(): void {
    for (const sub of this.subscribers) sub.handler({ id: '', type: 'resync', data: null });
  }

  private startListener(): Promise<void> {
    this.listener ??= this.listen();
    return Promise.race([this.listener.ready, new Promise<void>((r) => setTimeout(r, 3000).unref())]);
  }

  private listen(): Listener {
    const url = this.shared!.databaseUrl;
    let closed = false;
    let client: import('pg').Client | undefined;
    let retryMs = 500;
    let markReady: () => void = () => {};
    const ready = new Promise<void>((r) => {
      markReady = r;
    });
    const onNotification = (msg: { channel: string; payload?: string }) => {
      if (msg.channel !== EVENTS_CHANNEL || !msg.payload) return;
      try {
        const p = JSON.parse(msg.payload) as { o: string; k: string[]; t: string; d: unknown };
        if (p.o === this.epoch || !Array.isArray(p.k) || typeof p.t !== 'string') return;
        this.deliver(p.k, p.t, p.d);
      } catch {
        // not ours
      }
    };
    const connect = async (again: boolean) => {
      if (closed) return;
      const { default: pg } = await import('pg');
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
      client = c;
      let lost = false;
      const onLost = () => {
        if (lost || closed) return;
        lost = true;
        c.removeAllListeners('notification');
        c.end().catch(() => {});
        const wait = retryMs;
        retryMs = Math.min(retryMs * 2, 15_000);
        setTimeout(() => void connect(true), wait).unref();
      };
      c.on('error', onLost);
      c.on('end', onLost);
      c.on('notification', onNotification);
      try {
        await c.connect();
        await c.query(`LISTEN ${EVENTS_CHANNEL}`);
        retryMs = 500;
        // keep the process free to exit when nothing else holds it
        (c as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
        markReady();
        // what was published while we were not listening is lost: subscribers refetch
        if (again) this.resyncAll();
      } catch (err) {
        if (!lost) log.warn({ err: (err as Error).message }, 'events: LISTEN connection failed; retrying');
        onLost();
      }
    };
    void connect(false);
    return {
      ready,
      close: async () => {
        closed = true;
        await client?.end().catch(() => {});
      },
    };
  }
}

let bus = new EventBus();

/** Chooses where events travel: memory only, or PostgreSQL across processes as well. */
export function configureEvents(opts: { databaseUrl?: string; db: DB }): EventBus {
  void bus.close();
  bus = new EventBus(opts.databaseUrl ? { databaseUrl: opts.databaseUrl, db: opts.db } : undefined);
  return bus;
}

/** The process's event bus. */
export const events = (): EventBus => bus;

/** Sends an event to users and/or audiences (see EventBus.publish). */
export const publishEvent = (to: EventTarget, type: string, data?: unknown) => bus.publish(to, type, data);

// Who belongs to a named audience, decided when a stream opens (a role's permissions changing
// apply on the next connection; streams last at most STREAM_MAX_MS).
type AudienceCheck = (user: { id: number; role: string }, db: DB) => Promise<boolean>;
const audiences = new Map<string, AudienceCheck>();

/** Declares an audience and who belongs to it (e.g. staff who may read the chat). */
export function defineAudience(name: string, check: AudienceCheck): void {
  audiences.set(name, check);
}

/** The subscription keys of a signed-in user: their own and those of each audience they belong to. */
export async function keysOfUser(user: { id: number; role: string }, db: DB): Promise<string[]> {
  const keys = [userKey(user.id)];
  for (const [name, check] of audiences) if (await check(user, db)) keys.push(audienceKey(name));
  return keys;
}
