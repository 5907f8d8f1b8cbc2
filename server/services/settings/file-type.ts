import type { SURAT_KUASA_TYPES } from '../../../src/contract/settings';

type SniffedType = (typeof SURAT_KUASA_TYPES)[number];

/** The power of attorney's real type from its first bytes (the name and declared type are not trusted). */
export function sniffDocumentType(head: Uint8Array): SniffedType | null {
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

export const extensionOf = (type: SniffedType) =>
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
