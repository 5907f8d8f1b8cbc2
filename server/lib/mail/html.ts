import type { MailLocale } from './locale';

/** A run of a paragraph: words of the template, or a value from outside (an address) kept apart. */
export type Inline = string | { value: string };
/** A paragraph, or a one-time code shown large. */
export type Block = Inline[] | { code: string };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

const inlineText = (runs: Inline[]) => runs.map((r) => (typeof r === 'string' ? r : r.value)).join('');

/** The plain-text part: paragraphs apart by a blank line, the code on a line of its own. */
export function renderText(blocks: Block[], footer: string): string {
  return [...blocks.map((b) => ('code' in b ? b.code : inlineText(b))), '--', footer].join('\n\n');
}

const FONT = "-apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', Arial, sans-serif";

function renderBlock(block: Block): string {
  if ('code' in block) {
    // digits read left to right in every language; the spacing keeps them apart for reading aloud
    return `<p dir="ltr" style="margin:16px 0;font:700 28px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:6px;text-align:center">${escapeHtml(block.code)}</p>`;
  }
  const html = block
    .map((r) => (typeof r === 'string' ? escapeHtml(r) : `<bdi>${escapeHtml(r.value)}</bdi>`))
    .join('');
  return `<p style="margin:0 0 12px">${html}</p>`;
}

/**
 * The HTML part: one column, inline styles only (mail clients drop <style> and external CSS),
 * `lang` and `dir` of the recipient's language so Arabic reads right to left.
 */
export function renderHtml(locale: MailLocale, subject: string, blocks: Block[], footer: string): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return [
    '<!doctype html>',
    `<html lang="${locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:#f3f4f6;color:#111827;font:16px/1.5 ${FONT}">`,
    `<div dir="${dir}" style="max-width:480px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;text-align:start">`,
    '<p style="margin:0 0 16px;font-weight:700;color:#1d4ed8">Portal Pajak</p>',
    ...blocks.map(renderBlock),
    `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
