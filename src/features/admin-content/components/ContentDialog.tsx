import {
  CONTENT_ICONS,
  CONTENT_LOCALES,
  CONTENT_SLUGGED,
  type ContentItem,
  type ContentKind,
  type ContentLocale,
} from '@contract/content';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { RichTextEditor } from '@/components/ui/RichTextEditor';
import { Select } from '@/components/ui/Select';
import { Switch } from '@/components/ui/Switch';
import { Textarea } from '@/components/ui/Textarea';
import { useApiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useContentChange } from '../api';

// The admin's form for one content item, new or existing: its text in the language chosen (each
// language kept while switching; a language left empty is removed), its fields that do not
// depend on the language, its category, and whether clients see it.

type Field = { name: string; kind: 'line' | 'lines' | 'html' };
const TEXT_FIELDS: Record<ContentKind, Field[]> = {
  plans: [
    { name: 'title', kind: 'line' },
    { name: 'subtitle', kind: 'line' },
    { name: 'benefits', kind: 'lines' },
  ],
  'faq-categories': [
    { name: 'title', kind: 'line' },
    { name: 'subtitle', kind: 'line' },
  ],
  faqs: [
    { name: 'question', kind: 'line' },
    { name: 'answer', kind: 'html' },
  ],
  'kb-categories': [
    { name: 'title', kind: 'line' },
    { name: 'subtitle', kind: 'line' },
  ],
  'kb-articles': [
    { name: 'title', kind: 'line' },
    { name: 'summary', kind: 'line' },
    { name: 'body', kind: 'html' },
  ],
};

const DEFAULT_DATA: Record<ContentKind, Record<string, unknown>> = {
  plans: { monthly_price: 0, annual_monthly_price: 0, popular: false },
  'faq-categories': { icon: 'life-buoy' },
  faqs: {},
  'kb-categories': { icon: 'life-buoy' },
  'kb-articles': { popular: false },
};

type Texts = Partial<Record<ContentLocale, Record<string, string>>>;

/** The stored text as the form's strings (benefits one a line). */
function formTexts(item: ContentItem | null): Texts {
  const out: Texts = {};
  for (const [locale, text] of Object.entries(item?.text ?? {}))
    out[locale as ContentLocale] = Object.fromEntries(
      Object.entries(text).map(([k, v]) => [k, Array.isArray(v) ? v.join('\n') : String(v ?? '')]),
    );
  return out;
}

const isEmptyHtml = (html: string) => !html.replace(/<[^>]*>/g, '').trim();

export interface ContentDialogProps {
  kind: ContentKind;
  /** null: a new item */
  item: ContentItem | null;
  /** the categories an item of this kind may sit in (faqs, articles) */
  parents?: { id: number; title: string }[];
  /** the category a new item goes to */
  parentId?: number | null;
  onClose: () => void;
}

