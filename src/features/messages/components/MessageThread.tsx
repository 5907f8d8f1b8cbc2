import type { MessageAttachment, MessageDetail, Party } from '@contract/messages';
import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/Avatar';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { focusRing } from '@/components/ui/tone';
import { downloadAttachment, fileSize } from '@/lib/attachments';
import { cn } from '@/lib/cn';
import { useApiErrorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';

/** Download buttons of a message's attachments. */
export function AttachmentLinks({
  files,
  path,
}: {
  files: MessageAttachment[];
  path: (id: number) => string;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  if (!files.length) return null;
  return (
    <ul aria-label={t('messages.attachments')} className="mt-3 flex flex-wrap gap-2">
      {files.map((f) => (
        <li key={f.id}>
          <button
            type="button"
            onClick={() => downloadAttachment(path(f.id), f.name).catch((e) => toast.error(errorText(e)))}
            className={cn(
              'inline-flex max-w-72 items-center gap-1.5 rounded border border-divider px-2 py-1 text-[13px] hover:bg-hover',
              focusRing,
            )}
          >
            <Paperclip aria-hidden="true" className="size-3.5 shrink-0" />
            <span dir="auto" className="truncate">
              {f.name}
            </span>
            <span dir="ltr" className="shrink-0 text-text-muted">
              {fileSize(f.size)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

const names = (list: Party[]) => list.map((p) => p.name).join(', ');

/**
 * A message's thread as the reader has it, oldest first: sender, recipients, time, the body
 * (sanitised rich text as React elements) and attachments. `serviceName` stands for the staff
 * when a client wrote to the service; `you` for the reader's own messages.
 */
export function MessageThread({
  thread,
  attachmentPath,
  viewerId,
}: {
  thread: MessageDetail[];
  attachmentPath: (id: number) => string;
  viewerId?: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="flex flex-col gap-4">
      {thread.map((m) => {
        const mine = viewerId !== undefined && m.from?.id === viewerId;
        const from = mine ? t('messages.you') : (m.from?.name ?? t('messages.unknownSender'));
        const to = m.from_client
          ? t('messages.service')
          : m.to_all_clients
            ? t('messages.allClients')
            : names(m.to);
        return (
          <li key={m.id} className="rounded border border-divider p-4">
            <div className="flex flex-wrap items-start gap-3">
              <Avatar name={m.from?.name ?? '?'} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium" dir="auto">
                  {from}
                  {m.from && !mine && (
                    <span className="ms-2 font-normal text-text-muted" dir="ltr">
                      {m.from.email}
                    </span>
                  )}
                </p>
                <p className="text-[13px] text-text-muted">
                  {t('messages.toLine', { names: to || '—' })}
                  {m.cc.length > 0 && ` · ${t('messages.ccLine', { names: names(m.cc) })}`}
                  {m.bcc.length > 0 && ` · ${t('messages.bccLine', { names: names(m.bcc) })}`}
                </p>
              </div>
              <time dateTime={m.sent_at} className="text-[13px] text-text-muted">
                {formatDateTime(m.sent_at, i18n.resolvedLanguage)}
              </time>
            </div>
            <SafeHtml html={m.body_html} className="mt-3" />
            <AttachmentLinks files={m.attachment_list} path={attachmentPath} />
          </li>
        );
      })}
    </ol>
  );
}
