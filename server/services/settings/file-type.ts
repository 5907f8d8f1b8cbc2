import type { SuratKuasaType } from '../../../contract/settings';

export { sniffDocumentType } from '../../../contract/settings';

export const extensionOf = (type: SuratKuasaType) =>
  type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg';

/** A file name safe for a Content-Disposition header and for display. */
export function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .trim()
    .slice(0, 120);
  return cleaned || fallback;
}
