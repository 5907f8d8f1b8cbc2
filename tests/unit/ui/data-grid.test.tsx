import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataGrid, type DataGridProps } from '@/components/ui/DataGrid';
import {
  createGridColumnHelper,
  type PaginationState,
  type SortingState,
} from '@/components/ui/grid-features';
import { ServerDataGrid } from '@/components/ui/ServerDataGrid';
import { renderUi } from './render';

type Invoice = { id: string; nomor: string; client: string; total: number };

const col = createGridColumnHelper<Invoice>();
const columns = col.columns([
  col.accessor('nomor', { header: 'Number' }),
  col.accessor('client', { header: 'Client' }),
  col.accessor('total', { header: 'Total', meta: { align: 'end' } }),
]);

const small: Invoice[] = [
  { id: 'a', nomor: 'INV-2', client: 'Budi', total: 300 },
  { id: 'b', nomor: 'INV-1', client: 'Ani', total: 100 },
  { id: 'c', nomor: 'INV-3', client: 'Citra', total: 200 },
];

// Server mode as DataGrid has it, and as ServerDataGrid (no in-memory row models) has it.
const serverGrids = [
  ['DataGrid mode="server"', (props: DataGridProps<Invoice>) => <DataGrid {...props} mode="server" />],
  ['ServerDataGrid', (props: DataGridProps<Invoice>) => <ServerDataGrid {...props} />],
] as const;

