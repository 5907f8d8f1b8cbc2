import { encode } from 'uqr';
import { A4, COLOR, contentWidth, FONT, type Pdf } from './document';

// Building blocks every document shares: a title block, section titles, label/value rows
// (a label may carry its translation beneath, in smaller grey type), tables, a QR code, a rule.

/** A label in the document's language, with an optional translation shown beneath it. */
export interface Label {
  text: string;
  translation?: string;
}

export interface FieldRow {
  label: Label;
  value: string;
  bold?: boolean;
}

const PAGE_BOTTOM = () => A4.height - A4.margin;

/** Starts a new page when fewer than `height` points are left. */
export function ensureSpace(doc: Pdf, height: number) {
  if (doc.y + height > PAGE_BOTTOM()) doc.addPage();
}

export function rule(doc: Pdf, gapBefore = 6, gapAfter = 8) {
  doc.y += gapBefore;
  doc
    .moveTo(A4.margin, doc.y)
    .lineTo(A4.width - A4.margin, doc.y)
    .lineWidth(0.6)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.y += gapAfter;
}

/** Document title block: a small overline, the title, a subtitle. */
export function titleBlock(
  doc: Pdf,
  t: { overline?: string; title: string; subtitle?: string; width?: number },
) {
  const width = t.width ?? contentWidth();
  const x = A4.margin;
  if (t.overline)
    doc
      .font(FONT.semibold)
      .fontSize(8)
      .fillColor(COLOR.muted)
      .text(t.overline.toUpperCase(), x, doc.y, { width, characterSpacing: 0.4 });
  doc.font(FONT.bold).fontSize(15).fillColor(COLOR.text).text(t.title, x, doc.y, { width });
  if (t.subtitle)
    doc.font(FONT.regular).fontSize(10).fillColor(COLOR.muted).text(t.subtitle, x, doc.y, { width });
}

/** "A. IDENTITAS PENERIMA" with its translation beside it in grey. */
export function sectionTitle(doc: Pdf, label: Label, letter?: string) {
  ensureSpace(doc, 60);
  rule(doc, 8, 6);
  const title = `${letter ? `${letter}. ` : ''}${label.text.toUpperCase()}`;
  doc
    .font(FONT.bold)
    .fontSize(9.5)
    .fillColor(COLOR.text)
    .text(title, A4.margin, doc.y, { continued: Boolean(label.translation), characterSpacing: 0.3 });
  if (label.translation)
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLOR.muted)
      .text(`   ${label.translation}`, { characterSpacing: 0 });
  doc.y += 4;
}

function labelHeight(doc: Pdf, label: Label, width: number) {
  doc.font(FONT.regular).fontSize(9);
  let h = doc.heightOfString(label.text, { width });
  if (label.translation) {
    doc.fontSize(7);
    h += doc.heightOfString(label.translation, { width });
  }
  return h;
}

/** Draws a label (and its translation beneath) at x, y; returns its height. */
export function drawLabel(doc: Pdf, label: Label, x: number, y: number, width: number, size = 9) {
  doc.font(FONT.regular).fontSize(size).fillColor(COLOR.muted).text(label.text, x, y, { width });
  if (label.translation)
    doc
      .fontSize(size - 2)
      .fillColor(COLOR.muted)
      .text(label.translation, x, doc.y, { width, oblique: 8 });
  return doc.y - y;
}

/** Label/value rows in two columns (label column `labelWidth` points wide). */
export function fieldRows(
  doc: Pdf,
  rows: FieldRow[],
  labelWidth = 170,
  x: number = A4.margin,
  width: number = contentWidth(),
) {
  const valueX = x + labelWidth + 12;
  const valueWidth = width - labelWidth - 12;
  for (const row of rows) {
    const value = row.value === '' ? '—' : row.value;
    doc.font(row.bold ? FONT.bold : FONT.semibold).fontSize(9.5);
    const h = Math.max(
      labelHeight(doc, row.label, labelWidth),
      doc.heightOfString(value, { width: valueWidth }),
    );
    ensureSpace(doc, h + 4);
    const y = doc.y;
    drawLabel(doc, row.label, x, y, labelWidth);
    doc
      .font(row.bold ? FONT.bold : FONT.semibold)
      .fontSize(9.5)
      .fillColor(COLOR.text)
      .text(value, valueX, y, { width: valueWidth });
    doc.x = x;
    doc.y = y + h + 4;
  }
}

