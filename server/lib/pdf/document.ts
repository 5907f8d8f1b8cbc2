import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// The one way the service makes PDFs (slips, receipts, statements, admin invoices): on the
// server, with pdfkit.
//
// Why pdfkit (0.20): maintained (regular releases, MIT), pure JavaScript (no browser, no native
// binary: runs on Node 20 and in `server-dist` as it is), and it embeds a *subset* of a TrueType/
// WOFF font through fontkit, with a ToUnicode map, so the text is selectable and searchable and
// the files stay small (a one-page receipt is ~25 KB). A headless browser would print the React
// views but costs a Chromium on every server; pdf-lib has had no release since 2021; jsPDF (the
// admin invoice's old way, in the browser) ships its own fonts without Indonesian typography.
//
// Typography: Inter (the portal's typeface; static latin files of @fontsource/inter, which cover
// Indonesian, English and French), A4 portrait, 20 mm margins, the document language `id-ID`,
// amounts and dates in Indonesian forms (Rp 1.234.567,00, 21 Agustus 2025, WIB).

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; semibold: Buffer; bold: Buffer } | null = null;
function loadFonts() {
  // literal specifiers, so the dependency check sees the package in use
  fonts ??= {
    regular: readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
    semibold: readFileSync(require.resolve('@fontsource/inter/files/inter-latin-600-normal.woff')),
    bold: readFileSync(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')),
  };
  return fonts;
}

export const FONT = { regular: 'Inter', semibold: 'Inter-SemiBold', bold: 'Inter-Bold' } as const;

/** A4 in PostScript points (1 pt = 1/72 in); margins of 20 mm. */
export const A4 = { width: 595.28, height: 841.89, margin: 56.69 } as const;

export const COLOR = {
  text: '#262b43',
  muted: '#6d7086',
  rule: '#d8d8dd',
  accent: '#666cff',
  error: '#ff4d49',
  warning: '#fdb528',
  band: '#f4f5fa',
} as const;

export type Pdf = PDFKit.PDFDocument;

export interface PdfMeta {
  title: string;
  subject?: string;
  author?: string;
  /** BCP 47 language of the document's text; Indonesian unless the document is in another. */
  lang?: string;
}

/** A new A4 document with the embedded fonts registered and the regular face selected. */
export function newPdf(meta: PdfMeta): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4.margin,
    bufferPages: true,
    lang: meta.lang ?? 'id-ID',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: meta.title,
      // pdfkit hashes every entry for the file id: no undefined ones
      ...(meta.subject && { Subject: meta.subject }),
      Author: meta.author ?? 'Portal Pajak',
      Creator: 'Portal Pajak',
      Producer: 'Portal Pajak (pdfkit)',
    },
  });
  const f = loadFonts();
  doc.registerFont(FONT.regular, f.regular);
  doc.registerFont(FONT.semibold, f.semibold);
  doc.registerFont(FONT.bold, f.bold);
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.text);
  return doc;
}

/**
 * Ends the document and resolves with its bytes. Writes "page n of m" and `footer` at the foot
 * of every page first (pages are buffered for that).
 */
export function pdfBytes(doc: Pdf, footer?: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const y = A4.height - A4.margin + 18;
      // writing below the bottom margin would add a page: lift it for the footer line
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
      if (footer) doc.text(footer, A4.margin, y, { width: contentWidth() - 80, lineBreak: false });
      doc.text(`Halaman ${i + 1} dari ${range.count}`, A4.width - A4.margin - 80, y, {
        width: 80,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
  });
}

export const contentWidth = () => A4.width - 2 * A4.margin;
