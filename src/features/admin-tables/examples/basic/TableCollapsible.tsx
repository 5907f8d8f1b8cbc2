import { ChevronDown } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/IconButton';
import { cn } from '@/lib/cn';
import { formatRupiah } from '@/lib/format';
import { SAMPLE_INVOICES } from '../sample-data';
import { numClass, tableClass, tdClass, thClass, thNumClass } from '../table-classes';

/** Payments of each bill (sample): two instalments, the first 60%. */
const paymentsOf = (total: number) => [
  { date: '2026-03-02', channel: 'BRIVA', amount: Math.round(total * 0.6) },
  { date: '2026-03-28', channel: 'Mandiri VA', amount: total - Math.round(total * 0.6) },
];

/** Collapsible rows: a disclosure button (aria-expanded, aria-controls) opens a row of details. */
export default function TableCollapsible() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">{t('adminTables.collapsible.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${thClass} w-12`}>
              <span className="sr-only">{t('adminTables.collapsible.details')}</span>
            </th>
            <th scope="col" className={thClass}>
              {t('adminTables.col.number')}
            </th>
            <th scope="col" className={thClass}>
              {t('adminTables.col.client')}
            </th>
            <th scope="col" className={thNumClass}>
              {t('adminTables.col.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SAMPLE_INVOICES.slice(0, 4).map((row) => {
            const expanded = open === row.nomor;
            const detailsId = `payments-${row.nomor}`;
            return (
              <Fragment key={row.nomor}>
                <tr className="hover:bg-text/4">
                  <td className={`${tdClass} px-2`}>
                    <IconButton
                      size="sm"
                      aria-label={t('adminTables.collapsible.toggle', { number: row.nomor })}
                      aria-expanded={expanded}
                      aria-controls={detailsId}
                      onClick={() => setOpen(expanded ? null : row.nomor)}
                    >
                      <ChevronDown
                        aria-hidden="true"
                        className={cn('size-4 transition-transform', expanded && 'rotate-180')}
                      />
                    </IconButton>
                  </td>
                  <th scope="row" className={`${tdClass} text-start font-medium`}>
                    {row.nomor}
                  </th>
                  <td className={tdClass}>{row.client}</td>
                  <td className={`${tdClass} ${numClass}`}>{formatRupiah(row.dpp + row.ppn)}</td>
                </tr>
                <tr id={detailsId} hidden={!expanded}>
                  <td colSpan={4} className="border-b border-divider bg-text/2 px-6 py-3">
                    <table className="w-full text-sm">
                      <caption className="pb-2 text-start font-medium">
                        {t('adminTables.collapsible.payments', { number: row.nomor })}
                      </caption>
                      <thead>
                        <tr className="text-text-muted">
                          <th scope="col" className="py-1 text-start font-medium">
                            {t('adminTables.col.date')}
                          </th>
                          <th scope="col" className="py-1 text-start font-medium">
                            {t('adminTables.col.channel')}
                          </th>
                          <th scope="col" className="py-1 text-end font-medium">
                            {t('adminTables.col.amount')}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {paymentsOf(row.dpp + row.ppn).map((p) => (
                          <tr key={p.date}>
                            <td className="py-1">{p.date}</td>
                            <td className="py-1">{p.channel}</td>
                            <td className="py-1 text-end tabular-nums">{formatRupiah(p.amount)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
