import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TAGS } from '../../../contract/rich-text';

// Message bodies are HTML from the rich text editor (staff) or plain text (clients). What is
// stored is the output of an allow-list: formatting tags only, links http(s) and mailto opened
// in a new tab without the opener, no attributes besides href, no styles, scripts, frames,
// forms, images or event handlers. The portal renders it through its own allow-list again.

const ALLOWED_TAGS = ['b', 'i', ...RICH_TEXT_TAGS];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // the text of a removed <script>, <style>, <textarea> … is dropped with it
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    b: 'strong',
    i: 'em',
  },
};
// the attributes the transform adds must survive the allow-list
OPTIONS.allowedAttributes = { a: ['href', 'rel', 'target'] };

/** The stored form of a message's HTML. */
export const sanitizeMessageHtml = (html: string): string =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: PostgreSQL text cannot hold NUL
  sanitizeHtml(html.replace(/\u0000/g, ''), OPTIONS).trim();

const BLOCK_END = /<\/(p|li|h2|h3|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi;

/** The words of sanitised HTML, paragraphs on their own lines (search, snippets, mail). */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(
    html.replace(BLOCK_END, (m) => `${m}\n`),
    {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: OPTIONS.nonTextTags,
    },
  );
  return decodeEntities(text)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A client's plain text as HTML paragraphs (escaped; line breaks kept). */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/** A one-line subject: no line breaks or control characters (mail headers, lists). */
export const cleanSubject = (subject: string) =>
  subject
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function decodeEntities(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}
