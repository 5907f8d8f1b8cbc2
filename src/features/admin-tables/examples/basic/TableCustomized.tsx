import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/Avatar';
import { Badge } from '@/components/ui/Badge';
import { formatRupiah } from '@/lib/format';
import { SAMPLE_INVOICES, STATUS_TONE } from '../sample-data';
import { numClass } from '../table-classes';

/** Customized: a header in the theme colour, striped rows, an avatar and a status chip per row. */
export default function TableCustomized() {
  const { t } = useTranslation();
  const th =
    'h-grid-header bg-primary-dark px-4 text-xs font-medium tracking-wide text-primary-contrast uppercase';
  const td = 'h-grid-row px-4 py-1 whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-md">
      <table className="w-full border-separate border-spacing-0 text-sm text-text">
        <caption className="sr-only">{t('adminTables.customized.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${th} text-start`}>
              {t('adminTables.col.client')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('adminTables.col.number')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('adminTables.col.status')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('adminTables.col.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SAMPLE_INVOICES.slice(0, 6).map((row) => (
            <tr key={row.nomor} className="odd:bg-text/4 hover:bg-primary/8">
              <th scope="row" className={`${td} text-start font-medium`}>
                <span className="flex items-center gap-3">
                  <Avatar name={row.client} size="sm" />
                  {row.client}
                </span>
              </th>
              <td className={td}>{row.nomor}</td>
              <td className={td}>
                <Badge size="sm" color={STATUS_TONE[row.status]}>
                  {t(`adminTables.status.${row.status}`)}
                </Badge>
              </td>
              <td className={`${td} ${numClass}`}>{formatRupiah(row.dpp + row.ppn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
