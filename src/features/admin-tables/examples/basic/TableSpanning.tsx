import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@/lib/format';
import { headerCell, numClass, tableClass, tdClass, thClass, thNumClass } from '../table-classes';

const LINES = [
  { item: 'Jasa konsultasi pajak', qty: 10, price: 1_500_000 },
  { item: 'Pelaporan SPT Masa PPN', qty: 3, price: 750_000 },
  { item: 'Pendampingan pemeriksaan', qty: 2, price: 4_000_000 },
];
const PPN_RATE = 0.11;

/** Spanning: a header cell over two columns (colspan) and the totals' labels over three. */
export default function TableSpanning() {
  const { t } = useTranslation();
  const subtotal = LINES.reduce((sum, l) => sum + l.qty * l.price, 0);
  const ppn = Math.round(subtotal * PPN_RATE);
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">{t('adminTables.spanning.caption')}</caption>
        <thead>
          <tr>
            <th scope="colgroup" colSpan={3} className={`${headerCell} text-center`}>
              {t('adminTables.spanning.details')}
            </th>
            <th scope="col" className={thNumClass}>
              {t('adminTables.spanning.price')}
            </th>
          </tr>
          <tr>
            <th scope="col" className={thClass}>
              {t('adminTables.spanning.item')}
            </th>
            <th scope="col" className={thNumClass}>
              {t('adminTables.spanning.qty')}
            </th>
            <th scope="col" className={thNumClass}>
              {t('adminTables.spanning.unit')}
            </th>
            <th scope="col" className={thNumClass}>
              {t('adminTables.spanning.sum')}
            </th>
          </tr>
        </thead>
        <tbody>
          {LINES.map((line) => (
            <tr key={line.item}>
              <th scope="row" className={`${tdClass} text-start font-normal`}>
                {line.item}
              </th>
              <td className={`${tdClass} ${numClass}`}>{line.qty}</td>
              <td className={`${tdClass} ${numClass}`}>{formatRupiah(line.price)}</td>
              <td className={`${tdClass} ${numClass}`}>{formatRupiah(line.qty * line.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className={`${tdClass} text-end font-medium`}>
              {t('adminTables.spanning.subtotal')}
            </th>
            <td className={`${tdClass} ${numClass}`}>{formatRupiah(subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className={`${tdClass} text-end font-medium`}>
              {t('adminTables.spanning.ppn', { rate: PPN_RATE * 100 })}
            </th>
            <td className={`${tdClass} ${numClass}`}>{formatRupiah(ppn)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className={`${tdClass} text-end font-semibold`}>
              {t('adminTables.spanning.total')}
            </th>
            <td className={`${tdClass} ${numClass} font-semibold`}>{formatRupiah(subtotal + ppn)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
