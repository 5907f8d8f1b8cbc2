import type { Bupot } from '@contract/ebupot';
import { routePath } from '@contract/routes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InLanguage } from '@/components/ui/Bidi';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { linkClass } from '@/components/ui/tone';
import { formatMonthYear, formatRupiah } from '@/lib/format';
import { Ltr } from './Ltr';
import { formatRecipientId } from './recipient';
import { StatusBadge } from './StatusBadge';

const col = createGridColumnHelper<Bupot>();

/** The DJP list's columns; ids equal the server's sort keys where it sorts by them. */
export function useBupotColumns() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(
    () =>
      col.columns([
        col.accessor((s) => s.tahun * 100 + s.masa, {
          id: 'period',
          header: t('ebupot.columns.masa'),
          meta: { label: t('ebupot.columns.masa'), minWidth: 125 },
          cell: (c) => (
            <InLanguage>{formatMonthYear(c.row.original.masa, c.row.original.tahun, lng)}</InLanguage>
          ),
        }),
        col.accessor('kodeObjek', {
          header: t('ebupot.columns.kodeObjek'),
          meta: { label: t('ebupot.columns.kodeObjek'), minWidth: 110 },
          cell: (c) => (
            <span title={c.row.original.kodeNameId} className="tabular-nums">
              {c.getValue()}
            </span>
          ),
        }),
        col.accessor('number', {
          header: t('ebupot.columns.number'),
          meta: { label: t('ebupot.columns.number'), minWidth: 130 },
          enableHiding: false,
          cell: (c) => (
            <Link to={routePath('ebupotView', { id: c.row.original.id })} className={linkClass}>
              {c.getValue() ?? t('ebupot.draftNumber')}
            </Link>
          ),
        }),
        col.accessor('recipientName', {
          header: t('ebupot.columns.recipient'),
          meta: { label: t('ebupot.columns.recipient'), minWidth: 230, nowrap: false },
          cell: (c) => (
            <span className="flex flex-col leading-tight">
              <span className="truncate">{c.getValue()}</span>
              <span className="text-xs text-text-muted tabular-nums">
                {t(`ebupot.idType.${c.row.original.recipientType}`)}{' '}
                <Ltr>{formatRecipientId(c.row.original.recipientType, c.row.original.recipientId)}</Ltr>
              </span>
            </span>
          ),
        }),
        col.accessor('dpp', {
          header: t('ebupot.columns.dpp'),
          meta: { label: t('ebupot.columns.dpp'), align: 'end', minWidth: 135 },
          cell: (c) => <span className="tabular-nums">{formatRupiah(c.getValue())}</span>,
        }),
        col.accessor('pph', {
          header: t('ebupot.columns.pph'),
          meta: { label: t('ebupot.columns.pph'), align: 'end', minWidth: 125 },
          cell: (c) => <span className="tabular-nums">{formatRupiah(c.getValue())}</span>,
        }),
        col.accessor('status', {
          header: t('ebupot.columns.status'),
          meta: { label: t('ebupot.columns.status'), minWidth: 120 },
          cell: (c) => <StatusBadge status={c.getValue()} revision={c.row.original.revision} />,
        }),
      ]),
    [t, lng],
  );
}
