import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '@/components/ui/RichTextEditor';

/** Controlled: the page holds the HTML and shows what it receives. */
export default function EditorControlled() {
  const { t } = useTranslation();
  const [html, setHtml] = useState(t('formsShowcase.editor.sample'));
  return (
    <div className="grid gap-3">
      <RichTextEditor label={t('formsShowcase.editor.letter')} value={html} onChange={setHtml} minRows={5} />
      <p className="text-xs text-text-muted">{t('formsShowcase.editor.length', { count: html.length })}</p>
      <pre
        dir="ltr"
        className="max-h-32 overflow-auto rounded bg-hover p-3 text-xs whitespace-pre-wrap text-text"
      >
        {html}
      </pre>
    </div>
  );
}
