import { CLIENT_MESSAGE_PATHS as C, type MessageAttachment, SUBJECT_MAX } from '@contract/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { isApiError } from '@/lib/api';
import { useApiErrorMessage } from '@/lib/errors';
import { writeToService } from '../api';
import { AttachmentPicker } from './AttachmentPicker';

/** A client writes to the service: subject, text, attachments; `replyTo` answers a message. */
export function ClientComposeDialog({
  open,
  onClose,
  onSent,
  replyTo,
}: {
  open: boolean;
  onClose: () => void;
  onSent: (id: number) => void;
  replyTo?: { id: number; subject: string };
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const [subject, setSubject] = useState(replyTo ? `Re: ${replyTo.subject}` : '');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<MessageAttachment[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const missing: Record<string, string> = {};
    if (!subject.trim()) missing.subject = t('messages.subjectRequired');
    if (!body.trim()) missing.body = t('messages.bodyRequired');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const { message } = await writeToService({
        subject,
        body,
        attachment_ids: files.map((f) => f.id),
        reply_to: replyTo?.id,
      });
      onSent(message.id);
    } catch (e) {
      setErrors({ form: errorText(e), ...(isApiError(e) && e.fields ? e.fields : {}) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={busy}
      size="lg"
      fullScreenOnPhone
      title={replyTo ? t('messages.replyTitle') : t('messages.composeTitle')}
      description={t('messages.composeHint')}
      footer={
        <>
          <Button variant="tonal" color="secondary" onClick={onClose} disabled={busy}>
            {t('messages.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            {t('messages.send')}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {errors.form && (
          <p role="alert" className="text-sm text-error">
            {errors.form}
          </p>
        )}
        <FormField label={t('messages.subject')} error={errors.subject} required>
          <Input
            autoFocus={!replyTo}
            value={subject}
            maxLength={SUBJECT_MAX}
            onChange={(e) => setSubject(e.target.value)}
          />
        </FormField>
        <FormField label={t('messages.body')} error={errors.body} required>
          <Textarea
            autoFocus={!!replyTo}
            rows={8}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            dir="auto"
          />
        </FormField>
        <AttachmentPicker uploadPath={C.attachments} files={files} onChange={setFiles} disabled={busy} />
      </form>
    </Dialog>
  );
}
