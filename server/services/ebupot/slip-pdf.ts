import { eq } from 'drizzle-orm';
import type { Bupot } from '../../../contract/ebupot';
import { COUNTRIES } from '../../../contract/ebupot/countries';
import { verificationPayload } from '../../../contract/ebupot/verification';
import en from '../../../src/features/ebupot/locales/en.json';
import id from '../../../src/features/ebupot/locales/id.json';
import {
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatNik,
  formatNitku,
  formatNpwp,
  formatRupiah,
} from '../../../src/lib/format';
import type { DB } from '../../db/client';
import { bupot } from '../../db/schema';
import { notFound } from '../../lib/errors';
import {
  A4,
  bilingual,
  COLOR,
  contentWidth,
  drawLabel,
  FONT,
  fieldRows,
  newPdf,
  notice,
  pdfBytes,
  qrCode,
  rule,
  sectionTitle,
  titleBlock,
  watermark,
} from '../../lib/pdf';
import { joined, toApi } from './slip-mapping';

// The official withholding slip (bukti pemotongan) as a PDF: the same content as the print view
// (src/features/ebupot/components/SlipDocument.tsx), always in Indonesian whatever the reader's
// interface language, since it is a legal document; each label carries its English translation
// beneath. The caller checks who may read the slip (this renders any id it is given).

const { text: t, label: l } = bilingual(id, en);

const recipientIdText = (s: Bupot) =>
  s.recipientType === 'NPWP'
    ? formatNpwp(s.recipientId)
    : s.recipientType === 'NIK'
      ? formatNik(s.recipientId)
      : s.recipientId;

const rate = (bp: number) =>
  `${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(bp / 100)} %`;

function countryName(alpha3: string | null): string {
  if (!alpha3) return '';
  const alpha2 = COUNTRIES.get(alpha3);
  const name = alpha2 ? new Intl.DisplayNames(['id'], { type: 'region' }).of(alpha2) : undefined;
  return name && name !== alpha2 ? `${name} (${alpha3})` : alpha3;
}

/** The slip `slipId` as an A4 PDF (Indonesian, English beneath the labels); 404 when there is none. */
export async function renderSlipPdf(db: DB, slipId: number): Promise<Uint8Array<ArrayBuffer>> {
  const [row] = await joined(db).where(eq(bupot.id, slipId));
  if (!row) throw notFound('No such slip', 'not_found');
  return slipPdf(toApi(row));
}

/** File name for a slip's PDF: "bupot-2600000123-P1.pdf", "bupot-konsep-42.pdf". */
export const slipPdfName = (s: Pick<Bupot, 'id' | 'number' | 'revision'>) =>
  s.number ? `bupot-${s.number}${s.revision > 0 ? `-P${s.revision}` : ''}.pdf` : `bupot-konsep-${s.id}.pdf`;

