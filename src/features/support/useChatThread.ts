import {
  CHAT_EVENTS,
  CHAT_TYPING_SHOW_MS,
  type ChatAttachment,
  type ChatMessageEvent,
  type ChatReceipts,
  type ChatTypingEvent,
} from '@contract/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RESYNC, useRealtime } from '@/lib/realtime';
import {
  type ChatEndpoints,
  fetchMessages,
  newClientKey,
  postMessage,
  postTyping,
  putReceipts,
  type ThreadMessage,
} from './chat-api';

/** Sorted by id, one entry an id; pending ones (no id yet) last, in the order sent. */
function merge(list: ThreadMessage[], add: ThreadMessage[]): ThreadMessage[] {
  const byId = new Map<number, ThreadMessage>();
  const keys = new Set<string>();
  for (const m of [...list, ...add]) {
    if (m.pending) continue;
    byId.set(m.id, m);
    if (m.client_key) keys.add(m.client_key);
  }
  const pending = list.filter((m) => m.pending && !(m.client_key && keys.has(m.client_key)));
  return [...[...byId.values()].sort((a, b) => a.id - b.id), ...pending];
}

/** Receipts only move forward: an answer fetched before an event must not take a tick back. */
const later = (a: ChatReceipts | null, b: ChatReceipts): ChatReceipts =>
  a && a.conversation_id === b.conversation_id
    ? {
        conversation_id: b.conversation_id,
        client_delivered: Math.max(a.client_delivered, b.client_delivered),
        client_seen: Math.max(a.client_seen, b.client_seen),
        staff_delivered: Math.max(a.staff_delivered, b.staff_delivered),
        staff_seen: Math.max(a.staff_seen, b.staff_seen),
      }
    : b;

const lastIdOf = (list: ThreadMessage[]) => list.reduce((n, m) => (m.pending ? n : Math.max(n, m.id)), 0);

/**
 * One conversation kept in step with the server: the newest page, then every message after the
 * last id held whenever the event channel says there is one or may have missed one (reconnect),
 * so nothing is lost or shown twice; receipts (ticks), the other side's typing, sending with a
 * client key (a retried send lands once), and 'seen' while the page is visible.
 */
