import type { SptMasaSummary } from '@contract/ebupot-report';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber, formatRupiah } from '@/lib/format';
import { Ltr } from './Ltr';

const th = 'px-3 py-2 text-start text-xs font-medium uppercase tracking-wide text-text-muted';
const td = 'px-3 py-2 align-top';
const num = 'px-3 py-2 text-end tabular-nums align-top';

/**
 * The SPT Masa PPh Unifikasi of a masa: issued slips by tax type (pasal) and kode objek pajak
 * with their totals, then the deposits made (kode billing, NTPN). Shown on the masa's page and
 * in the "mark reported" confirmation.
 */
export function SptSummary({ summary, compact = false }: { summary: SptMasaSummary; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const paid = summary.deposits.filter((d) => d.status === 'paid');
  const nameOf = (l: SptMasaSummary['lines'][number]) => (lng === 'id' ? l.nameId : l.nameEn);
  return (
    <div className="flex flex-col gap-4" data-testid="spt-summary">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="sr-only">{t('ebupotMasa.summary.caption')}</caption>
          <thead className="border-b border-divider">
            <tr>
              <th scope="col" className={th}>
                {t('ebupotMasa.summary.pasal')}
              </th>
              <th scope="col" className={th}>
                {t('ebupotMasa.summary.code')}
              </th>
              <th scope="col" className={`${th} text-end`}>
                {t('ebupotMasa.summary.count')}
              </th>
              <th scope="col" className={`${th} text-end`}>
                {t('ebupotMasa.summary.dpp')}
              </th>
              <th scope="col" className={`${th} text-end`}>
                {t('ebupotMasa.summary.pph')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-divider">
            {summary.lines.length === 0 ? (
              <tr>
                <td colSpan={5} className={`${td} text-text-muted`}>
                  {t('ebupotMasa.summary.none')}
                </td>
              </tr>
            ) : (
              summary.lines.map((l) => (
                <tr key={l.kodeObjek}>
                  <td className={td}>{t('ebupotMasa.summary.pasalName', { pasal: l.pasal })}</td>
                  <td className={td}>
                    <Ltr>{l.kodeObjek}</Ltr>
                    {!compact && <span className="block text-xs text-text-muted">{nameOf(l)}</span>}
                  </td>
                  <td className={num}>{formatNumber(l.count, lng)}</td>
                  <td className={num}>{formatRupiah(l.dpp)}</td>
                  <td className={num}>
                    {formatRupiah(l.pph)}
                    {l.pphPayable !== l.pph && (
                      <span className="block text-xs text-text-muted">
                        {t('ebupotMasa.summary.payable', { amount: formatRupiah(l.pphPayable) })}
                      </span>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot className="border-t-2 border-divider font-semibold">
            <tr>
              <th scope="row" colSpan={2} className={th}>
                {t('ebupotMasa.summary.total')}
              </th>
              <td className={num} data-testid="spt-total-count">
                {formatNumber(summary.totals.count, lng)}
              </td>
              <td className={num}>{formatRupiah(summary.totals.dpp)}</td>
              <td className={num} data-testid="spt-total-pph">
                {formatRupiah(summary.totals.pph)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div>
        <h3 className="mb-1 text-sm font-medium text-text">{t('ebupotMasa.summary.deposits')}</h3>
        {paid.length === 0 ? (
          <p className="text-sm text-text-muted">{t('ebupotMasa.summary.noDeposits')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" data-testid="spt-deposits">
            {paid.map((d) => (
              <li key={d.id} className="flex flex-wrap gap-x-3">
                <Ltr>
                  {d.kap}-{d.kjs}
                </Ltr>
                <span className="tabular-nums">{formatRupiah(d.amount)}</span>
                <span>
                  {t('ebupotMasa.deposit.ntpn')} <Ltr className="font-mono">{d.ntpn}</Ltr>
                </span>
                {d.paidAt && <span className="text-text-muted">{formatDateTime(d.paidAt, lng)}</span>}
                {d.simulation && (
                  <span className="text-text-muted">({t('ebupotMasa.deposit.simulated')})</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
