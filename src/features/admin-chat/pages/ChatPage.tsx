import {
  CHAT_EVENTS,
  CHAT_HEARTBEAT_MS,
  CHAT_STATUSES,
  type ChatConversationRow,
  type ChatStatus,
} from '@contract/chat';
import { adminPath } from '@contract/routes/admin';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { Card } from '@/components/ui/Card';
import { IconButton } from '@/components/ui/IconButton';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { linkClass, solidTone } from '@/components/ui/tone';
import { ChatThread, StatusDot, staffEndpoints, useChatThread } from '@/features/support';
import { useAbility } from '@/lib/acl';
import { cn } from '@/lib/cn';
import { DEFAULT_TIME_ZONE, formatNpwp } from '@/lib/format';
import { RESYNC, useRealtime, useRealtimeState } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { CONVERSATIONS_KEY, putStatus, STATUS_KEY, useConversations, useOwnStatus } from '../api';

const shortTime = (iso: string, lng: string) => {
  const d = new Date(iso);
  const sameDay = d.toDateString() === new Date().toDateString();
  return d.toLocaleString(lng, {
    timeZone: DEFAULT_TIME_ZONE,
    ...(sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' }),
  });
};

/** /apps/chat: the clients' support conversations, live; the staff member's status; the client's profile. */
export default function ChatPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const ability = useAbility();
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState('');
  const list = useConversations(q.trim());
  const status = useOwnStatus(CHAT_HEARTBEAT_MS);
  const connection = useRealtimeState();
  const selectedId = Number(params.get('c')) || null;
  const conversations = list.data?.conversations ?? [];
  const selected = conversations.find((c) => c.id === selectedId) ?? null;

  const refreshList = () => void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  useRealtime(CHAT_EVENTS.message, refreshList);
  useRealtime(CHAT_EVENTS.receipts, refreshList);
  useRealtime(RESYNC, refreshList);

  const select = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('c', String(id));
      else next.delete('c');
      return next;
    });

  const changeStatus = async (next: ChatStatus) => {
    queryClient.setQueryData(STATUS_KEY, { status: next });
    await putStatus(next).catch(() => queryClient.invalidateQueries({ queryKey: STATUS_KEY }));
  };

  return (
    <section
      className="flex h-[calc(100dvh-9rem)] min-h-[30rem] flex-col p-4 sm:p-6"
      data-realtime={connection}
    >
      <h1 className="sr-only">{t('chatAdmin.title')}</h1>
      <Card className="flex min-h-0 flex-1 overflow-hidden">
        <aside
          aria-label={t('chatAdmin.contacts')}
          className={cn(
            'flex w-full flex-col border-divider md:w-80 md:border-e',
            selectedId && 'hidden md:flex',
          )}
        >
          <div className="space-y-3 border-b border-divider p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold">{t('chatAdmin.title')}</span>
              <div className="flex items-center gap-2 text-sm">
                {status.data && <StatusDot status={status.data.status} showLabel={false} />}
                <Select
                  size="sm"
                  aria-label={t('chatAdmin.myStatus')}
                  value={status.data?.status ?? 'online'}
                  disabled={!ability.can('update', 'chat')}
                  onChange={(e) => void changeStatus(e.target.value as ChatStatus)}
                  options={CHAT_STATUSES.map((s) => ({ value: s, label: t(`chat.status.${s}`) }))}
                />
              </div>
            </div>
            <Input
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t('chatAdmin.search')}
              aria-label={t('chatAdmin.search')}
              start={<Search className="size-4" aria-hidden="true" />}
            />
          </div>
          <ul className="min-h-0 flex-1 overflow-y-auto" aria-busy={list.isFetching || undefined}>
            {conversations.map((c) => (
              <li key={c.id}>
                <ContactButton
                  c={c}
                  active={c.id === selectedId}
                  lng={i18n.language}
                  onSelect={() => select(c.id)}
                />
              </li>
            ))}
            {list.isSuccess && conversations.length === 0 && (
              <li className="p-6 text-center text-sm text-text-muted">
                {q ? t('chatAdmin.noMatch') : t('chatAdmin.none')}
              </li>
            )}
          </ul>
          {connection === 'connecting' && (
            <p role="status" className="border-t border-divider p-2 text-center text-xs text-text-muted">
              {t('chat.reconnecting')}
            </p>
          )}
        </aside>
        {selected ? (
          <Conversation
            key={selected.id}
            c={selected}
            onBack={() => select(null)}
            canSend={ability.can('create', 'chat')}
          />
        ) : (
          <div className="hidden flex-1 items-center justify-center p-6 text-center text-text-muted md:flex">
            {selectedId && list.isSuccess ? t('chatAdmin.gone') : t('chatAdmin.pick')}
          </div>
        )}
      </Card>
    </section>
  );
}

