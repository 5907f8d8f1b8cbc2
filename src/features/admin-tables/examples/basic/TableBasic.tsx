import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@/lib/format';
import { SAMPLE_INVOICES } from '../sample-data';
import { numClass, tableClass, tdClass, thClass, thNumClass } from '../table-classes';

/** A plain table: a caption names it, header cells are scope="col", amounts align to the end. */
export default function TableBasic() {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">{t('adminTables.basic.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              {t('adminTables.col.number')}
            </th>
            <th scope="col" className={thClass}>
              {t('adminTables.col.client')}
            </th>
            <th scope="col" className={thNumClass}>
              {t('adminTables.col.dpp')}
            </th>
            <th scope="col" className={thNumClass}>
              {t('adminTables.col.ppn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SAMPLE_INVOICES.slice(0, 5).map((row) => (
            <tr key={row.nomor} className="hover:bg-text/4">
              <th scope="row" className={`${tdClass} text-start font-medium`}>
                {row.nomor}
              </th>
              <td className={tdClass}>{row.client}</td>
              <td className={`${tdClass} ${numClass}`}>{formatRupiah(row.dpp)}</td>
              <td className={`${tdClass} ${numClass}`}>{formatRupiah(row.ppn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
