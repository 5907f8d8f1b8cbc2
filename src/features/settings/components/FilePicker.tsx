import { FileUp, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ui/Bidi';
import { buttonClasses } from '@/components/ui/Button';
import { useFieldControl } from '@/components/ui/field-context';
import { IconButton } from '@/components/ui/IconButton';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

type Props = {
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** Shown instead of "No file chosen" when a file is already on record. */
  placeholder?: string;
};

/**
 * A file chooser inside a FormField: the native input (kept focusable, visually hidden) carries the
 * field's label and errors; a visible "Choose file" label opens it, and the chosen file stays
 * shown until it is removed or replaced (also after a failed upload).
 */
export function FilePicker({ accept, file, onChange, disabled, placeholder }: Props) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const wiring = useFieldControl({});
  const clear = () => {
    if (input.current) input.current.value = '';
    onChange(null);
  };
  return (
    <div
      className={cn(
        'flex min-h-[38px] flex-wrap items-center gap-3 rounded border border-dashed border-text/30 px-3 py-2',
        'has-[:focus-visible]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/30',
        wiring['aria-invalid'] && 'border-error',
      )}
    >
      <input
        ref={input}
        type="file"
        accept={accept}
        disabled={disabled}
        className="peer sr-only"
        {...wiring}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      <label
        htmlFor={wiring.id}
        aria-hidden="true"
        className={cn(
          buttonClasses({ variant: 'tonal', size: 'sm' }),
          'cursor-pointer',
          disabled && 'opacity-50',
        )}
      >
        <FileUp className="size-4" />
        {t('settings.file.choose')}
      </label>
      <span className="min-w-0 flex-1 truncate text-sm" data-testid="chosen-file">
        {file ? (
          <>
            <span className="font-medium">{file.name}</span>{' '}
            <span className="text-text-muted">
              (<Ltr>{formatNumber(Math.ceil(file.size / 1024), i18n.language)} KB</Ltr>)
            </span>
          </>
        ) : (
          <span className="text-text-muted">{placeholder ?? t('settings.file.none')}</span>
        )}
      </span>
      {file && !disabled && (
        <IconButton size="sm" aria-label={t('settings.file.remove', { name: file.name })} onClick={clear}>
          <X aria-hidden="true" className="size-4" />
        </IconButton>
      )}
    </div>
  );
}
