import type { Fasilitas, KodeObjekPajak, RecipientType } from '@contract/ebupot';
import { computeBupot, percentToBp } from '@contract/ebupot/compute';
import { useTranslation } from 'react-i18next';
import { formatRupiah, localeFor } from '@/lib/format';
import { formatRate } from './recipient';

/**
 * Rate and PPh as the server will compute them (the same shared function), updated as the user
 * types. The server recomputes on save; this is a preview.
 */
export function ComputePreview({
  code,
  recipientType,
  recipientHasNpwp,
  fasilitas,
  manualRate,
  dpp,
}: {
  code: KodeObjekPajak | null;
  recipientType: RecipientType;
  recipientHasNpwp: boolean;
  fasilitas: Fasilitas;
  manualRate: string;
  dpp: number | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeFor(i18n.language);
  const manual = fasilitas === 'SKD' || fasilitas === 'ETC' ? percentToBp(manualRate) : null;
  const result =
    code && dpp !== null && dpp > 0 && Number.isSafeInteger(dpp)
      ? computeBupot({ code, recipientType, recipientHasNpwp, fasilitas, manualRateBp: manual, dpp })
      : null;
  const rate = code
    ? (result?.rateBp ??
      computeBupot({ code, recipientType, recipientHasNpwp, fasilitas, manualRateBp: manual, dpp: 0 }).rateBp)
    : null;
  return (
    <section aria-labelledby="bupot-compute" className="rounded border border-divider bg-text/3 p-4">
      <p id="bupot-compute" className="text-sm font-medium text-text">
        {t('ebupot.compute.title')}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-3" aria-live="polite">
        <div>
          <dt className="text-xs text-text-muted">{t('ebupot.fields.rate')}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="preview-rate">
            {rate === null ? '—' : formatRate(rate, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-text-muted">{t('ebupot.fields.pph')}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="preview-pph">
            {result ? formatRupiah(result.pph) : '—'}
          </dd>
        </div>
      </dl>
      <ul className="mt-2 flex flex-col gap-1 text-xs text-text-muted">
        {result?.higherRate && <li>{t('ebupot.compute.higherRate')}</li>}
        {fasilitas === 'DTP' && <li>{t('ebupot.compute.note.DTP')}</li>}
        {fasilitas.startsWith('TaxEx') && <li>{t('ebupot.compute.note.SKB')}</li>}
        {fasilitas === 'PP23' && <li>{t('ebupot.compute.note.PP23')}</li>}
        {(fasilitas === 'SKD' || fasilitas === 'ETC') && <li>{t('ebupot.compute.note.manual')}</li>}
        <li>{t('ebupot.compute.rounding')}</li>
      </ul>
    </section>
  );
}
