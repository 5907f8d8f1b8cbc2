import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { RichTextEditor } from '@/components/ui/RichTextEditor';
import { inkTone } from '@/components/ui/tone';
import { toast } from '@/lib/toast';

/** In a form: an empty text is refused with a message linked to the editor. */
export default function EditorValidation() {
  const { t } = useTranslation();
  const [html, setHtml] = useState('');
  const [tried, setTried] = useState(false);
  const empty = html.replace(/<[^>]*>/g, '').trim() === '';
  return (
    <form
      noValidate
      aria-label={t('formsShowcase.editor.validation')}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!empty) toast.success(t('formsShowcase.validation.submitted'));
      }}
      className="grid gap-3"
    >
      <RichTextEditor
        label={t('formsShowcase.editor.reply')}
        value={html}
        onChange={setHtml}
        invalid={tried && empty}
        aria-describedby={tried && empty ? 'editor-reply-error' : undefined}
        placeholder={t('formsShowcase.editor.placeholder')}
        minRows={4}
      />
      {tried && empty && (
        <p id="editor-reply-error" className={`text-xs font-medium ${inkTone.error}`}>
          {t('formsShowcase.errors.required')}
        </p>
      )}
      <div>
        <Button type="submit">{t('formsShowcase.common.submit')}</Button>
      </div>
    </form>
  );
}
