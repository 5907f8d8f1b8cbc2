import type { TaxpayerRow } from '@contract/table-data';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { formatDate, formatNpwp, formatRupiah } from '@/lib/format';

// What the client-side grids of the showcase share: 60 sample taxpayers (made in the browser, the
// same on every load) and their columns. The server-side example reads the seeded table instead.

const NAMES = [
  'Agus Santoso',
  'PT Sinar Logistik',
  'Citra Kusuma',
  'CV Maju Bersama',
  'Dewi Lestari',
  'PT Cahaya Digital',
];
const CITIES = ['Jakarta', 'Surabaya', 'Bandung', 'Medan', 'Denpasar', 'Makassar', 'Semarang'];

export const SAMPLE_TAXPAYERS: TaxpayerRow[] = Array.from({ length: 60 }, (_, index) => {
  const i = index + 1;
  const nama = `${NAMES[i % NAMES.length]} ${String(i).padStart(2, '0')}`;
  return {
    id: i,
    nama,
    npwp: String(3171_0000_0000_0000 + i * 7_919_101),
    kota: CITIES[(i * 3) % CITIES.length],
    jenis: nama.startsWith('PT') || nama.startsWith('CV') ? 'BADAN' : 'ORANG_PRIBADI',
    status: i % 11 === 0 ? 'NON_EFEKTIF' : i % 17 === 0 ? 'DIHAPUS' : 'AKTIF',
    terdaftar: new Date(Date.UTC(2015, 0, 1 + i * 53)).toISOString().slice(0, 10),
    omzet: ((i * 7_919) % 997) * 1_250_000 + 5_000_000,
  };
});

export const STATUS_TONE = { AKTIF: 'success', NON_EFEKTIF: 'warning', DIHAPUS: 'secondary' } as const;

export const taxpayerColumnHelper = createGridColumnHelper<TaxpayerRow>();
const col = taxpayerColumnHelper;

/** The taxpayer columns, translated (memoized on the language). */
export function useTaxpayerColumns() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(
    () =>
      col.columns([
        col.accessor('nama', { header: t('adminTables.col.name'), meta: { minWidth: 200 } }),
        col.accessor('npwp', {
          header: t('adminTables.col.npwp'),
          cell: (c) => formatNpwp(c.getValue()),
          meta: { ltr: true, minWidth: 190 },
        }),
        col.accessor('kota', { header: t('adminTables.col.city') }),
        col.accessor('jenis', {
          header: t('adminTables.col.kind'),
          cell: (c) => t(`adminTables.kind.${c.getValue()}`),
        }),
        col.accessor('status', {
          header: t('adminTables.col.status'),
          cell: (c) => (
            <Badge size="sm" color={STATUS_TONE[c.getValue()]}>
              {t(`adminTables.taxpayerStatus.${c.getValue()}`)}
            </Badge>
          ),
        }),
        col.accessor('terdaftar', {
          header: t('adminTables.col.registered'),
          cell: (c) => formatDate(c.getValue(), lng),
        }),
        col.accessor('omzet', {
          header: t('adminTables.col.turnover'),
          cell: (c) => formatRupiah(c.getValue()),
          meta: { align: 'end', minWidth: 170 },
        }),
      ]),
    [t, lng],
  );
}
