import { CLIENT_MESSAGE_PATHS as C, MESSAGE_EVENTS, type MessageRow } from '@contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Inbox, PenLine, Reply, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { Input } from '@/components/ui/Input';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { focusRing } from '@/components/ui/tone';
import { useNotificationActions } from '@/features/notifications';
import { cn } from '@/lib/cn';
import { RESYNC, useRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session/useSession';
import { toast } from '@/lib/toast';
import { CLIENT_MESSAGES_KEY, useClientMessages, useClientThread } from '../api';
import { ClientComposeDialog } from '../components/ClientComposeDialog';
import { MessageListItem } from '../components/MessageListItem';
import { MessageThread } from '../components/MessageThread';

type Folder = 'inbox' | 'sent';

/**
 * The client's Pesan page: what the service sent them (Inbox) and what they wrote (Sent), one
 * message with its thread beside the list, and writing to the service. New messages appear
 * without reload (the real-time channel), and the bell with them.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { load: reloadBell } = useNotificationActions();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [folder, setFolder] = useState<Folder>('inbox');
  const [q, setQ] = useState('');
  const [compose, setCompose] = useState<null | { replyTo?: { id: number; subject: string } }>(null);
  const openId = Number(params.get('id')) || null;
  const list = useClientMessages(folder, q.trim());
  const thread = useClientThread(openId);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: CLIENT_MESSAGES_KEY });
    void reloadBell();
  };
  useRealtime(MESSAGE_EVENTS.received, refresh);
  useRealtime(RESYNC, refresh);

  const open = (m: MessageRow) => {
    setParams({ id: String(m.id) });
    if (!m.read)
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: [...CLIENT_MESSAGES_KEY, 'list'] }),
        300,
      );
  };
  const messages = list.data?.messages ?? [];
  const current = thread.data?.message;
  const unread = list.data?.unread ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('app.titles.messages')}
        subtitle={t('messages.subtitle')}
        actions={
          <Button onClick={() => setCompose({})}>
            <PenLine aria-hidden="true" className="size-4" />
            {t('messages.write')}
          </Button>
        }
      />
      <Card className="grid min-h-[28rem] overflow-hidden lg:grid-cols-[22rem_1fr]">
        <section
          aria-label={t('messages.listLabel')}
          className="flex min-w-0 flex-col border-divider lg:border-e"
        >
          <div className="flex flex-col gap-3 border-b border-divider p-3">
            <fieldset className="flex gap-1">
              <legend className="sr-only">{t('messages.folders')}</legend>
              {(['inbox', 'sent'] as const).map((f) => (
                <button
                  key={f}
                  type="button"
                  aria-pressed={folder === f}
                  onClick={() => setFolder(f)}
                  className={cn(
                    'inline-flex h-8 items-center gap-2 rounded px-3 text-sm font-medium',
                    folder === f ? 'bg-primary/12 text-text' : 'text-text-muted hover:bg-hover',
                    focusRing,
                  )}
                >
                  {t(`messages.folder.${f}`)}
                  {f === 'inbox' && unread > 0 && (
                    <>
                      <span
                        aria-hidden="true"
                        className="rounded-full bg-[color-mix(in_srgb,var(--c-primary)_82%,black)] px-1.5 text-xs text-white"
                      >
                        {unread}
                      </span>
                      <span className="sr-only">{t('messages.unreadCount', { count: unread })}</span>
                    </>
                  )}
                </button>
              ))}
            </fieldset>
            <Input
              type="search"
              aria-label={t('messages.search')}
              placeholder={t('messages.search')}
              value={q}
              onChange={(e) => setQ(e.target.value)}
              start={<Search aria-hidden="true" className="size-4" />}
            />
          </div>
          {list.isPending ? (
            <div className="flex justify-center p-6">
              <Spinner label={t('messages.loading')} />
            </div>
          ) : messages.length === 0 ? (
            <EmptyState icon={<Inbox aria-hidden="true" />} title={t('messages.empty')} className="py-10" />
          ) : (
            <ul aria-label={t(`messages.folder.${folder}`)} className="max-h-[36rem] overflow-y-auto">
              {messages.map((m) => (
                <MessageListItem
                  key={m.id}
                  message={m}
                  who={m.from_client ? t('messages.service') : (m.from?.name ?? '')}
                  selected={m.id === openId}
                  onOpen={() => open(m)}
                />
              ))}
            </ul>
          )}
        </section>
        <section aria-label={t('messages.viewLabel')} className="min-w-0 p-4">
          {!openId ? (
            <EmptyState title={t('messages.choose')} className="py-16" />
          ) : thread.isPending ? (
            <div className="flex justify-center p-6">
              <Spinner label={t('messages.loading')} />
            </div>
          ) : !current ? (
            <EmptyState title={t('messages.notFound')} className="py-16" />
          ) : (
            <article className="flex flex-col gap-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 dir="auto" className="min-w-0 flex-1 text-lg font-medium break-words">
                  {current.subject}
                </h2>
                <Button
                  variant="outlined"
                  size="sm"
                  onClick={() =>
                    setCompose({
                      replyTo: { id: current.id, subject: current.subject.replace(/^Re:\s*/i, '') },
                    })
                  }
                >
                  <Reply aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                  {t('messages.reply')}
                </Button>
              </div>
              <MessageThread
                thread={thread.data?.thread ?? []}
                attachmentPath={C.attachment}
                viewerId={user?.id}
              />
            </article>
          )}
        </section>
      </Card>
      {compose && (
        <ClientComposeDialog
          open
          replyTo={compose.replyTo}
          onClose={() => setCompose(null)}
          onSent={(id) => {
            setCompose(null);
            toast.success(t('messages.sent'));
            setFolder(compose.replyTo ? folder : 'sent');
            setParams({ id: String(id) });
            refresh();
          }}
        />
      )}
    </div>
  );
}
