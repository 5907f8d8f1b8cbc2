import type { ChatStatus } from '@contract/chat';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const DOT: Record<ChatStatus, string> = {
  online: 'bg-success',
  away: 'bg-warning',
  busy: 'bg-error',
  offline: 'bg-text-disabled',
};

/** A status as a coloured dot and its word (the word is what assistive technology reads). */
export function StatusDot({ status, showLabel = true }: { status: ChatStatus; showLabel?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5" data-status={status}>
      <span aria-hidden="true" className={cn('size-2.5 rounded-full', DOT[status])} />
      <span className={showLabel ? undefined : 'sr-only'}>{t(`chat.status.${status}`)}</span>
    </span>
  );
}