export function slipPdf(slip: Bupot): Promise<Uint8Array<ArrayBuffer>> {
  const issued = slip.number !== null;
  const doc = newPdf({
    title: `${t('ebupot.doc.title')} ${slip.number ?? t('ebupot.draftNumber')}`,
    subject: t('ebupot.doc.subtitle', { pasal: slip.pasal }),
    author: slip.withholder.companyName ?? slip.withholder.nama,
  });

  // Header: title on the start side, number / kind / period on the end side.
  const top = doc.y;
  const boxWidth = 190;
  titleBlock(doc, {
    overline: t('ebupot.doc.authority'),
    title: t('ebupot.doc.title').toUpperCase(),
    subtitle: t('ebupot.doc.subtitle', { pasal: slip.pasal }),
    width: contentWidth() - boxWidth - 16,
  });
  const afterTitle = doc.y;
  const boxX = A4.width - A4.margin - boxWidth;
  doc.y = top;
  const kind =
    slip.revision > 0 ? t('ebupot.doc.kindCorrection', { n: slip.revision }) : t('ebupot.doc.kindNormal');
  fieldRows(
    doc,
    [
      { label: l('ebupot.doc.number'), value: slip.number ?? t('ebupot.draftNumber'), bold: true },
      { label: l('ebupot.doc.kind'), value: kind },
      { label: l('ebupot.doc.period'), value: formatMonthYear(slip.masa, slip.tahun, 'id') },
    ],
    78,
    boxX,
    boxWidth,
  );
  doc.x = A4.margin;
  doc.y = Math.max(doc.y, afterTitle) + 4;
  if (!issued) notice(doc, t('ebupot.doc.draftNotice'));

  sectionTitle(doc, l('ebupot.doc.recipient'), 'A');
  const recipientRows = [
    { label: l(`ebupot.idTypeLong.${slip.recipientType}`), value: recipientIdText(slip) },
    ...(slip.recipientType === 'NIK'
      ? [
          {
            label: l('ebupot.fields.recipientHasNpwp'),
            value: t(`ebupot.npwpStatus.${slip.recipientHasNpwp ? 'registered' : 'unregistered'}`),
          },
        ]
      : []),
    { label: l('ebupot.fields.recipientName'), value: slip.recipientName },
    ...(slip.recipientType === 'FOREIGN'
      ? [
          { label: l('ebupot.fields.recipientCountry'), value: countryName(slip.recipientCountry) },
          { label: l('ebupot.fields.recipientAddress'), value: slip.recipientAddress ?? '' },
        ]
      : [{ label: l('ebupot.fields.recipientNitku'), value: formatNitku(slip.recipientNitku) }]),
  ];
  fieldRows(doc, recipientRows);

  sectionTitle(doc, l('ebupot.doc.tax'), 'B');
  const sifat = slip.final === null ? '—' : slip.final ? t('ebupot.final.yes') : t('ebupot.final.no');
  fieldRows(doc, [
    { label: l('ebupot.fields.kodeObjek'), value: `${slip.kodeObjek} — ${slip.kodeNameId}` },
    {
      label: l('ebupot.doc.pasalFinal'),
      value: `${t('ebupot.pasalLabel', { pasal: slip.pasal })} · ${sifat}`,
    },
    {
      label: l('ebupot.fields.fasilitas'),
      value: `${t(`ebupot.fasilitas.${slip.fasilitas}`)}${slip.fasilitasNumber ? ` — ${slip.fasilitasNumber}` : ''}`,
    },
    { label: l('ebupot.fields.dpp'), value: formatRupiah(slip.dpp, { decimals: 2 }) },
    {
      label: l('ebupot.fields.rate'),
      value: `${rate(slip.rateBp)}${slip.higherRate ? ` (${t('ebupot.compute.higherRate')})` : ''}`,
    },
    { label: l('ebupot.fields.pph'), value: formatRupiah(slip.pph, { decimals: 2 }), bold: true },
    ...(slip.pphPayable !== slip.pph
      ? [
          {
            label: l('ebupot.fields.pphPayable'),
            value: `${formatRupiah(slip.pphPayable, { decimals: 2 })} (${t(`ebupot.compute.note.${slip.fasilitas === 'DTP' ? 'DTP' : 'SKB'}`)})`,
          },
        ]
      : []),
  ]);

  sectionTitle(doc, l('ebupot.doc.reference'), 'C');
  fieldRows(doc, [
    { label: l('ebupot.fields.docType'), value: t(`ebupot.docTypes.${slip.docType}`) },
    { label: l('ebupot.fields.docNumber'), value: slip.docNumber },
    { label: l('ebupot.fields.docDate'), value: formatDate(slip.docDate, 'id', { month: 'long' }) },
  ]);

  sectionTitle(doc, l('ebupot.doc.withholder'), 'D');
  fieldRows(doc, [
    { label: l('ebupot.doc.withholderNpwp'), value: formatNpwp(slip.withholder.npwp) },
    { label: l('ebupot.doc.withholderName'), value: slip.withholder.companyName ?? slip.withholder.nama },
    {
      label: l('ebupot.fields.withholdingDate'),
      value: formatDate(slip.withholdingDate, 'id', { month: 'long' }),
    },
    {
      label: l('ebupot.doc.signer'),
      value: slip.signer
        ? `${slip.signer.nama} — ${slip.signer.jabatan} (${t(`ebupot.actingAs.${slip.signer.bertindakSebagai}`)})`
        : '',
    },
    {
      label: l('ebupot.doc.issuedAt'),
      value: slip.issuedAt ? `${formatDateTime(slip.issuedAt, 'id', { month: 'long' })} WIB` : '',
    },
  ]);

  if (issued && slip.verificationCode) {
    rule(doc, 8, 10);
    const y = doc.y;
    const size = 92;
    qrCode(doc, verificationPayload(slip), A4.margin, y, size);
    const x = A4.margin + size + 16;
    const width = contentWidth() - size - 16;
    drawLabel(doc, l('ebupot.doc.verification'), x, y + 8, width);
    doc
      .font(FONT.bold)
      .fontSize(14)
      .fillColor(COLOR.text)
      .text(slip.verificationCode, x, doc.y + 2, { width });
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLOR.muted)
      .text(t('ebupot.doc.verificationNote'), x, doc.y + 4, {
        width,
      });
    doc.x = A4.margin;
    doc.y = Math.max(doc.y, y + size) + 6;
  }

  if (slip.status === 'cancelled') watermark(doc, t('ebupot.doc.watermarkCancelled'));
  else if (slip.status === 'replaced') watermark(doc, t('ebupot.doc.watermarkReplaced'));
  else if (!issued) watermark(doc, t('ebupot.draftNumber'));

  return pdfBytes(doc, `${t('ebupot.doc.title')} · ${slip.number ?? t('ebupot.draftNumber')}`);
}
