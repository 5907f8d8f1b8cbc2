import { FileText, UploadCloud, X } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { Ltr } from './Bidi';
import { buttonClasses } from './Button';
import { useFieldControl } from './field-context';
import { IconButton } from './IconButton';
import { inkTone } from './tone';

export type FileRejection = {
  file: File;
  reason: 'type' | 'size' | 'count';
};

export type FileUploaderProps = {
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Several files (added to the chosen ones) or one (replaces it). */
  multiple?: boolean;
  /** As the input's accept: ".pdf,.png,image/*". Checked on drop too. */
  accept?: string;
  /** Refuse files outside `accept` (on drop as well as in the dialog); false leaves the check to the caller. */
  enforceAccept?: boolean;
  /** Largest file in bytes. */
  maxSize?: number;
  /** Most files at once (multiple only). */
  maxFiles?: number;
  /** Called with the files refused (their translated reasons are also shown in the zone). */
  onReject?: (rejections: FileRejection[]) => void;
  disabled?: boolean;
  /** Shown instead of "No file chosen" when nothing is chosen (e.g. a file already on record). */
  placeholder?: string;
  /** Lists the limits under the prompt (types, size, count). Default on. */
  showLimits?: boolean;
  /** Drop-zone layout; 'compact' is one line, as in a form. */
  variant?: 'zone' | 'compact';
  className?: string;
};

/** Whether a file matches an accept list (".pdf", "image/*", "application/pdf"). */
export function fileAccepted(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)
    .some((a) =>
      a.startsWith('.') ? name.endsWith(a) : a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a,
    );
}

const kb = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

/**
 * Files chosen by drag and drop or the system's file dialog. The native input (visually hidden,
 * focusable: Enter or Space opens the dialog) carries the FormField's label and errors; files that
 * break a limit are refused with a translated reason.
 */
export function FileUploader({
  files,
  onFilesChange,
  multiple = false,
  accept,
  enforceAccept = true,
  maxSize,
  maxFiles,
  onReject,
  disabled,
  placeholder,
  showLimits = true,
  variant = 'zone',
  className,
}: FileUploaderProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const wiring = useFieldControl({});
  const [over, setOver] = useState(false);
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  const size = (bytes: number) => `${formatNumber(kb(bytes), i18n.language)} KB`;
  const types = accept
    ?.split(',')
    .map((a) => a.trim())
    .join(', ');

  const take = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const refused: FileRejection[] = [];
    const fine: File[] = [];
    for (const file of multiple ? incoming : incoming.slice(0, 1)) {
      if (enforceAccept && !fileAccepted(file, accept)) refused.push({ file, reason: 'type' });
      else if (maxSize !== undefined && file.size > maxSize) refused.push({ file, reason: 'size' });
      else fine.push(file);
    }
    let next = multiple ? [...files, ...fine] : fine.length ? fine : files;
    if (multiple && maxFiles !== undefined && next.length > maxFiles) {
      for (const file of next.slice(maxFiles)) refused.push({ file, reason: 'count' });
      next = next.slice(0, maxFiles);
    }
    setRejected(refused);
    if (refused.length) onReject?.(refused);
    if (next !== files) onFilesChange(next);
    if (input.current) input.current.value = '';
  };

  const remove = (file: File) => {
    setRejected([]);
    onFilesChange(files.filter((f) => f !== file));
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take([...e.dataTransfer.files]);
  };

  const reasonText = (r: FileRejection) =>
    r.reason === 'type'
      ? t('ui.files.typeRefused', { name: r.file.name, types })
      : r.reason === 'size'
        ? t('ui.files.sizeRefused', { name: r.file.name, size: size(maxSize ?? 0) })
        : t('ui.files.countRefused', { name: r.file.name, count: maxFiles ?? 0 });

  const limits = [
    types && t('ui.files.limitTypes', { types }),
    maxSize !== undefined && t('ui.files.limitSize', { size: size(maxSize) }),
    multiple && maxFiles !== undefined && t('ui.files.limitCount', { count: maxFiles }),
  ].filter(Boolean);

  const browse = (
    <label
      htmlFor={wiring.id}
      aria-hidden="true"
      className={cn(
        buttonClasses({ variant: 'tonal', size: 'sm' }),
        'cursor-pointer',
        disabled && 'pointer-events-none opacity-50',
      )}
    >
      <UploadCloud className="size-4" />
      {t(multiple ? 'ui.files.chooseMany' : 'ui.files.choose')}
    </label>
  );

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's shortcut; the input beside it is the keyboard's way */}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-dragging={over || undefined}
        className={cn(
          'rounded border border-dashed border-text/30 transition-colors',
          'has-[:focus-visible]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/30',
          over && 'border-primary bg-primary/8',
          wiring['aria-invalid'] && 'border-error',
          variant === 'zone'
            ? 'flex flex-col items-center gap-3 px-4 py-8 text-center'
            : 'flex min-h-[38px] flex-wrap items-center gap-3 px-3 py-2',
        )}
      >
        <input
          ref={input}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          className="peer sr-only"
          {...wiring}
          onChange={(e) => take([...(e.target.files ?? [])])}
        />
        {variant === 'zone' ? (
          <>
            <span className="flex size-12 items-center justify-center rounded-full bg-primary/12 text-primary">
              <UploadCloud aria-hidden="true" className="size-6" />
            </span>
            <p className="text-base font-medium text-text">
              {t(multiple ? 'ui.files.dropMany' : 'ui.files.drop')}
            </p>
            {browse}
            {showLimits && limits.length > 0 && (
              <p className="text-xs text-text-muted">{limits.join(' · ')}</p>
            )}
          </>
        ) : (
          <>
            {browse}
            {files.length === 0 && (
              <span className="min-w-0 flex-1 truncate text-sm text-text-muted" data-testid="chosen-file">
                {placeholder ?? t('ui.files.none')}
              </span>
            )}
          </>
        )}
        {files.length > 0 && (
          <ul
            aria-label={t('ui.files.chosen')}
            className={cn('flex min-w-0 flex-col gap-1', variant === 'zone' ? 'w-full text-start' : 'flex-1')}
          >
            {files.map((file) => (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className={cn(
                  'flex min-w-0 items-center gap-2 text-sm',
                  variant === 'zone' && 'rounded border border-divider px-3 py-1.5',
                )}
              >
                {variant === 'zone' && (
                  <FileText aria-hidden="true" className="size-4 shrink-0 text-text-muted" />
                )}
                <span className="min-w-0 flex-1 truncate" data-testid="chosen-file">
                  <span className="font-medium">{file.name}</span>{' '}
                  <span className="text-text-muted">
                    (<Ltr>{size(file.size)}</Ltr>)
                  </span>
                </span>
                {!disabled && (
                  <IconButton
                    size="sm"
                    aria-label={t('ui.remove', { name: file.name })}
                    onClick={() => remove(file)}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </IconButton>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {rejected.length > 0 && (
        <ul role="alert" className={cn('flex flex-col gap-0.5 text-xs font-medium', inkTone.error)}>
          {rejected.map((r) => (
            <li key={`${r.file.name}-${r.reason}`}>{reasonText(r)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