function ContactButton({
  c,
  active,
  lng,
  onSelect,
}: {
  c: ChatConversationRow;
  active: boolean;
  lng: string;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={active || undefined}
      className={cn(
        'flex w-full items-start gap-3 px-3 py-3 text-start transition-colors hover:bg-hover focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
        active && 'bg-primary/10',
      )}
    >
      <Avatar name={c.client.name} size="md" />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-medium">{c.client.name}</span>
          {c.last_message && (
            <time className="shrink-0 text-xs text-text-muted" dateTime={c.last_message.created_at}>
              {shortTime(c.last_message.created_at, lng)}
            </time>
          )}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm text-text-muted">
            {c.last_message && !c.last_message.from_client && `${t('chatAdmin.you')}: `}
            {/* isolated: a Latin message keeps its punctuation in place in an Arabic list; a file alone
                has no text */}
            <bdi>{c.last_message && (c.last_message.body || t('chatAdmin.fileOnly'))}</bdi>
          </span>
          {c.unread > 0 && (
            <span
              className={cn('shrink-0 rounded-full px-1.5 text-xs font-medium leading-5', solidTone.error)}
              data-testid="unread"
            >
              {c.unread}
              <span className="sr-only"> {t('chatAdmin.unread', { count: c.unread })}</span>
            </span>
          )}
        </span>
      </span>
    </button>
  );
}

function Conversation({
  c,
  onBack,
  canSend,
}: {
  c: ChatConversationRow;
  onBack: () => void;
  canSend: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const endpoints = useMemo(() => staffEndpoints(c.id), [c.id]);
  const thread = useChatThread({
    endpoints,
    conversationId: c.id,
    fromClient: false,
    selfName: user?.nama ?? '',
  });
  const p = c.client;
  return (
    <>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-3 border-b border-divider px-3 py-2">
          <IconButton aria-label={t('chatAdmin.back')} className="md:hidden" onClick={onBack}>
            <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </IconButton>
          <Avatar name={p.name} size="md" />
          <div className="min-w-0">
            <h2 className="truncate font-semibold">{p.name}</h2>
            <p className="truncate text-sm text-text-muted">{p.company || p.email}</p>
          </div>
        </div>
        <ChatThread
          thread={thread}
          fromClient={false}
          otherName={p.name}
          label={t('chat.logLabel', { name: p.name })}
          disabled={!canSend}
        />
      </div>
      <aside
        aria-label={t('chatAdmin.profile')}
        className="hidden w-72 shrink-0 border-s border-divider p-4 lg:block"
      >
        <div className="flex flex-col items-center gap-2 text-center">
          <Avatar name={p.name} size="xl" />
          <h2 className="font-semibold">{p.name}</h2>
          {p.company && <p className="text-sm text-text-muted">{p.company}</p>}
        </div>
        <dl className="mt-6 space-y-3 text-sm">
          <div>
            <dt className="text-text-muted">{t('chatAdmin.npwp')}</dt>
            <dd className="font-medium" dir="ltr">
              {p.npwp ? formatNpwp(p.npwp) : '—'}
            </dd>
          </div>
          <div>
            <dt className="text-text-muted">{t('chatAdmin.email')}</dt>
            <dd className="break-all font-medium" dir="ltr">
              {p.email}
            </dd>
          </div>
          {p.phone && (
            <div>
              <dt className="text-text-muted">{t('chatAdmin.phone')}</dt>
              <dd className="font-medium" dir="ltr">
                {p.phone}
              </dd>
            </div>
          )}
        </dl>
        <ul className="mt-6 space-y-2 text-sm">
          <li>
            <Link
              className={linkClass}
              to={`${adminPath('invoiceAppList')}?q=${encodeURIComponent(p.email)}`}
            >
              {t('chatAdmin.bills')}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to={adminPath('userView', { id: p.id })}>
              {t('chatAdmin.slips')}
            </Link>
          </li>
        </ul>
      </aside>
    </>
  );
}
