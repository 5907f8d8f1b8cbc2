import type { MessageRow } from '@contract/messages';
import { Paperclip, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';

/**
 * One message of a mailbox list: who, subject, the start of the text, time; bold with a dot
 * while unread. `before` holds the staff's checkbox and star.
 */
export function MessageListItem({
  message,
  who,
  selected,
  onOpen,
  before,
  after,
}: {
  message: MessageRow;
  who: string;
  selected: boolean;
  onOpen: () => void;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li
      className={cn(
        'flex items-start gap-2 border-b border-divider px-3 py-2.5 last:border-b-0',
        selected ? 'bg-primary/8' : 'hover:bg-hover',
      )}
    >
      {before}
      <button
        type="button"
        onClick={onOpen}
        aria-current={selected || undefined}
        className={cn('flex min-w-0 flex-1 flex-col items-stretch rounded text-start', focusRing)}
      >
        <span className="flex items-center gap-2">
          {!message.read && (
            <>
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />
              <span className="sr-only">{t('messages.unread')}</span>
            </>
          )}
          <span
            dir="auto"
            className={cn('min-w-0 flex-1 truncate text-sm', !message.read && 'font-semibold')}
          >
            {who}
          </span>
          {message.attachments > 0 && (
            <Paperclip
              aria-label={t('messages.hasAttachments')}
              className="size-3.5 shrink-0 text-text-muted"
            />
          )}
          {message.starred && (
            <Star
              aria-label={t('messages.starred')}
              className="size-3.5 shrink-0 fill-warning text-warning"
            />
          )}
          <time dateTime={message.sent_at} className="shrink-0 text-xs text-text-muted">
            {formatDate(message.sent_at, i18n.resolvedLanguage)}
          </time>
        </span>
        <span dir="auto" className={cn('truncate text-sm', !message.read ? 'font-semibold' : 'text-text')}>
          {message.subject}
          {message.thread_size > 1 && <span className="ms-1 text-text-muted">({message.thread_size})</span>}
        </span>
        <span dir="auto" className="truncate text-[13px] text-text-muted">
          {message.snippet}
        </span>
      </button>
      {after}
    </li>
  );
}
