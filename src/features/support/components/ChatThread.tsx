import { CHAT_BODY_MAX, type ChatReceipts } from '@contract/chat';
import { Check, CheckCheck, Clock, SendHorizontal, TriangleAlert } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import { DEFAULT_TIME_ZONE } from '@/lib/format';
import type { ThreadMessage } from '../chat-api';
import type { useChatThread } from '../useChatThread';
import { AttachButton, ChosenFiles, MessageFiles, useChosenFiles } from './ChatFiles';

type Thread = ReturnType<typeof useChatThread>;

const dayKey = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: DEFAULT_TIME_ZONE });

function dayLabel(iso: string, lng: string, t: (k: string) => string) {
  const key = dayKey(iso);
  const today = dayKey(new Date().toISOString());
  const yesterday = dayKey(new Date(Date.now() - 86_400_000).toISOString());
  if (key === today) return t('chat.today');
  if (key === yesterday) return t('chat.yesterday');
  return new Date(iso).toLocaleDateString(lng, { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'long' });
}

const timeOf = (iso: string, lng: string) =>
  new Date(iso).toLocaleTimeString(lng, { timeZone: DEFAULT_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

type Tick = 'pending' | 'failed' | 'sent' | 'delivered' | 'seen';

function tickOf(m: ThreadMessage, receipts: ChatReceipts | null, fromClient: boolean): Tick {
  if (m.failed) return 'failed';
  if (m.pending) return 'pending';
  const [delivered, seen] = fromClient
    ? [receipts?.staff_delivered ?? 0, receipts?.staff_seen ?? 0]
    : [receipts?.client_delivered ?? 0, receipts?.client_seen ?? 0];
  return m.id <= seen ? 'seen' : m.id <= delivered ? 'delivered' : 'sent';
}

const TICK_ICON = {
  pending: Clock,
  failed: TriangleAlert,
  sent: Check,
  delivered: CheckCheck,
  seen: CheckCheck,
};

function TickMark({ tick }: { tick: Tick }) {
  const { t } = useTranslation();
  const Icon = TICK_ICON[tick];
  return (
    <span className="inline-flex items-center" data-tick={tick}>
      <Icon
        aria-hidden="true"
        className={cn(
          'size-4',
          tick === 'seen' && 'text-info-light',
          tick === 'failed' && 'text-warning-light',
        )}
      />
      <span className="sr-only">{t(`chat.tick.${tick}`)}</span>
    </span>
  );
}

/**
 * The messages of one conversation (a log: new ones are announced), with day separators, the
 * ticks of the viewer's own messages, the other side's typing and the composer. Bodies are
 * rendered as text, never as HTML.
 */
export function ChatThread({
  thread,
  fromClient,
  otherName,
  label,
  disabled,
}: {
  thread: Thread;
  /** the viewer's side */
  fromClient: boolean;
  /** who the viewer writes to, for the typing line */
  otherName: string;
  /** the log's accessible name */
  label: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const log = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const files = useChosenFiles(thread.endpoints?.upload);
  const last = thread.messages[thread.messages.length - 1];

  // keep the newest message in view when one arrives (or on the first load), and when chosen
  // files make the log shorter
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on a new last message, typing or files
  useLayoutEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last?.id, last?.pending, thread.typingOn, files.chosen.length > 0]);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const body = text.trim();
    const sending = files.uploaded;
    if ((!body && !sending.length) || files.busy) return;
    setText('');
    files.clear();
    try {
      await thread.send(body, sending);
    } catch (err) {
      setError((err as { status?: number }).status === 429 ? t('chat.tooFast') : t('chat.notSent'));
    }
  };
  const canSend = !disabled && !files.busy && (!!text.trim() || files.uploaded.length > 0);
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  let day = '';
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={log}
        role="log"
        aria-label={label}
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log is reachable by keyboard
        tabIndex={0}
        className="min-h-0 flex-1 space-y-2 overflow-y-auto bg-bg px-4 py-4 focus-visible:outline-2 focus-visible:outline-primary"
      >
        {thread.older && (
          <div className="flex justify-center">
            <Button variant="text" size="sm" onClick={() => void thread.loadOlder()}>
              {t('chat.older')}
            </Button>
          </div>
        )}
        {!thread.loading && thread.messages.length === 0 && (
          <p className="py-10 text-center text-sm text-text-muted">{t('chat.empty')}</p>
        )}
        {thread.messages.map((m) => {
          const key = dayKey(m.created_at);
          const separator = key !== day;
          day = key;
          const own = m.from_client === fromClient;
          return (
            <div key={m.pending ? m.client_key : m.id}>
              {separator && (
                <div className="my-3 flex items-center gap-3 text-xs text-text-muted" data-day={key}>
                  <span aria-hidden="true" className="h-px flex-1 bg-divider" />
                  <span>{dayLabel(m.created_at, lng, t)}</span>
                  <span aria-hidden="true" className="h-px flex-1 bg-divider" />
                </div>
              )}
              <div className={cn('flex', own ? 'justify-end' : 'justify-start')}>
                <div
                  className={cn(
                    'max-w-[80%] rounded-lg px-3 py-2 text-sm shadow-sm',
                    own
                      ? 'rounded-ee-none bg-primary-dark text-primary-contrast'
                      : 'rounded-es-none bg-paper text-text',
                  )}
                  data-message-id={m.pending ? undefined : m.id}
                >
                  {!own && <p className="mb-0.5 text-xs font-semibold text-text">{m.sender_name}</p>}
                  {m.body && (
                    <p
                      dir="auto"
                      className="whitespace-pre-wrap break-words text-start [overflow-wrap:anywhere]"
                    >
                      {m.body}
                    </p>
                  )}
                  <MessageFiles files={m.attachments} path={thread.endpoints?.file} own={own} />
                  <p
                    className={cn(
                      'mt-1 flex items-center justify-end gap-1 text-[11px]',
                      !own && 'text-text-muted',
                    )}
                  >
                    <time dateTime={m.created_at}>{timeOf(m.created_at, lng)}</time>
                    {own && <TickMark tick={tickOf(m, thread.receipts, fromClient)} />}
                  </p>
                </div>
              </div>
            </div>
          );
        })}
        {thread.typingOn && (
          <p className="text-xs italic text-text-muted" data-testid="chat-typing">
            {t('chat.typing', { name: thread.typing || otherName })}
          </p>
        )}
      </div>
      <div className="border-t border-divider bg-paper">
        <ChosenFiles files={files.chosen} onRemove={files.remove} />
        <form onSubmit={submit} className="flex items-end gap-2 p-3">
          <AttachButton onFiles={files.add} disabled={disabled || files.full || !thread.endpoints} />
          <label className="sr-only" htmlFor="chat-composer">
            {t('chat.composer')}
          </label>
          <textarea
            id="chat-composer"
            rows={1}
            value={text}
            maxLength={CHAT_BODY_MAX}
            disabled={disabled}
            placeholder={t('chat.placeholder')}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
              files.clearError();
              if (e.target.value) thread.notifyTyping();
            }}
            onKeyDown={onKey}
            className="max-h-32 min-h-10 flex-1 resize-none rounded border border-divider bg-paper px-3 py-2 text-sm text-text placeholder:text-text-muted focus-visible:outline-2 focus-visible:outline-primary"
          />
          <Button type="submit" disabled={!canSend} aria-label={t('chat.send')}>
            <SendHorizontal className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            <span className="hidden sm:inline">{t('chat.send')}</span>
          </Button>
        </form>
      </div>
      {(error || files.error) && (
        <p role="alert" className="bg-paper px-3 pb-2 text-sm text-error">
          {error ?? files.error}
        </p>
      )}
    </div>
  );
}
