import { type MessageAttachment, MESSAGE_PATHS as P, type Party, SUBJECT_MAX } from '@contract/messages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Dialog } from '@/components/ui/Dialog';
import { RichTextEditor } from '@/components/ui/RichTextEditor';
import { AttachmentPicker } from '@/features/messages';
import { isApiError } from '@/lib/api';
import { useApiErrorMessage } from '@/lib/errors';
import { deleteDraft, saveDraft, sendMessage } from '../api';
import { RecipientField } from './RecipientField';

/** What the dialog opens with: a new message, a reply, a forward or a saved draft. */
export interface ComposeStart {
  draftId?: number;
  to?: Party[];
  cc?: Party[];
  bcc?: Party[];
  toAllClients?: boolean;
  subject?: string;
  bodyHtml?: string;
  files?: MessageAttachment[];
  replyTo?: number;
  forwardOf?: number;
}

const AUTOSAVE_MS = 1200;

/**
 * Writing a message: To, Cc, Bcc (clients and staff by name, email or NPWP, or every client),
 * subject, rich text and attachments. Saved as a draft a moment after each change (so nothing is
 * lost when the dialog closes); sending removes the draft.
 */
export function ComposeDialog({
  start,
  onClose,
  onSent,
  onDraftSaved,
}: {
  start: ComposeStart;
  onClose: () => void;
  onSent: () => void;
  onDraftSaved: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const [to, setTo] = useState<Party[]>(start.to ?? []);
  const [cc, setCc] = useState<Party[]>(start.cc ?? []);
  const [bcc, setBcc] = useState<Party[]>(start.bcc ?? []);
  const [showCopies, setShowCopies] = useState(!!(start.cc?.length || start.bcc?.length));
  const [allClients, setAllClients] = useState(!!start.toAllClients);
  const [subject, setSubject] = useState(start.subject ?? '');
  const [html, setHtml] = useState(start.bodyHtml ?? '');
  const [files, setFiles] = useState<MessageAttachment[]>(start.files ?? []);
  const [draftId, setDraftId] = useState(start.draftId);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const changed = useRef(false);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const ids = (list: Party[]) => list.map((p) => p.id);

  const body = {
    to: ids(to),
    cc: ids(cc),
    bcc: ids(bcc),
    to_all_clients: allClients,
    subject,
    body_html: html,
    attachment_ids: files.map((f) => f.id),
    reply_to: start.replyTo,
  };
  const snapshot = JSON.stringify(body);

  // autosave: a moment after the last change, one save at a time
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot stands for the draft's fields
  useEffect(() => {
    if (!changed.current) {
      changed.current = true;
      return;
    }
    if (busy) return;
    const timer = setTimeout(() => {
      setStatus('saving');
      saving.current = saving.current
        .then(() => saveDraft(JSON.parse(snapshot), draftId))
        .then(({ draft }) => {
          setDraftId(draft.id);
          setStatus('saved');
          onDraftSaved();
        })
        .catch(() => setStatus('idle'));
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [snapshot]);

  const send = async () => {
    const missing: Record<string, string> = {};
    if (!allClients && !to.length && !cc.length && !bcc.length) missing.to = t('email.recipientRequired');
    if (!subject.trim()) missing.subject = t('messages.subjectRequired');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await saving.current;
      await sendMessage({ ...body, forward_of: start.forwardOf, draft_id: draftId });
      onSent();
    } catch (e) {
      setErrors({ form: errorText(e), ...(isApiError(e) && e.fields ? e.fields : {}) });
    } finally {
      setBusy(false);
    }
  };

  const discard = async () => {
    setBusy(true);
    try {
      await saving.current;
      if (draftId) await deleteDraft(draftId);
      onDraftSaved();
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      size="xl"
      fullScreenOnPhone
      title={t('email.compose')}
      footer={
        <>
          <span role="status" className="me-auto text-[13px] text-text-muted">
            {status === 'saving' ? t('email.draftSaving') : status === 'saved' ? t('email.draftSaved') : ''}
          </span>
          <Button variant="tonal" color="secondary" onClick={() => void discard()} disabled={busy}>
            {t('email.discard')}
          </Button>
          <Button onClick={() => void send()} loading={busy}>
            {t('messages.send')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2">
        {errors.form && (
          <p role="alert" className="text-sm text-error">
            {errors.form}
          </p>
        )}
        {!allClients && (
          <RecipientField label={t('email.to')} value={to} onChange={setTo} invalid={!!errors.to} />
        )}
        {errors.to && (
          <p role="alert" className="text-[13px] text-error">
            {errors.to}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-4 py-1">
          <Checkbox
            label={t('email.allClients')}
            checked={allClients}
            onChange={(e) => setAllClients(e.target.checked)}
          />
          {!showCopies && (
            <Button variant="text" size="sm" onClick={() => setShowCopies(true)}>
              {t('email.addCopies')}
            </Button>
          )}
        </div>
        {showCopies && (
          <>
            <RecipientField label={t('email.cc')} value={cc} onChange={setCc} />
            <RecipientField label={t('email.bcc')} value={bcc} onChange={setBcc} />
          </>
        )}
        <label className="flex items-center gap-2 border-b border-divider py-1.5">
          <span className="w-10 shrink-0 text-sm text-text-muted">{t('messages.subject')}</span>
          <input
            value={subject}
            maxLength={SUBJECT_MAX}
            onChange={(e) => setSubject(e.target.value)}
            aria-invalid={!!errors.subject || undefined}
            dir="auto"
            className="h-9 min-w-0 flex-1 bg-transparent text-sm outline-none"
          />
        </label>
        {errors.subject && (
          <p role="alert" className="text-[13px] text-error">
            {errors.subject}
          </p>
        )}
        <RichTextEditor
          label={t('messages.body')}
          value={html}
          onChange={setHtml}
          minRows={8}
          className="mt-2"
        />
        <AttachmentPicker uploadPath={P.attachments} files={files} onChange={setFiles} disabled={busy} />
      </div>
    </Dialog>
  );
}
