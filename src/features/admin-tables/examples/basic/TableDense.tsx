import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@/lib/format';
import { SAMPLE_INVOICES } from '../sample-data';
import { numClass, tableClass, thClass, thNumClass } from '../table-classes';

/** Dense: the same table with 36 px rows and a smaller text, for long lists on one screen. */
export default function TableDense() {
  const { t } = useTranslation();
  const cell = 'h-9 border-b border-divider px-3 text-[13px] whitespace-nowrap';
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">{t('adminTables.dense.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${thClass} h-10 px-3`}>
              {t('adminTables.col.number')}
            </th>
            <th scope="col" className={`${thClass} h-10 px-3`}>
              {t('adminTables.col.client')}
            </th>
            <th scope="col" className={`${thNumClass} h-10 px-3`}>
              {t('adminTables.col.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SAMPLE_INVOICES.slice(0, 8).map((row) => (
            <tr key={row.nomor} className="hover:bg-text/4">
              <th scope="row" className={`${cell} text-start font-medium`}>
                {row.nomor}
              </th>
              <td className={cell}>{row.client}</td>
              <td className={`${cell} ${numClass}`}>{formatRupiah(row.dpp + row.ppn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
