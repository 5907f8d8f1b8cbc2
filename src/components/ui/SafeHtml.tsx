import { RICH_TEXT_LINK, RICH_TEXT_TAGS } from '@contract/rich-text';
import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import { cn } from '@/lib/cn';

// Shows stored rich text (a message body the server already sanitised) without ever handing
// HTML to the browser as HTML: the string is parsed by DOMParser (which runs no script and loads
// nothing) and rebuilt as React elements from an allow-list of tags; every attribute is dropped
// except a link's href, kept only for http(s) and mailto, opened in a new tab without the opener.

const TAGS = new Set<string>(RICH_TEXT_TAGS);
/** Dropped with their content (their text is code or markup, not words of the message). */
const DROP = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
]);
const ALIAS: Record<string, string> = { b: 'strong', i: 'em', h1: 'h2', h4: 'h3', div: 'p' };

/** Typography of rich text: lists, quotes, headings and links inside a message or the editor. */
export const richTextClass = cn(
  'text-sm leading-relaxed break-words',
  '[&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:ps-6',
  '[&_blockquote]:my-2 [&_blockquote]:border-s-4 [&_blockquote]:border-divider [&_blockquote]:ps-3 [&_blockquote]:text-text-muted',
  '[&_h2]:mt-3 [&_h2]:mb-1 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-semibold',
  '[&_a]:text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:[&_a]:text-[color-mix(in_srgb,var(--c-primary)_55%,white)] [&_a]:underline [&_code]:rounded [&_code]:bg-hover [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-hover [&_pre]:p-2',
  '[&_hr]:my-3 [&_hr]:border-divider',
);

function build(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const name = el.tagName.toLowerCase();
  if (DROP.has(name)) return null;
  const tag = ALIAS[name] ?? name;
  const children = Array.from(el.childNodes, build);
  // an element off the list keeps its text, not itself
  if (!TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br' || tag === 'hr') return createElement(tag, { key });
  if (tag === 'a') {
    const href = el.getAttribute('href') ?? '';
    if (!RICH_TEXT_LINK.test(href.trim())) return createElement(Fragment, { key }, ...children);
    return createElement(
      'a',
      { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' },
      ...children,
    );
  }
  return createElement(tag, { key }, ...children);
}

export type SafeHtmlProps = {
  html: string;
  className?: string;
  /** The language of the text when it is not the page's. */
  lang?: string;
};

/** Sanitised rich text as React elements (see above); `dir="auto"` so Arabic and Latin text each read right. */
export function SafeHtml({ html, className, lang }: SafeHtmlProps) {
  const content = useMemo(() => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return Array.from(doc.body.childNodes, build);
  }, [html]);
  return (
    <div dir="auto" lang={lang} className={cn(richTextClass, className)}>
      {content}
    </div>
  );
}
