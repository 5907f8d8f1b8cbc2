// The grid bench's page: the portal's DataGrid (client mode) over 10,000 generated bills, with a
// filter box bound to its globalFilter, as the list pages use it. bench/grid.ts drives it.
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DataGrid } from '@/components/ui/DataGrid';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { formatDate, formatNpwp, formatRupiah } from '@/lib/format';
import '@/styles/index.css';

const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 10_000);

type Row = {
  id: string;
  nomor: string;
  client: string;
  npwp: string;
  tanggal: string;
  total: number;
  status: string;
};

const NAMES = ['PT Maju Jaya', 'CV Sinar Abadi', 'PT Nusantara Data', 'Koperasi Sejahtera', 'PT Bumi Karya'];
const STATUSES = ['MENUNGGU', 'TERBAYAR', 'KADALUARSA'];

function makeRows(count: number): Row[] {
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: count }, (_, i) => ({
    id: String(i),
    nomor: `INV-${String(i + 1).padStart(6, '0')}`,
    client: `${NAMES[Math.floor(rand() * NAMES.length)]} ${Math.floor(rand() * 900 + 100)}`,
    npwp: String(Math.floor(rand() * 1e16)).padStart(16, '0'),
    tanggal: new Date(Date.UTC(2025, 0, 1) + Math.floor(rand() * 365) * 86_400_000)
      .toISOString()
      .slice(0, 10),
    total: Math.floor(rand() * 100_000_000),
    status: STATUSES[Math.floor(rand() * STATUSES.length)],
  }));
}

const col = createGridColumnHelper<Row>();
const columns = col.columns([
  col.accessor('nomor', { header: 'Number' }),
  col.accessor('client', { header: 'Client', meta: { minWidth: 200 } }),
  col.accessor('npwp', { header: 'NPWP', cell: (c) => formatNpwp(c.getValue()), meta: { minWidth: 190 } }),
  col.accessor('tanggal', { header: 'Date', cell: (c) => formatDate(c.getValue(), 'id') }),
  col.accessor('total', {
    header: 'Total',
    cell: (c) => formatRupiah(c.getValue()),
    meta: { align: 'end', minWidth: 150 },
  }),
  col.accessor('status', { header: 'Status' }),
]);

function GridPage() {
  const data = useMemo(() => makeRows(ROWS), []);
  const [filter, setFilter] = useState('');
  return (
    <DataGrid
      label="Invoices"
      columns={columns}
      data={data}
      rowId="id"
      globalFilter={filter}
      maxHeight="700px"
      toolbar={
        <input
          type="search"
          aria-label="Filter"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="rounded border border-divider px-3 py-2"
        />
      }
    />
  );
}

createRoot(document.getElementById('root')!).render(<GridPage />);
