import { ChevronUp, RotateCw, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { IconButton } from '@/components/ui/IconButton';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/cn';

export type ActionCardProps = {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Shows a collapse button (the body hides, aria-expanded tells). */
  collapsible?: boolean;
  /** Shows a refresh button; the card is busy (a spinner over it) until the promise settles. */
  onRefresh?: () => Promise<unknown>;
  /** Shows a close button; the card goes (`onClose` may bring it back from outside). */
  closable?: boolean;
  onClose?: () => void;
  className?: string;
};

/** The template's card actions: collapse, refresh with a loading state, close. */
export function ActionCard({
  title,
  subtitle,
  children,
  collapsible,
  onRefresh,
  closable,
  onClose,
  className,
}: ActionCardProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const refresh = () => {
    if (!onRefresh) return;
    setBusy(true);
    void onRefresh().finally(() => setBusy(false));
  };
  return (
    <Card className={cn('relative', className)} aria-busy={busy || undefined}>
      <CardHeader
        title={title}
        subtitle={subtitle}
        action={
          <>
            {collapsible && (
              <IconButton
                size="sm"
                aria-label={t('showcaseMore.cards.collapse', { title })}
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={() => setOpen((v) => !v)}
              >
                <ChevronUp
                  aria-hidden="true"
                  className={cn('size-5 transition-transform', !open && 'rotate-180')}
                />
              </IconButton>
            )}
            {onRefresh && (
              <IconButton
                size="sm"
                aria-label={t('showcaseMore.cards.refresh', { title })}
                disabled={busy}
                onClick={refresh}
              >
                <RotateCw aria-hidden="true" className="size-4" />
              </IconButton>
            )}
            {closable && (
              <IconButton
                size="sm"
                aria-label={t('showcaseMore.cards.close', { title })}
                onClick={() => {
                  setClosed(true);
                  onClose?.();
                }}
              >
                <X aria-hidden="true" className="size-5" />
              </IconButton>
            )}
          </>
        }
      />
      <div id={bodyId} hidden={!open} className="px-5 pb-5 text-sm text-text-muted">
        {children}
      </div>
      {busy && (
        <div className="absolute inset-0 flex items-center justify-center rounded bg-paper/70">
          <Spinner label={t('showcaseMore.cards.refreshing')} />
        </div>
      )}
    </Card>
  );
}
