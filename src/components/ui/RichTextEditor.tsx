import { lazy, Suspense } from 'react';
import { cn } from '@/lib/cn';

/**
 * Rich text editor (Tiptap 3), loaded on first render: no route carries the editor's code
 * (~100 KB gzip with ProseMirror) until a page shows one.
 *
 * Props:
 * - `label` (required): the accessible name of the text area and of its toolbar.
 * - Controlled: `value` (HTML) with `onChange(html)`; uncontrolled: `defaultValue` (HTML) and
 *   optionally `onChange` to hear about edits. An empty document is reported as ''.
 * - `id` (a <label htmlFor> can name it), `placeholder`, `disabled`, `invalid`,
 *   `aria-describedby` (hint or error text), `minRows` (height, default 6), `className`.
 *
 * The toolbar follows the WAI-ARIA toolbar pattern: one Tab stop; Arrow keys (mirrored in RTL),
 * Home and End move between its buttons; toggles say aria-pressed. Output is HTML of paragraphs,
 * bold, italic, underline, strike, lists, quotes and links: treat it as untrusted and sanitise
 * it on the server; show stored HTML with SafeHtml, never as raw HTML.
 */
export type RichTextEditorProps = {
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (html: string) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
  minRows?: number;
  className?: string;
};

const TiptapEditor = lazy(() => import('./rich-text/TiptapEditor'));

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          aria-busy="true"
          className={cn('rounded border border-divider bg-paper', props.className)}
          style={{ minHeight: `${(props.minRows ?? 6) * 1.6 + 3}rem` }}
        />
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
