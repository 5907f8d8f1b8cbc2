import type { Bupot } from '@contract/ebupot';
import { COUNTRIES } from '@contract/ebupot/countries';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InLanguage } from '@/components/ui/Bidi';
import { cn } from '@/lib/cn';
import {
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatNitku,
  formatNpwp,
  formatRupiah,
  localeFor,
} from '@/lib/format';
import { Ltr } from './Ltr';
import { QrCode, verificationPayload } from './QrCode';
import { formatRate, formatRecipientId } from './recipient';

/** "Singapore (SGP)" in the interface language; the code alone when the browser has no name for it. */
function countryName(alpha3: string | null, lng: string): string | null {
  if (!alpha3) return null;
  const alpha2 = COUNTRIES.get(alpha3);
  const name = alpha2 ? new Intl.DisplayNames([lng], { type: 'region' }).of(alpha2) : undefined;
  return name && name !== alpha2 ? `${name} (${alpha3})` : alpha3;
}

function Section({ letter, title, children }: { letter: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="border-t border-divider pt-3">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-text uppercase">
        <span className="me-2">{letter}.</span>
        {title}
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
        {children}
      </dl>
    </section>
  );
}

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt className="text-text-muted">{label}</dt>
      <dd className="font-medium break-words text-text" data-testid={testId}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </dd>
    </>
  );
}

