import { CHAT_ATTACHMENTS_MAX, type ChatAttachment } from '@contract/chat';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES } from '@contract/messages';
import { Paperclip } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/Chip';
import { HiddenFileInput } from '@/components/ui/HiddenFileInput';
import { IconButton } from '@/components/ui/IconButton';
import { Spinner } from '@/components/ui/Spinner';
import { focusRing } from '@/components/ui/tone';
import { ApiError } from '@/lib/api';
import { attachmentProblem, downloadAttachment, fileSize, uploadAttachment } from '@/lib/attachments';
import { cn } from '@/lib/cn';
import { useApiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';

// The chat's files: chosen in the composer (each uploaded at once, shown as a removable chip with
// its progress), sent with the message, shown in its bubble as download links.

/** A file chosen in the composer: uploading (`file` unset, `percent` so far) or uploaded. */
export interface ChosenFile {
  key: string;
  name: string;
  size: number;
  percent: number;
  file?: ChatAttachment;
}

const MB = ATTACHMENT_MAX_BYTES / 1024 / 1024;

/** The composer's chosen files, uploaded to `uploadPath` as they are chosen. */
export function useChosenFiles(uploadPath: string | undefined) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const count = useRef(0);
  count.current = chosen.length;

  const add = useCallback(
    (files: File[]) => {
      if (!uploadPath) return;
      const update = (key: string, change: Partial<ChosenFile>) =>
        setChosen((list) => list.map((c) => (c.key === key ? { ...c, ...change } : c)));
      setError(null);
      const room = CHAT_ATTACHMENTS_MAX - count.current;
      if (files.length > room) setError(t('chat.file.tooMany', { max: CHAT_ATTACHMENTS_MAX }));
      for (const f of files.slice(0, Math.max(0, room))) {
        const problem = attachmentProblem(f);
        if (problem) {
          setError(t(`chat.file.${problem}`, { name: f.name, mb: MB }));
          continue;
        }
        const key = `${Date.now()}-${Math.random()}`;
        count.current += 1;
        setChosen((list) => [...list, { key, name: f.name, size: f.size, percent: 0 }]);
        uploadAttachment(uploadPath, f, (p) => update(key, { percent: p.percent })).then(
          (r) => update(key, { file: r.attachment, name: r.attachment.name, percent: 100 }),
          (e) => {
            setChosen((list) => list.filter((c) => c.key !== key));
            const status = e instanceof ApiError ? e.status : 0;
            setError(
              status === 413
                ? t('chat.file.tooLarge', { name: f.name, mb: MB })
                : status === 415
                  ? t('chat.file.fileType', { name: f.name })
                  : t('chat.file.failed', { name: f.name, reason: errorText(e) }),
            );
          },
        );
      }
    },
    [uploadPath, t, errorText],
  );

  const remove = (key: string) => setChosen((list) => list.filter((c) => c.key !== key));
  const uploaded = chosen.flatMap((c) => (c.file ? [c.file] : []));
  return {
    chosen,
    uploaded,
    busy: chosen.some((c) => !c.file),
    full: chosen.length >= CHAT_ATTACHMENTS_MAX,
    error,
    add,
    remove,
    /** empties the composer's files (they went with a message) */
    clear: () => {
      setChosen([]);
      setError(null);
    },
    clearError: () => setError(null),
  };
}

/** The paperclip button and its hidden file input. */
export function AttachButton({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <HiddenFileInput
        ref={input}
        multiple
        accept={ATTACHMENT_ACCEPT}
        onFiles={onFiles}
        data-testid="chat-file-input"
      />
      <IconButton
        aria-label={t('chat.file.attach')}
        title={t('chat.file.attach')}
        disabled={disabled}
        onClick={() => input.current?.click()}
        className="mb-0.5"
      >
        <Paperclip aria-hidden="true" className="size-5" />
      </IconButton>
    </>
  );
}

/** The chosen files above the composer, each removable; an upload shows its progress. */
export function ChosenFiles({ files, onRemove }: { files: ChosenFile[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation();
  if (!files.length) return null;
  return (
    <ul aria-label={t('chat.file.chosen')} className="flex flex-wrap gap-2 px-3 pt-3">
      {files.map((c) => (
        <li key={c.key} className="max-w-full" data-testid="chat-chosen-file">
          <Chip
            variant="outlined"
            size="md"
            icon={c.file ? <Paperclip /> : <Spinner size={14} decorative />}
            label={
              <>
                <bdi>{c.name}</bdi>{' '}
                <span dir="ltr" className="text-text-muted">
                  {c.file ? fileSize(c.size) : `${c.percent}%`}
                </span>
                {!c.file && <span className="sr-only">{t('chat.file.uploading')}</span>}
              </>
            }
            deleteLabel={c.name}
            onDelete={() => onRemove(c.key)}
            className="max-w-72"
          />
        </li>
      ))}
    </ul>
  );
}

/** A message's files in its bubble: each a download (with the session) by name and size. */
export function MessageFiles({
  files,
  path,
  own,
}: {
  files: ChatAttachment[];
  path: ((id: number) => string) | undefined;
  own: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  if (!files.length) return null;
  return (
    <ul aria-label={t('chat.file.list')} className="mt-1 space-y-1">
      {files.map((f) => (
        <li key={f.id}>
          <button
            type="button"
            disabled={!path}
            onClick={() =>
              path && downloadAttachment(path(f.id), f.name).catch((e) => toast.error(errorText(e)))
            }
            className={cn(
              'inline-flex max-w-full items-center gap-1.5 rounded px-1 py-0.5 text-start',
              own ? 'hover:bg-primary-contrast/15' : 'hover:bg-hover',
              focusRing,
            )}
          >
            <Paperclip aria-hidden="true" className="size-4 shrink-0" />
            <span dir="auto" className="truncate underline underline-offset-2">
              {f.name}
            </span>
            <span dir="ltr" className={cn('shrink-0 text-xs', !own && 'text-text-muted')}>
              {fileSize(f.size)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
