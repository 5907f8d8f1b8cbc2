import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '@/components/ui/RichTextEditor';

/** Uncontrolled: a starting text, the editor keeps its own state. */
export default function EditorUncontrolled() {
  const { t } = useTranslation();
  return (
    <RichTextEditor
      label={t('formsShowcase.editor.note')}
      defaultValue={t('formsShowcase.editor.sample')}
      placeholder={t('formsShowcase.editor.placeholder')}
      minRows={5}
    />
  );
}