/** The slip as an A4 document (what "Print / Save as PDF" prints): every field, number, signer, QR. */
export function SlipDocument({ slip }: { slip: Bupot }) {
  const { t, i18n } = useTranslation();
  // A legal document: printed in Indonesian whatever the interface language (issue 21); a label
  // carries the interface language's words beneath it. The server's PDF (slip-pdf.ts) says the same.
  const { t: tId } = useTranslation(undefined, { lng: 'id', useSuspense: false });
  const lng = 'id';
  const ui = i18n.language;
  const locale = localeFor(lng);
  const both = (key: string, vars?: Record<string, unknown>): ReactNode => {
    const main = tId(key, vars);
    const other = ui.startsWith('id') ? null : t(key, vars);
    return other && other !== main ? (
      <>
        {main}
        <span lang={ui} className="block text-xs font-normal tracking-normal normal-case text-text-muted">
          {other}
        </span>
      </>
    ) : (
      main
    );
  };
  const issued = slip.number !== null;
  const watermark =
    slip.status === 'cancelled'
      ? tId('ebupot.doc.watermarkCancelled')
      : slip.status === 'replaced'
        ? tId('ebupot.doc.watermarkReplaced')
        : null;
  const sifat = slip.final === null ? '—' : slip.final ? tId('ebupot.final.yes') : tId('ebupot.final.no');
  return (
    <article
      data-print-area="slip"
      lang="id"
      aria-labelledby="bupot-doc-title"
      className="relative mx-auto w-full max-w-[210mm] overflow-hidden rounded bg-paper p-5 text-text shadow-[0_2px_10px_0_rgb(76_78_100/0.22)] sm:p-8 print:max-w-none print:p-0 print:shadow-none"
    >
      {watermark && (
        <p
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex items-center justify-center text-6xl font-black tracking-widest text-error/15 uppercase select-none sm:text-7xl"
          style={{ transform: 'rotate(-24deg)' }}
        >
          {watermark}
        </p>
      )}
      <header className="mb-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-text-muted uppercase">
            {tId('ebupot.doc.authority')}
          </p>
          <h2 id="bupot-doc-title" className="text-lg font-bold text-text uppercase">
            {both('ebupot.doc.title')}
          </h2>
          <p className="text-sm text-text-muted">{tId('ebupot.doc.subtitle', { pasal: slip.pasal })}</p>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-text-muted">{both('ebupot.doc.number')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="bupot-number">
            {slip.number ?? tId('ebupot.draftNumber')}
          </dd>
          <dt className="text-text-muted">{both('ebupot.doc.kind')}</dt>
          <dd className="font-medium">
            {slip.revision > 0
              ? both('ebupot.doc.kindCorrection', { n: slip.revision })
              : both('ebupot.doc.kindNormal')}
          </dd>
          <dt className="text-text-muted">{both('ebupot.doc.period')}</dt>
          <dd className="font-medium">
            <InLanguage>{formatMonthYear(slip.masa, slip.tahun, lng)}</InLanguage>
          </dd>
        </dl>
      </header>
      {!issued && (
        <p className="mb-4 rounded border border-warning px-3 py-2 text-sm font-medium text-text">
          {tId('ebupot.doc.draftNotice')}
        </p>
      )}

      <div className="flex flex-col gap-4">
        <Section letter="A" title={both('ebupot.doc.recipient')}>
          <Row label={both(`ebupot.idTypeLong.${slip.recipientType}`)}>
            <Ltr className="tabular-nums">{formatRecipientId(slip.recipientType, slip.recipientId)}</Ltr>
          </Row>
          {slip.recipientType === 'NIK' && (
            <Row label={both('ebupot.fields.recipientHasNpwp')} testId="bupot-npwp-status">
              {tId(`ebupot.npwpStatus.${slip.recipientHasNpwp ? 'registered' : 'unregistered'}`)}
            </Row>
          )}
          <Row label={both('ebupot.fields.recipientName')}>{slip.recipientName}</Row>
          {slip.recipientType === 'FOREIGN' ? (
            <>
              <Row label={both('ebupot.fields.recipientCountry')}>
                {countryName(slip.recipientCountry, lng)}
              </Row>
              <Row label={both('ebupot.fields.recipientAddress')}>{slip.recipientAddress}</Row>
            </>
          ) : (
            <Row label={both('ebupot.fields.recipientNitku')}>
              {slip.recipientNitku ? (
                <Ltr className="tabular-nums">{formatNitku(slip.recipientNitku)}</Ltr>
              ) : null}
            </Row>
          )}
        </Section>

        <Section letter="B" title={both('ebupot.doc.tax')}>
          <Row label={both('ebupot.fields.kodeObjek')}>
            <span className="tabular-nums">{slip.kodeObjek}</span> — {slip.kodeNameId}
          </Row>
          <Row label={both('ebupot.doc.pasalFinal')}>
            {tId('ebupot.pasalLabel', { pasal: slip.pasal })} · {sifat}
          </Row>
          <Row label={both('ebupot.fields.fasilitas')}>
            {tId(`ebupot.fasilitas.${slip.fasilitas}`)}
            {slip.fasilitasNumber ? ` — ${slip.fasilitasNumber}` : ''}
          </Row>
          <Row label={both('ebupot.fields.dpp')}>
            <Ltr className="tabular-nums">{formatRupiah(slip.dpp, { decimals: 2 })}</Ltr>
          </Row>
          <Row label={both('ebupot.fields.rate')}>
            <span className="tabular-nums">{formatRate(slip.rateBp, locale)}</span>
            {slip.higherRate && (
              <span className="ms-2 text-xs text-text-muted">{tId('ebupot.compute.higherRate')}</span>
            )}
          </Row>
          <Row label={both('ebupot.fields.pph')} testId="bupot-pph">
            <Ltr className="tabular-nums">{formatRupiah(slip.pph, { decimals: 2 })}</Ltr>
          </Row>
          {slip.pphPayable !== slip.pph && (
            <Row label={both('ebupot.fields.pphPayable')}>
              <Ltr className="tabular-nums">{formatRupiah(slip.pphPayable, { decimals: 2 })}</Ltr>
              <span className="ms-2 text-xs text-text-muted">
                {tId(`ebupot.compute.note.${slip.fasilitas === 'DTP' ? 'DTP' : 'SKB'}`)}
              </span>
            </Row>
          )}
        </Section>

        <Section letter="C" title={both('ebupot.doc.reference')}>
          <Row label={both('ebupot.fields.docType')}>{tId(`ebupot.docTypes.${slip.docType}`)}</Row>
          <Row label={both('ebupot.fields.docNumber')}>{slip.docNumber}</Row>
          <Row label={both('ebupot.fields.docDate')}>
            <InLanguage>{formatDate(slip.docDate, lng, { month: 'long' })}</InLanguage>
          </Row>
        </Section>

        <Section letter="D" title={both('ebupot.doc.withholder')}>
          <Row label={both('ebupot.doc.withholderNpwp')}>
            {slip.withholder.npwp ? (
              <Ltr className="tabular-nums">{formatNpwp(slip.withholder.npwp)}</Ltr>
            ) : null}
          </Row>
          <Row label={both('ebupot.doc.withholderName')}>
            {slip.withholder.companyName ?? slip.withholder.nama}
          </Row>
          <Row label={both('ebupot.fields.withholdingDate')}>
            <InLanguage>{formatDate(slip.withholdingDate, lng, { month: 'long' })}</InLanguage>
          </Row>
          <Row label={both('ebupot.doc.signer')}>
            {slip.signer
              ? `${slip.signer.nama} — ${slip.signer.jabatan} (${tId(`ebupot.actingAs.${slip.signer.bertindakSebagai}`)})`
              : ''}
          </Row>
          <Row label={both('ebupot.doc.issuedAt')} testId="bupot-issued-at">
            {slip.issuedAt ? <InLanguage>{formatDateTime(slip.issuedAt, lng)}</InLanguage> : ''}
          </Row>
        </Section>

        {issued && slip.verificationCode && (
          <section className={cn('flex flex-wrap items-center gap-4 border-t border-divider pt-4')}>
            <QrCode
              className="size-32 shrink-0"
              label={tId('ebupot.doc.qrLabel', { number: slip.number })}
              text={verificationPayload(slip)}
            />
            <div className="min-w-0 text-sm">
              <p className="text-text-muted">{tId('ebupot.doc.verification')}</p>
              <p className="font-mono text-lg font-semibold tracking-widest" data-testid="bupot-verification">
                {slip.verificationCode}
              </p>
              <p className="mt-1 max-w-sm text-xs text-text-muted">{tId('ebupot.doc.verificationNote')}</p>
            </div>
          </section>
        )}
      </div>
    </article>
  );
}
