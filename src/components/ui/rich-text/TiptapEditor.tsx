import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { RichTextEditorProps } from '../RichTextEditor';
import { richTextClass } from '../SafeHtml';
import { focusRing } from '../tone';

// The editor behind RichTextEditor (see there for the props); loaded lazily.

type Editor = NonNullable<ReturnType<typeof useEditor>>;

interface Tool {
  key: string;
  icon: LucideIcon;
  /** a mark or node whose state the button shows (aria-pressed) */
  active?: string;
  run: (e: Editor) => void;
  can?: (e: Editor) => boolean;
}

const TOOLS: Tool[] = [
  { key: 'bold', icon: Bold, active: 'bold', run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', icon: Italic, active: 'italic', run: (e) => e.chain().focus().toggleItalic().run() },
  {
    key: 'underline',
    icon: Underline,
    active: 'underline',
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'strike',
    icon: Strikethrough,
    active: 'strike',
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    key: 'bulletList',
    icon: List,
    active: 'bulletList',
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    icon: ListOrdered,
    active: 'orderedList',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    icon: Quote,
    active: 'blockquote',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  { key: 'link', icon: Link2, active: 'link', run: () => {} },
  { key: 'undo', icon: Undo2, run: (e) => e.chain().focus().undo().run(), can: (e) => e.can().undo() },
  { key: 'redo', icon: Redo2, run: (e) => e.chain().focus().redo().run(), can: (e) => e.can().redo() },
];

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const emptyToBlank = (html: string) => (html === '<p></p>' ? '' : html);

export default function TiptapEditor({
  label,
  value,
  defaultValue,
  onChange,
  id,
  placeholder,
  disabled,
  invalid,
  'aria-describedby': describedBy,
  minRows = 6,
  className,
}: RichTextEditorProps) {
  const { t, i18n } = useTranslation();
  const ownId = useId();
  const editorId = id ?? `${ownId}-editor`;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [linking, setLinking] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (u) => SAFE_LINK.test(u),
        },
      }),
    ],
    content: value ?? defaultValue ?? '',
    editable: !disabled,
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder, 'data-placeholder': placeholder } : {}),
        dir: 'auto',
        class: cn(richTextClass, 'px-3 py-2 outline-none'),
        style: `min-height:${minRows * 1.6}rem`,
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current?.(emptyToBlank(e.getHTML())),
  });

  // Tiptap's useEditor destroys an instance that is not mounted within a millisecond of its
  // creation (a slow or interrupted render, even between this render and its effects) and hands
  // out a new one on the next render; until then `editor` may be a destroyed one, whose schema
  // is gone: leave it alone (checked again when an effect or a click uses it).
  const live = editor && !editor.isDestroyed ? editor : null;

  // controlled: take a value set from outside (not the one the editor just reported)
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === undefined) return;
    if (emptyToBlank(editor.getHTML()) !== value)
      editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e && !e.isDestroyed
        ? {
            active: Object.fromEntries(
              TOOLS.filter((x) => x.active).map((x) => [x.key, e.isActive(x.active as string)]),
            ),
            can: Object.fromEntries(TOOLS.filter((x) => x.can).map((x) => [x.key, x.can?.(e) ?? true])),
            empty: e.isEmpty,
          }
        : null,
  });

  const rtl = i18n.dir() === 'rtl';
  const move = (e: KeyboardEvent) => {
    const last = TOOLS.length - 1;
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    let next = focusIndex;
    if (step) next = (focusIndex + step + TOOLS.length) % TOOLS.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    else return;
    e.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const runTool = (tool: Tool) => {
    if (!live || live.isDestroyed) return;
    if (tool.key === 'link') {
      if (live.isActive('link')) live.chain().focus().extendMarkRange('link').unsetLink().run();
      else setLinking(true);
      return;
    }
    tool.run(live);
  };

  return (
    <div
      className={cn(
        'rounded border bg-paper focus-within:border-primary',
        invalid ? 'border-error' : 'border-divider',
        disabled && 'opacity-60',
        className,
      )}
    >
      <div
        role="toolbar"
        aria-label={t('richText.toolbar', { label })}
        aria-controls={editorId}
        onKeyDown={move}
        className="flex flex-wrap items-center gap-0.5 border-b border-divider p-1"
      >
        {TOOLS.map((tool, i) => {
          const Icon = tool.icon;
          const pressed = tool.active ? !!state?.active[tool.key] : undefined;
          const enabled = !disabled && (tool.can ? !!state?.can[tool.key] : true);
          return (
            <button
              key={tool.key}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              tabIndex={i === focusIndex ? 0 : -1}
              aria-label={t(`richText.${tool.key}`)}
              title={t(`richText.${tool.key}`)}
              aria-pressed={pressed}
              aria-disabled={!enabled || undefined}
              onClick={() => enabled && runTool(tool)}
              onFocus={() => setFocusIndex(i)}
              className={cn(
                'inline-flex size-8 items-center justify-center rounded text-text hover:bg-hover aria-disabled:opacity-40',
                pressed && 'bg-primary/12 text-text',
                focusRing,
              )}
            >
              <Icon aria-hidden="true" className="size-4" strokeWidth={2} />
            </button>
          );
        })}
      </div>
      {linking && live && (
        <LinkInput
          onDone={(href) => {
            setLinking(false);
            if (href && SAFE_LINK.test(href))
              live.chain().focus().extendMarkRange('link').setLink({ href }).run();
            else live.commands.focus();
          }}
        />
      )}
      <div className="relative">
        {state?.empty && placeholder && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-2 text-sm text-text-muted"
          >
            {placeholder}
          </span>
        )}
        <EditorContent editor={live} />
      </div>
    </div>
  );
}

/** The address of a link: Enter sets it, Escape cancels. */
function LinkInput({ onDone }: { onDone: (href: string | null) => void }) {
  const { t } = useTranslation();
  const [href, setHref] = useState('https://');
  return (
    <div className="flex items-center gap-2 border-b border-divider p-2">
      <label className="flex flex-1 items-center gap-2 text-sm">
        <span>{t('richText.linkAddress')}</span>
        <input
          // biome-ignore lint/a11y/noAutofocus: the field opens on request and takes the typing
          autoFocus
          type="url"
          dir="ltr"
          value={href}
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onDone(href.trim());
            } else if (e.key === 'Escape') {
              e.preventDefault();
              onDone(null);
            }
          }}
          className="h-8 flex-1 rounded border border-divider bg-paper px-2 text-sm outline-none focus:border-primary"
        />
      </label>
      <button
        type="button"
        onClick={() => onDone(href.trim())}
        className={cn('h-8 rounded px-3 text-sm font-medium hover:bg-hover', focusRing)}
      >
        {t('richText.linkApply')}
      </button>
    </div>
  );
}