export function useChatThread(opts: {
  endpoints: ChatEndpoints | null;
  conversationId: number | null;
  fromClient: boolean;
  /** the sender's name for messages shown before the server answers */
  selfName: string;
  onSent?: (conversationId: number) => void;
}) {
  const { endpoints, conversationId, fromClient } = opts;
  const [messages, setMessages] = useState<ThreadMessage[]>([]);
  const [receipts, setReceiptsState] = useState<ChatReceipts | null>(null);
  const setReceipts = useCallback(
    (next: ChatReceipts | null) => setReceiptsState((prev) => (next ? later(prev, next) : null)),
    [],
  );
  const [older, setOlder] = useState(false);
  const [loading, setLoading] = useState(true);
  const [typing, setTyping] = useState<{ name: string; until: number } | null>(null);
  const list = useRef<ThreadMessage[]>([]);
  const ep = useRef(endpoints);
  ep.current = endpoints;
  const fetching = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);

  const apply = useCallback((next: ThreadMessage[]) => {
    list.current = next;
    setMessages(next);
  }, []);

  // newer messages than the last held, page after page; calls made meanwhile run once more after
  const catchUp = useCallback(async () => {
    if (fetching.current) {
      again.current = true;
      return fetching.current;
    }
    const run = async () => {
      do {
        again.current = false;
        const endpoints = ep.current;
        if (!endpoints) return;
        for (;;) {
          const after = lastIdOf(list.current);
          const page = await fetchMessages(endpoints, after ? { after } : {});
          if (ep.current !== endpoints) return;
          if (!after) setOlder(page.more);
          apply(merge(list.current, page.messages));
          if (page.receipts) setReceipts(page.receipts);
          if (!after || !page.more) break;
        }
      } while (again.current);
    };
    fetching.current = run()
      .catch((err) => {
        // offline or the server away: try again shortly (a reconnection also calls this)
        clearTimeout(retry.current);
        retry.current = setTimeout(() => void catchUp().catch(() => {}), 2000);
        throw err;
      })
      .finally(() => {
        fetching.current = null;
        setLoading(false);
      });
    return fetching.current;
  }, [apply, setReceipts]);

  // another conversation (its messages' address): start over
  const address = endpoints?.messages;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address names the conversation
  useEffect(() => {
    apply([]);
    setReceipts(null);
    setTyping(null);
    setLoading(true);
    catchUp().catch(() => setLoading(false));
  }, [address, apply, catchUp]);

  const mine = (id: number | undefined) =>
    id === undefined || id === conversationId || conversationId === null;
  useRealtime<ChatMessageEvent>(CHAT_EVENTS.message, (e) => {
    if (mine(e.conversation_id)) void catchUp().catch(() => {});
  });
  useRealtime(RESYNC, () => void catchUp().catch(() => {}));
  useRealtime<ChatReceipts>(CHAT_EVENTS.receipts, (r) => {
    if (mine(r.conversation_id)) setReceipts(r);
  });
  useRealtime<ChatTypingEvent>(CHAT_EVENTS.typing, (e) => {
    if (e.from_client !== fromClient && mine(e.conversation_id))
      setTyping({ name: e.name, until: Date.now() + CHAT_TYPING_SHOW_MS });
  });
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), Math.max(0, typing.until - Date.now()));
    return () => clearTimeout(timer);
  }, [typing]);
  // a message from the typist ends their indicator
  const lastOther = [...messages].reverse().find((m) => !m.pending && m.from_client !== fromClient);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new message of the other side
  useEffect(() => setTyping(null), [lastOther?.id]);

  // seen: the other side's newest message, while this page is visible
  const seenUpto = receipts ? (fromClient ? receipts.client_seen : receipts.staff_seen) : 0;
  useEffect(() => {
    const target = lastOther?.id ?? 0;
    const endpoints = ep.current;
    if (!endpoints || target <= seenUpto) return;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      putReceipts(endpoints, { seen: target }).then(
        (r) => r.receipts && setReceipts(r.receipts),
        () => {},
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [lastOther?.id, seenUpto, setReceipts]);

  // when this side last said it is typing (at most once in 2 s)
  const lastTyped = useRef(0);
  const send = useCallback(
    async (body: string, files: ChatAttachment[] = [], key = newClientKey()) => {
      const endpoints = ep.current;
      if (!endpoints) return;
      // the message ends the other side's indicator: the next keystroke says so again at once,
      // not up to 2 s later (a quick next message showed no indicator at all)
      lastTyped.current = 0;
      const draft: ThreadMessage = {
        id: -Date.now(),
        conversation_id: conversationId ?? 0,
        from_client: fromClient,
        sender_name: opts.selfName,
        body,
        created_at: new Date().toISOString(),
        client_key: key,
        attachments: files,
        pending: true,
      };
      apply([...list.current.filter((m) => m.client_key !== key), draft]);
      try {
        const sent = await postMessage(endpoints, body, files, key);
        apply(merge(list.current, [sent.message]));
        opts.onSent?.(sent.message.conversation_id);
      } catch (err) {
        apply(list.current.map((m) => (m.client_key === key && m.pending ? { ...m, failed: true } : m)));
        throw err;
      }
    },
    [apply, conversationId, fromClient, opts.selfName, opts.onSent],
  );

  const notifyTyping = useCallback(() => {
    const endpoints = ep.current;
    if (!endpoints || Date.now() - lastTyped.current < 2000) return;
    lastTyped.current = Date.now();
    postTyping(endpoints).catch(() => {});
  }, []);

  const loadOlder = useCallback(async () => {
    const endpoints = ep.current;
    const first = list.current.find((m) => !m.pending);
    if (!endpoints || !first) return;
    const page = await fetchMessages(endpoints, { before: first.id });
    setOlder(page.more);
    apply(merge(list.current, page.messages));
  }, [apply]);

  return {
    /** this side's addresses (uploads, downloads), null while no conversation is chosen */
    endpoints,
    messages,
    receipts,
    older,
    loading,
    typing: typing?.name ?? null,
    typingOn: !!typing,
    send,
    notifyTyping,
    loadOlder,
  };
}
