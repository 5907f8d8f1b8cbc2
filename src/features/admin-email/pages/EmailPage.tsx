import {
  type BulkMessageAction,
  MESSAGE_EVENTS,
  MESSAGE_FOLDERS,
  MESSAGE_LABELS,
  type MessageDetail,
  type MessageFolder,
  type MessageLabel,
  type MessageRow,
  MESSAGE_PATHS as P,
} from '@contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import {
  AlertOctagon,
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  FileText,
  Forward,
  Inbox,
  type LucideIcon,
  Mail as MailIcon,
  MailOpen,
  PenLine,
  Reply,
  Search,
  Send,
  Star,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { IconButton } from '@/components/ui/IconButton';
import { Input } from '@/components/ui/Input';
import { Spinner } from '@/components/ui/Spinner';
import { focusRing } from '@/components/ui/tone';
import { MessageListItem, MessageThread } from '@/features/messages';
import { cn } from '@/lib/cn';
import { useApiErrorMessage } from '@/lib/errors';
import { RESYNC, useRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session/useSession';
import { toast } from '@/lib/toast';
import { bulkMessages, MAILBOX_KEY, useMailbox, useStaffThread } from '../api';
import { ComposeDialog, type ComposeStart } from '../components/ComposeDialog';

const FOLDER_ICONS: Record<MessageFolder, LucideIcon> = {
  inbox: Inbox,
  sent: Send,
  draft: FileText,
  starred: Star,
  spam: AlertOctagon,
  trash: Trash2,
};
const LABEL_DOTS: Record<MessageLabel, string> = {
  tax: 'bg-primary',
  billing: 'bg-success',
  documents: 'bg-info',
  important: 'bg-error',
};
const quote = (m: MessageDetail, intro: string) =>
  `<p></p><blockquote><p>${intro.replace(/[<>&]/g, '')}</p>${m.body_html}</blockquote>`;

/**
 * The staff's Email app (issue 17), laid out as the template: compose, folders with unread
 * counts, labels, a list with select-all and bulk actions, and a message with its thread,
 * previous/next, reply and forward. New mail appears without reload (the real-time channel).
 */
export default function EmailPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorText = useApiErrorMessage();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [folder, setFolder] = useState<MessageFolder>('inbox');
  const [label, setLabel] = useState<MessageLabel | undefined>();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [compose, setCompose] = useState<ComposeStart | null>(null);
  const openId = Number(params.get('id')) || null;
  const mailbox = useMailbox({ folder, label, q: q.trim(), page });
  const thread = useStaffThread(openId);
  const rows = mailbox.data?.messages ?? [];
  const counts = mailbox.data?.counts;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: MAILBOX_KEY });
  useRealtime(MESSAGE_EVENTS.received, refresh);
  useRealtime(RESYNC, refresh);

  const choose = (f: MessageFolder, l?: MessageLabel) => {
    setFolder(f);
    setLabel(l);
    setPage(1);
    setSelected(new Set());
    setParams({});
  };
  const open = (id: number | null) => {
    setParams(id ? { id: String(id) } : {});
    if (id) setTimeout(refresh, 300);
  };
  const act = async (
    action: BulkMessageAction,
    ids: number[],
    extra: { folder?: 'inbox' | 'spam' | 'trash'; label?: MessageLabel } = {},
  ) => {
    try {
      await bulkMessages({ action, ids, ...extra });
      setSelected(new Set());
      refresh();
      toast.success(t(`email.done.${action}`, { count: ids.length }));
    } catch (e) {
      toast.error(errorText(e));
    }
  };

  const allIds = rows.map((r) => r.id);
  const allChosen = allIds.length > 0 && allIds.every((id) => selected.has(id));
  const chosen = [...selected];
  const index = rows.findIndex((r) => r.id === openId);
  const current = thread.data?.message;
  const total = folder === 'draft' ? (mailbox.data?.drafts.length ?? 0) : (mailbox.data?.total ?? 0);
  const pages = Math.max(1, Math.ceil(total / 25));

  const who = (m: MessageRow) =>
    m.folder === 'sent' || m.from?.id === user?.id
      ? t('messages.toLine', {
          names: m.to_all_clients ? t('messages.allClients') : m.to.map((p) => p.name).join(', ') || '—',
        })
      : (m.from?.name ?? t('messages.unknownSender'));

  const reply = (m: MessageDetail) =>
    setCompose({
      to: m.from && m.from.id !== user?.id ? [m.from] : m.to,
      subject: /^re:/i.test(m.subject) ? m.subject : `Re: ${m.subject}`,
      bodyHtml: quote(m, t('email.wrote', { name: m.from?.name ?? '' })),
      replyTo: m.id,
    });
  const forward = (m: MessageDetail) =>
    setCompose({
      subject: /^fwd:/i.test(m.subject) ? m.subject : `Fwd: ${m.subject}`,
      bodyHtml: quote(m, t('email.forwarded', { name: m.from?.name ?? '' })),
      forwardOf: m.id,
    });

  const sidebar = (
    <nav
      aria-label={t('email.mailbox')}
      className="flex flex-col gap-4 border-divider p-4 md:w-60 md:shrink-0 md:border-e"
    >
      <Button fullWidth onClick={() => setCompose({})}>
        <PenLine aria-hidden="true" className="size-4" />
        {t('email.compose')}
      </Button>
      <ul className="flex flex-col gap-0.5">
        {MESSAGE_FOLDERS.map((f) => {
          const Icon = FOLDER_ICONS[f];
          const n = counts
            ? f === 'inbox' || f === 'spam' || f === 'starred' || f === 'draft'
              ? counts[f]
              : 0
            : 0;
          const active = folder === f && !label;
          return (
            <li key={f}>
              <button
                type="button"
                aria-current={active ? 'page' : undefined}
                onClick={() => choose(f)}
                className={cn(
                  'flex h-9 w-full items-center gap-3 rounded px-3 text-sm',
                  active ? 'bg-primary/12 font-medium text-text' : 'text-text hover:bg-hover',
                  focusRing,
                )}
              >
                <Icon aria-hidden="true" className="size-[18px]" strokeWidth={1.75} />
                <span className="flex-1 text-start">{t(`email.folder.${f}`)}</span>
                {n > 0 && (
                  <span className="rounded-full bg-primary/12 px-2 text-xs font-medium">
                    {n}
                    <span className="sr-only">
                      {' '}
                      {t(f === 'draft' ? 'email.draftsCount' : 'email.unreadCount', { count: n })}
                    </span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <div>
        <h2 className="px-3 pb-1 text-xs font-medium tracking-wide text-text-muted uppercase">
          {t('email.labels')}
        </h2>
        <ul className="flex flex-col gap-0.5">
          {MESSAGE_LABELS.map((l) => (
            <li key={l}>
              <button
                type="button"
                aria-current={label === l ? 'page' : undefined}
                onClick={() => choose('inbox', l)}
                className={cn(
                  'flex h-8 w-full items-center gap-3 rounded px-3 text-sm',
                  label === l ? 'bg-primary/12 font-medium' : 'hover:bg-hover',
                  focusRing,
                )}
              >
                <span aria-hidden="true" className={cn('size-2.5 rounded-full', LABEL_DOTS[l])} />
                <span className="flex-1 text-start">{t(`email.label.${l}`)}</span>
                {!!counts?.labels[l] && <span className="text-xs text-text-muted">{counts.labels[l]}</span>}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );

  const listView = (
    <section aria-label={t(`email.folder.${folder}`)} className="flex min-w-0 flex-1 flex-col">
      <div className="border-b border-divider p-3">
        <Input
          type="search"
          aria-label={t('email.search')}
          placeholder={t('email.search')}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
          start={<Search aria-hidden="true" className="size-4" />}
        />
      </div>
      {folder !== 'draft' && (
        <div className="flex min-h-12 flex-wrap items-center gap-1 border-b border-divider px-3 py-1.5">
          <input
            type="checkbox"
            aria-label={t('email.selectAll')}
            checked={allChosen}
            ref={(el) => {
              if (el) el.indeterminate = !allChosen && selected.size > 0;
            }}
            onChange={() => setSelected(allChosen ? new Set() : new Set(allIds))}
            className="me-2 size-4 accent-[var(--c-primary)]"
          />
          {selected.size > 0 && (
            <>
              <span className="me-2 text-[13px] text-text-muted">
                {t('email.selected', { count: selected.size })}
              </span>
              <IconButton size="sm" aria-label={t('email.markRead')} onClick={() => void act('read', chosen)}>
                <MailOpen aria-hidden="true" className="size-[18px]" />
              </IconButton>
              <IconButton
                size="sm"
                aria-label={t('email.markUnread')}
                onClick={() => void act('unread', chosen)}
              >
                <MailIcon aria-hidden="true" className="size-[18px]" />
              </IconButton>
              {folder !== 'spam' && (
                <IconButton
                  size="sm"
                  aria-label={t('email.toSpam')}
                  onClick={() => void act('move', chosen, { folder: 'spam' })}
                >
                  <AlertOctagon aria-hidden="true" className="size-[18px]" />
                </IconButton>
              )}
              {(folder === 'spam' || folder === 'trash') && (
                <IconButton
                  size="sm"
                  aria-label={t('email.toInbox')}
                  onClick={() => void act('move', chosen, { folder: 'inbox' })}
                >
                  <Inbox aria-hidden="true" className="size-[18px]" />
                </IconButton>
              )}
              <IconButton
                size="sm"
                aria-label={folder === 'trash' ? t('email.deleteForever') : t('email.delete')}
                onClick={() => void act('delete', chosen)}
              >
                <Trash2 aria-hidden="true" className="size-[18px]" />
              </IconButton>
              <select
                aria-label={t('email.labelAs')}
                value=""
                onChange={(e) =>
                  e.target.value && void act('label', chosen, { label: e.target.value as MessageLabel })
                }
                className={cn('ms-1 h-8 rounded border border-divider bg-paper px-2 text-[13px]', focusRing)}
              >
                <option value="">{t('email.labelAs')}</option>
                {MESSAGE_LABELS.map((l) => (
                  <option key={l} value={l}>
                    {t(`email.label.${l}`)}
                  </option>
                ))}
              </select>
            </>
          )}
        </div>
      )}
      {mailbox.isPending ? (
        <div className="flex justify-center p-6">
          <Spinner label={t('messages.loading')} />
        </div>
      ) : folder === 'draft' ? (
        (mailbox.data?.drafts.length ?? 0) === 0 ? (
          <EmptyState title={t('email.noDrafts')} className="py-12" />
        ) : (
          <ul aria-label={t('email.folder.draft')}>
            {mailbox.data?.drafts.map((d) => (
              <li key={d.id} className="border-b border-divider last:border-b-0">
                <button
                  type="button"
                  onClick={() =>
                    setCompose({
                      draftId: d.id,
                      to: d.to,
                      cc: d.cc,
                      bcc: d.bcc,
                      toAllClients: d.to_all_clients,
                      subject: d.subject,
                      bodyHtml: d.body_html,
                      files: d.attachment_list,
                      replyTo: d.reply_to ?? undefined,
                    })
                  }
                  className={cn('flex w-full flex-col px-4 py-2.5 text-start hover:bg-hover', focusRing)}
                >
                  <span dir="auto" className="truncate text-sm text-error">
                    {t('email.draftLabel')} ·{' '}
                    {d.to.map((p) => p.name).join(', ') ||
                      (d.to_all_clients ? t('messages.allClients') : '—')}
                  </span>
                  <span dir="auto" className="truncate text-sm">
                    {d.subject || t('email.noSubject')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : rows.length === 0 ? (
        <EmptyState icon={<Inbox aria-hidden="true" />} title={t('messages.empty')} className="py-12" />
      ) : (
        <ul aria-label={t('email.messageList')}>
          {rows.map((m) => (
            <MessageListItem
              key={m.id}
              message={m}
              who={who(m)}
              selected={selected.has(m.id)}
              onOpen={() => open(m.id)}
              before={
                <span className="flex shrink-0 items-center gap-0.5 pt-0.5">
                  <input
                    type="checkbox"
                    aria-label={t('email.selectOne', { subject: m.subject })}
                    checked={selected.has(m.id)}
                    onChange={() => {
                      const next = new Set(selected);
                      if (!next.delete(m.id)) next.add(m.id);
                      setSelected(next);
                    }}
                    className="size-4 accent-[var(--c-primary)]"
                  />
                  <IconButton
                    size="sm"
                    aria-label={m.starred ? t('email.unstar') : t('email.star')}
                    aria-pressed={m.starred}
                    onClick={() => void act(m.starred ? 'unstar' : 'star', [m.id])}
                  >
                    <Star
                      aria-hidden="true"
                      className={cn('size-4', m.starred && 'fill-warning text-warning')}
                    />
                  </IconButton>
                </span>
              }
              after={
                m.labels.length > 0 ? (
                  <span className="flex shrink-0 gap-1 pt-1.5">
                    {m.labels.map((l) => (
                      <span
                        key={l}
                        title={t(`email.label.${l}`)}
                        className={cn('size-2 rounded-full', LABEL_DOTS[l])}
                      >
                        <span className="sr-only">{t(`email.label.${l}`)}</span>
                      </span>
                    ))}
                  </span>
                ) : null
              }
            />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="flex items-center justify-end gap-2 border-t border-divider p-2 text-[13px]">
          {t('email.pageOf', { page, pages })}
          <IconButton
            size="sm"
            aria-label={t('email.previousPage')}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </IconButton>
          <IconButton
            size="sm"
            aria-label={t('email.nextPage')}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </IconButton>
        </div>
      )}
    </section>
  );

  const messageView = (
    <section aria-label={t('messages.viewLabel')} className="flex min-w-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-1 border-b border-divider px-2 py-1.5">
        <IconButton size="sm" aria-label={t('email.back')} onClick={() => open(null)}>
          <ArrowLeft aria-hidden="true" className="size-[18px] rtl:-scale-x-100" />
        </IconButton>
        <h2 dir="auto" className="min-w-0 flex-1 truncate px-1 text-base font-medium">
          {current?.subject ?? ''}
        </h2>
        <IconButton
          size="sm"
          aria-label={t('email.previous')}
          disabled={index <= 0}
          onClick={() => open(rows[index - 1]?.id)}
        >
          <ChevronLeft aria-hidden="true" className="size-[18px] rtl:-scale-x-100" />
        </IconButton>
        <IconButton
          size="sm"
          aria-label={t('email.next')}
          disabled={index < 0 || index >= rows.length - 1}
          onClick={() => open(rows[index + 1]?.id)}
        >
          <ChevronRight aria-hidden="true" className="size-[18px] rtl:-scale-x-100" />
        </IconButton>
      </div>
      {thread.isPending ? (
        <div className="flex justify-center p-6">
          <Spinner label={t('messages.loading')} />
        </div>
      ) : !current ? (
        <EmptyState title={t('messages.notFound')} className="py-16" />
      ) : (
        <div className="flex flex-col gap-4 p-4">
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => reply(current)}>
              <Reply aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('messages.reply')}
            </Button>
            <Button size="sm" variant="outlined" onClick={() => forward(current)}>
              <Forward aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('email.forward')}
            </Button>
            <Button
              size="sm"
              variant="outlined"
              color="secondary"
              aria-pressed={current.starred}
              onClick={() => void act(current.starred ? 'unstar' : 'star', [current.id])}
            >
              <Star
                aria-hidden="true"
                className={cn('size-4', current.starred && 'fill-warning text-warning')}
              />
              {current.starred ? t('email.unstar') : t('email.star')}
            </Button>
            <Button
              size="sm"
              variant="outlined"
              color="secondary"
              onClick={() => void act('unread', [current.id]).then(() => open(null))}
            >
              <MailIcon aria-hidden="true" className="size-4" />
              {t('email.markUnread')}
            </Button>
            <Button
              size="sm"
              variant="outlined"
              color="error"
              onClick={() => void act('delete', [current.id]).then(() => open(null))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {current.folder === 'trash' ? t('email.deleteForever') : t('email.delete')}
            </Button>
          </div>
          <MessageThread
            thread={thread.data?.thread ?? []}
            attachmentPath={P.attachment}
            viewerId={user?.id}
          />
        </div>
      )}
    </section>
  );

  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{t('app.titles.email')}</h1>
      <Card className="flex min-h-[34rem] flex-col overflow-hidden md:flex-row">
        {sidebar}
        {openId ? messageView : listView}
      </Card>
      {compose && (
        <ComposeDialog
          start={compose}
          onClose={() => {
            setCompose(null);
            refresh();
          }}
          onDraftSaved={refresh}
          onSent={() => {
            setCompose(null);
            toast.success(t('messages.sent'));
            refresh();
          }}
        />
      )}
    </div>
  );
}
