import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@/lib/format';
import { SAMPLE_INVOICES } from '../sample-data';
import { numClass, tableClass, tdClass, thClass, thNumClass } from '../table-classes';

/**
 * Sticky header: the table scrolls inside a 300 px box and its header row stays on top. The box
 * is focusable and named, so keyboard users can scroll it too.
 */
export default function TableStickyHeader() {
  const { t } = useTranslation();
  const sticky = `${thClass} sticky top-0 z-10`;
  return (
    <section
      aria-label={t('adminTables.sticky.caption')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="max-h-[300px] overflow-auto rounded focus-visible:outline-2 focus-visible:outline-primary"
    >
      <table className={tableClass}>
        <caption className="sr-only">{t('adminTables.sticky.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={sticky}>
              {t('adminTables.col.number')}
            </th>
            <th scope="col" className={sticky}>
              {t('adminTables.col.client')}
            </th>
            <th scope="col" className={`${thNumClass} sticky top-0 z-10`}>
              {t('adminTables.col.dpp')}
            </th>
            <th scope="col" className={`${thNumClass} sticky top-0 z-10`}>
              {t('adminTables.col.ppn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SAMPLE_INVOICES.map((row) => (
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
    </section>
  );
}
