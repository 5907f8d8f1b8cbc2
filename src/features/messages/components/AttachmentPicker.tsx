import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX,
  type MessageAttachment,
} from '@contract/messages';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { HiddenFileInput } from '@/components/ui/HiddenFileInput';
import { focusRing } from '@/components/ui/tone';
import { fileSize, uploadAttachment } from '@/lib/attachments';
import { cn } from '@/lib/cn';
import { useApiErrorMessage } from '@/lib/errors';

/**
 * Attachments of a message being written: each chosen file is uploaded at once (to `uploadPath`)
 * and listed with a remove button; the message then names the uploaded ids.
 */
export function AttachmentPicker({
  uploadPath,
  files,
  onChange,
  disabled,
}: {
  uploadPath: string;
  files: MessageAttachment[];
  onChange: (files: MessageAttachment[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const add = async (list: File[]) => {
    if (!list.length) return;
    setError('');
    const chosen = list.slice(0, ATTACHMENTS_MAX - files.length);
    const tooBig = chosen.find((f) => f.size > ATTACHMENT_MAX_BYTES);
    if (tooBig) return setError(t('messages.fileTooLarge', { name: tooBig.name }));
    setBusy(true);
    const added: MessageAttachment[] = [];
    try {
      for (const file of chosen) added.push((await uploadAttachment(uploadPath, file)).attachment);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
      onChange([...files, ...added]);
    }
  };

  return (
    <div>
      <HiddenFileInput
        ref={input}
        multiple
        accept={ATTACHMENT_ACCEPT}
        onFiles={(list) => void add(list)}
        data-testid="attachment-input"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outlined"
          size="sm"
          color="secondary"
          loading={busy}
          disabled={disabled || files.length >= ATTACHMENTS_MAX}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          <Paperclip aria-hidden="true" className="size-4" />
          {t('messages.attach')}
        </Button>
        <span id={hintId} className="text-xs text-text-muted">
          {t('messages.attachHint', { count: ATTACHMENTS_MAX, mb: ATTACHMENT_MAX_BYTES / 1024 / 1024 })}
        </span>
      </div>
      {error && (
        <p role="alert" className="mt-1 text-[13px] text-error">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {files.map((f) => (
            <li
              key={f.id}
              className="inline-flex max-w-72 items-center gap-1.5 rounded border border-divider py-0.5 ps-2 pe-0.5 text-[13px]"
            >
              <span dir="auto" className="truncate">
                {f.name}
              </span>
              <span dir="ltr" className="shrink-0 text-text-muted">
                {fileSize(f.size)}
              </span>
              <button
                type="button"
                aria-label={t('messages.removeFile', { name: f.name })}
                onClick={() => onChange(files.filter((x) => x.id !== f.id))}
                className={cn(
                  'inline-flex size-6 items-center justify-center rounded-full hover:bg-hover',
                  focusRing,
                )}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