function ServerGrid({
  Grid,
  onPage,
}: {
  Grid: (props: DataGridProps<Invoice>) => ReactNode;
  onPage: (p: PaginationState) => void;
}) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [sorting, setSorting] = useState<SortingState>([]);
  return (
    <Grid
      label="Invoices"
      columns={columns}
      data={small}
      rowId="id"
      sorting={sorting}
      onSortingChange={setSorting}
      pagination={pagination}
      onPaginationChange={(p) => {
        onPage(p);
        setPagination(p);
      }}
      rowCount={53}
    />
  );
}

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body).getAllByRole('row');
}
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('DataGrid, client mode', () => {
  it('sorts in memory when a header is clicked and sets aria-sort', async () => {
    const user = userEvent.setup();
    renderUi(<DataGrid label="Invoices" columns={columns} data={small} rowId="id" />);
    expect(firstCells()).toEqual(['INV-2', 'INV-1', 'INV-3']);
    const totalHeader = screen.getByRole('columnheader', { name: /Total/ });
    expect(totalHeader).not.toHaveAttribute('aria-sort');
    await user.click(within(totalHeader).getByRole('button'));
    // Numbers sort ascending first, like every other column, then descending.
    expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['INV-1', 'INV-3', 'INV-2']);
    await user.click(within(totalHeader).getByRole('button'));
    expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['INV-2', 'INV-3', 'INV-1']);
    await user.click(screen.getByRole('button', { name: /Client/ }));
    expect(screen.getByRole('columnheader', { name: /Client/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(totalHeader).not.toHaveAttribute('aria-sort');
    expect(firstCells()).toEqual(['INV-1', 'INV-2', 'INV-3']);
  });

  it('starts a column that states its natural order (sortDescFirst) descending', async () => {
    const user = userEvent.setup();
    const newestFirst = col.columns([
      col.accessor('nomor', { header: 'Number', sortDescFirst: true }),
      col.accessor('total', { header: 'Total' }),
    ]);
    renderUi(<DataGrid label="Invoices" columns={newestFirst} data={small} rowId="id" />);
    await user.click(screen.getByRole('button', { name: /Number/ }));
    expect(firstCells()).toEqual(['INV-3', 'INV-2', 'INV-1']);
  });

  it('filters with globalFilter', () => {
    renderUi(<DataGrid label="Invoices" columns={columns} data={small} rowId="id" globalFilter="cit" />);
    expect(firstCells()).toEqual(['INV-3']);
  });

  it('renders at most ~100 of 10,000 rows and announces the full row count', () => {
    const many: Invoice[] = Array.from({ length: 10_000 }, (_, i) => ({
      id: String(i),
      nomor: `INV-${i}`,
      client: `Client ${i % 97}`,
      total: (i * 7919) % 10_000,
    }));
    // jsdom has no layout: give the grid's scroll area a 600 px viewport like a browser would.
    const spy = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.tagName === 'SECTION' ? 600 : 0;
    });
    renderUi(<DataGrid label="Invoices" columns={columns} data={many} rowId="id" />);
    spy.mockRestore();
    const rendered = bodyRows().filter((r) =>
      within(r)
        .queryAllByRole('cell')
        .some((c) => c.textContent),
    );
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThanOrEqual(100);
    expect(screen.getByRole('table', { name: 'Invoices' })).toHaveAttribute('aria-rowcount', '10001');
  });

  it('hides and shows columns from the column menu', async () => {
    const user = userEvent.setup();
    renderUi(<DataGrid label="Invoices" columns={columns} data={small} rowId="id" />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Show/hide columns' }));
    const clientItem = await screen.findByRole('menuitemcheckbox', { name: 'Client' });
    expect(clientItem).toHaveAttribute('aria-checked', 'true');
    await user.click(clientItem);
    expect(screen.queryByRole('columnheader', { name: /Client/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    // The menu stays open for several toggles.
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Client' }));
    expect(screen.getByRole('columnheader', { name: /Client/ })).toBeInTheDocument();
  });

  it('paginates in memory when asked', async () => {
    const user = userEvent.setup();
    const data = Array.from({ length: 23 }, (_, i) => ({
      id: String(i),
      nomor: `N${i}`,
      client: 'x',
      total: i,
    }));
    renderUi(
      <DataGrid label="Invoices" columns={columns} data={data} rowId="id" paginate initialPageSize={10} />,
    );
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });
});

describe.each(serverGrids)('%s', (_, Grid) => {
  it('does not sort itself: it calls onSortingChange and resets to the first page', async () => {
    const user = userEvent.setup();
    const onSortingChange = vi.fn();
    const onPaginationChange = vi.fn();
    renderUi(
      <Grid
        label="Invoices"
        columns={columns}
        data={small}
        rowId="id"
        sorting={[]}
        onSortingChange={onSortingChange}
        pagination={{ pageIndex: 2, pageSize: 10 }}
        onPaginationChange={onPaginationChange}
        rowCount={53}
      />,
    );
    await user.click(await screen.findByRole('button', { name: /Total/ }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'total', desc: false }]);
    await user.click(screen.getByRole('button', { name: /Client/ }));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'client', desc: false }]);
    expect(onPaginationChange).toHaveBeenCalledWith({ pageIndex: 0, pageSize: 10 });
    expect(firstCells()).toEqual(['INV-2', 'INV-1', 'INV-3']);
    expect(screen.getByText('Page 3 of 6')).toBeInTheDocument();
    expect(screen.getByText('21–30 of 53')).toBeInTheDocument();
  });

  it('drives page and page size through onPaginationChange', async () => {
    const user = userEvent.setup();
    const seen: PaginationState[] = [];
    renderUi(<ServerGrid Grid={Grid} onPage={(p) => seen.push(p)} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(seen.at(-1)).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(screen.getByText('Page 2 of 6')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(seen.at(-1)).toEqual({ pageIndex: 0, pageSize: 25 });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });
});

describe('DataGrid states and row actions', () => {
  it('shows skeleton rows while loading without data', () => {
    renderUi(<DataGrid label="Invoices" columns={columns} data={[]} rowId="id" loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('shows the empty state', () => {
    renderUi(<DataGrid label="Invoices" columns={columns} data={[]} rowId="id" />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('shows the error with a working Retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderUi(
      <DataGrid
        label="Invoices"
        columns={columns}
        data={[]}
        rowId="id"
        error="Server unavailable"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('opens a labelled actions menu per row and runs the chosen action', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    renderUi(
      <DataGrid
        label="Invoices"
        columns={columns}
        data={small}
        rowId="id"
        rowLabel={(r) => r.nomor}
        rowActions={(r) => [{ key: 'delete', label: 'Delete', danger: true, onSelect: () => onDelete(r.id) }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for INV-3' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('c');
  });
});