export function ContentDialog({ kind, item, parents, parentId, onClose }: ContentDialogProps) {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorMessage();
  const change = useContentChange();
  const [lang, setLang] = useState<ContentLocale>(
    (CONTENT_LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as ContentLocale) : 'id',
  );
  const [texts, setTexts] = useState<Texts>(() => formTexts(item));
  const [data, setData] = useState<Record<string, unknown>>(() => ({ ...DEFAULT_DATA[kind], ...item?.data }));
  const [slug, setSlug] = useState(item?.slug ?? '');
  const [parent, setParent] = useState<number | null>(
    item?.parent_id ?? parentId ?? parents?.[0]?.id ?? null,
  );
  const [published, setPublished] = useState(item?.published ?? false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = TEXT_FIELDS[kind];

  const setText = (name: string, value: string) =>
    setTexts((all) => ({ ...all, [lang]: { ...all[lang], [name]: value } }));

  const payloadTexts = () => {
    const out: Record<string, unknown> = {};
    for (const locale of CONTENT_LOCALES) {
      const text = texts[locale];
      const filled =
        text &&
        fields.some((f) =>
          f.kind === 'html' ? !isEmptyHtml(text[f.name] ?? '') : (text[f.name] ?? '').trim(),
        );
      if (filled)
        out[locale] = Object.fromEntries(
          fields.map((f) => [
            f.name,
            f.kind === 'lines'
              ? (text[f.name] ?? '')
                  .split('\n')
                  .map((l) => l.trim())
                  .filter(Boolean)
              : (text[f.name] ?? '').trim(),
          ]),
        );
      else if (item?.text[locale]) out[locale] = null;
    }
    return out;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = {
      ...(parents ? { parent_id: parent ?? undefined } : {}),
      ...(CONTENT_SLUGGED.includes(kind) ? { slug: slug.trim() } : {}),
      published,
      data,
      text: payloadTexts(),
    };
    try {
      if (item) await change.mutateAsync({ op: 'update', kind, id: item.id, body: body as never });
      else await change.mutateAsync({ op: 'create', kind, body: body as never });
      toast.success(t('contentAdmin.saved'));
      onClose();
    } catch (err) {
      setFailure(errorText(err));
    }
  };

  const text = texts[lang] ?? {};
  const numberField = (name: string) => (
    <FormField label={t(`contentAdmin.fields.${name}`)} required>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        step={1000}
        value={String(data[name] ?? 0)}
        onChange={(e) => setData((d) => ({ ...d, [name]: Number(e.target.value) || 0 }))}
      />
    </FormField>
  );

  return (
    <FormDialog
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      submitting={change.isPending}
      failure={failure}
      title={t(item ? `contentAdmin.editTitle.${kind}` : `contentAdmin.newTitle.${kind}`)}
    >
      <div className="space-y-4">
        <FormField label={t('contentAdmin.language')} hint={t('contentAdmin.languageHint')}>
          <Select
            value={lang}
            onChange={(e) => setLang(e.target.value as ContentLocale)}
            options={CONTENT_LOCALES.map((l) => ({
              value: l,
              label: `${t(`helpPages.languages.${l}`)}${texts[l] && Object.values(texts[l]).some(Boolean) ? ' ✓' : ''}`,
            }))}
          />
        </FormField>
        <div lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} className="space-y-4">
          {fields.map((f) =>
            f.kind === 'html' ? (
              <div key={`${lang}-${f.name}`}>
                <p className="mb-1.5 text-sm font-medium text-text" aria-hidden="true">
                  {t(`contentAdmin.fields.${f.name}`)}
                </p>
                <RichTextEditor
                  label={t(`contentAdmin.fields.${f.name}`)}
                  value={text[f.name] ?? ''}
                  onChange={(html) => setText(f.name, html)}
                  minRows={6}
                />
              </div>
            ) : (
              <FormField
                key={f.name}
                label={t(`contentAdmin.fields.${f.name}`)}
                hint={f.kind === 'lines' ? t('contentAdmin.linesHint') : undefined}
                required={f.name === 'title' || f.name === 'question'}
              >
                {f.kind === 'lines' ? (
                  <Textarea
                    rows={5}
                    value={text[f.name] ?? ''}
                    onChange={(e) => setText(f.name, e.target.value)}
                  />
                ) : (
                  <Input value={text[f.name] ?? ''} onChange={(e) => setText(f.name, e.target.value)} />
                )}
              </FormField>
            ),
          )}
        </div>
        {kind === 'plans' && (
          <div className="grid gap-4 sm:grid-cols-2">
            {numberField('monthly_price')}
            {numberField('annual_monthly_price')}
          </div>
        )}
        {(kind === 'faq-categories' || kind === 'kb-categories') && (
          <FormField label={t('contentAdmin.fields.icon')}>
            <Select
              value={String(data.icon)}
              onChange={(e) => setData((d) => ({ ...d, icon: e.target.value }))}
              options={CONTENT_ICONS.map((i) => ({ value: i, label: t(`contentAdmin.icons.${i}`) }))}
            />
          </FormField>
        )}
        {parents && (
          <FormField label={t('contentAdmin.fields.category')} required>
            <Select
              value={String(parent ?? '')}
              onChange={(e) => setParent(Number(e.target.value))}
              options={parents.map((p) => ({ value: String(p.id), label: p.title }))}
            />
          </FormField>
        )}
        {CONTENT_SLUGGED.includes(kind) && (
          <FormField label={t('contentAdmin.fields.slug')} hint={t('contentAdmin.slugHint')} required>
            <Input value={slug} onChange={(e) => setSlug(e.target.value)} dir="ltr" />
          </FormField>
        )}
        {(kind === 'plans' || kind === 'kb-articles') && (
          <Switch
            label={t('contentAdmin.fields.popular')}
            checked={Boolean(data.popular)}
            onChange={(e) => setData((d) => ({ ...d, popular: e.target.checked }))}
          />
        )}
        <Switch
          label={t('contentAdmin.fields.published')}
          description={t('contentAdmin.publishedHint')}
          checked={published}
          onChange={(e) => setPublished(e.target.checked)}
        />
      </div>
    </FormDialog>
  );
}
