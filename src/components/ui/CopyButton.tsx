import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './Button';
import { IconButton } from './IconButton';

export type CopyButtonProps = {
  /** Exact text put on the clipboard (e.g. a VA number without spaces). */
  text: string;
  /** What is copied, for the label: "Copy NPWP". Default just "Copy". */
  label?: string;
  /** Show the word "Copy" next to the icon. */
  withText?: boolean;
  size?: 'sm' | 'md';
  className?: string;
};

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Plain-http pages have no async clipboard API.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/** Copies `text`; the icon turns into a check and "Copied" is announced through a live region. */
export function CopyButton({ text, label, withText = false, size = 'sm', className }: CopyButtonProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), 2000);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = () =>
    writeClipboard(text).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );

  const name = label ? t('ui.copyValue', { label }) : t('ui.copy');
  const icon =
    status === 'copied' ? (
      <Check
        aria-hidden="true"
        className="size-4 text-[color-mix(in_srgb,var(--c-success)_50%,black)] dark:text-success"
      />
    ) : (
      <Copy aria-hidden="true" className="size-4" />
    );

  return (
    <span className={cn('inline-flex', className)}>
      {withText ? (
        <Button variant="text" size="sm" onClick={copy} startIcon={icon} aria-label={name}>
          {status === 'copied' ? t('ui.copied') : t('ui.copy')}
        </Button>
      ) : (
        <IconButton size={size} aria-label={name} onClick={copy}>
          {icon}
        </IconButton>
      )}
      <span aria-live="polite" className="sr-only">
        {status === 'copied' ? t('ui.copied') : status === 'failed' ? t('ui.copyFailed') : ''}
      </span>
    </span>
  );
}