export interface Column<Row> {
  label: Label;
  width: number;
  align?: 'left' | 'right' | 'center';
  value: (row: Row) => string;
}

/** A table with a grey header band; repeats the header on each new page. */
export function table<Row>(doc: Pdf, columns: Column<Row>[], rows: Row[], totals?: string[]) {
  const x0 = A4.margin;
  const pad = 4;
  const header = () => {
    const heights = columns.map((c) => labelHeight(doc, c.label, c.width - 2 * pad));
    const h = Math.max(...heights) + 2 * pad;
    ensureSpace(doc, h + 20);
    const y = doc.y;
    doc.rect(x0, y, contentWidth(), h).fill(COLOR.band);
    let x = x0;
    for (const c of columns) {
      doc.font(FONT.semibold).fontSize(8).fillColor(COLOR.text);
      doc.text(c.label.text, x + pad, y + pad, { width: c.width - 2 * pad, align: c.align ?? 'left' });
      if (c.label.translation)
        doc
          .font(FONT.regular)
          .fontSize(6.5)
          .fillColor(COLOR.muted)
          .text(c.label.translation, x + pad, doc.y, { width: c.width - 2 * pad, align: c.align ?? 'left' });
      x += c.width;
    }
    doc.y = y + h;
  };
  const line = (cells: string[], bold: boolean) => {
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(8.5);
    const h =
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: columns[i].width - 2 * pad })),
      ) +
      2 * pad;
    if (doc.y + h > PAGE_BOTTOM()) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    let x = x0;
    cells.forEach((cell, i) => {
      doc
        .font(bold ? FONT.bold : FONT.regular)
        .fontSize(8.5)
        .fillColor(COLOR.text)
        .text(cell, x + pad, y + pad, {
          width: columns[i].width - 2 * pad,
          align: columns[i].align ?? 'left',
        });
      x += columns[i].width;
    });
    doc
      .moveTo(x0, y + h)
      .lineTo(x0 + contentWidth(), y + h)
      .lineWidth(0.4)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.y = y + h;
  };
  header();
  for (const row of rows)
    line(
      columns.map((c) => c.value(row)),
      false,
    );
  if (totals) line(totals, true);
  doc.x = x0;
}

/** A QR code (black on white) of `size` points at x, y. */
export function qrCode(doc: Pdf, text: string, x: number, y: number, size: number) {
  const { data, size: n } = encode(text, { ecc: 'M', border: 2 });
  const cell = size / n;
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) if (data[r][c]) doc.rect(x + c * cell, y + r * cell, cell, cell);
  doc.fill('#000000');
}

/** A large pale word across every page (DIBATALKAN, DIGANTI, KONSEP). */
export function watermark(doc: Pdf, text: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.save();
    doc.rotate(-24, { origin: [A4.width / 2, A4.height / 2] });
    doc
      .font(FONT.bold)
      .fontSize(72)
      .fillColor(COLOR.error)
      .fillOpacity(0.12)
      .text(text.toUpperCase(), 0, A4.height / 2 - 40, {
        width: A4.width,
        align: 'center',
        lineBreak: false,
      });
    doc.restore();
  }
}

/** A boxed notice (e.g. a draft's or a simulation's warning). */
export function notice(doc: Pdf, text: string, color: string = COLOR.warning) {
  doc.font(FONT.semibold).fontSize(9);
  const h = doc.heightOfString(text, { width: contentWidth() - 16 }) + 12;
  ensureSpace(doc, h + 6);
  const y = doc.y;
  doc.roundedRect(A4.margin, y, contentWidth(), h, 3).lineWidth(1).strokeColor(color).stroke();
  doc.fillColor(COLOR.text).text(text, A4.margin + 8, y + 6, { width: contentWidth() - 16 });
  doc.x = A4.margin;
  doc.y = y + h + 6;
}
