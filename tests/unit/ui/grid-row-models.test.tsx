import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { DataGrid } from '@/components/ui/DataGrid';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { ascendingOrder, naturalKey } from '@/components/ui/grid-row-models';
import { testI18n } from './i18n';
import { renderUi } from './render';

// The client grid's own sorted and filtered row models (src/components/ui/grid-row-models.ts).

type Bill = { id: string; nomor: string; client: string; total: number };

const col = createGridColumnHelper<Bill>();
const columns = col.columns([
  col.accessor('nomor', { header: 'Number' }),
  col.accessor('client', { header: 'Client' }),
  col.accessor('total', { header: 'Total' }),
]);

const bills: Bill[] = [
  { id: 'a', nomor: 'INV-10', client: 'budi', total: 200 },
  { id: 'b', nomor: 'INV-9', client: 'Ani', total: 100 },
  { id: 'c', nomor: 'inv-010', client: 'Citra', total: 200 },
  { id: 'd', nomor: 'INV-100', client: 'ani', total: 200 },
  { id: 'e', nomor: 'INV-2', client: 'Dewi', total: 50 },
];

function numbers() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body)
    .queryAllByRole('row')
    .map((r) => within(r).queryAllByRole('cell')[0]?.textContent);
}

describe('naturalKey', () => {
  it('orders digit runs by value and the rest by lowercase text', () => {
    const sorted = ['inv-10', 'INV-9', 'inv-100', 'INV-2', 'a', 'inv-', 'INV-09x'].sort((x, y) =>
      naturalKey(x) < naturalKey(y) ? -1 : naturalKey(x) > naturalKey(y) ? 1 : 0,
    );
    expect(sorted).toEqual(['a', 'inv-', 'INV-2', 'INV-9', 'INV-09x', 'inv-10', 'inv-100']);
    expect(naturalKey('007')).toBe(naturalKey('7'));
    expect(naturalKey('0')).toBe('10');
    expect(naturalKey(null)).toBe('');
  });
});

describe('ascendingOrder', () => {
  // the comparison sort it stands for: keys ascending, ties in data order
  const reference = (keys: (string | number)[]) =>
    keys.map((_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));

  it('orders numbers and strings as a stable comparison sort, ties in data order', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n);
    };
    // whole numbers (packed with their positions), then fractions and infinities (ranked)
    const whole = Array.from({ length: 500 }, () => rand(40) - 20);
    whole.push(-0, 0, Number.MAX_SAFE_INTEGER / 1000);
    expect(ascendingOrder(whole)).toEqual(reference(whole));
    const numbers = whole.map((k) => k + (rand(3) === 0 ? 0.5 : 0));
    numbers.push(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, -0);
    expect(ascendingOrder(numbers)).toEqual(reference(numbers));
    const strings = Array.from(
      { length: 500 },
      () => ['', 'a', 'B', 'b', 'ab', 'é', '10', '9'][rand(8)] + rand(3),
    );
    expect(ascendingOrder(strings)).toEqual(reference(strings));
  });

  it('leaves strings that mostly differ, and NaN, to the comparison sort', () => {
    expect(ascendingOrder(['c', 'a', 'b', 'd'])).toBeNull();
    expect(ascendingOrder([2, Number.NaN, 1])).toBeNull();
    expect(ascendingOrder([])).toEqual([]);
  });
});

describe('DataGrid sorting', () => {
  it('sorts numbers in text naturally, case-insensitively, equal keys in their original order', async () => {
    const user = userEvent.setup();
    renderUi(<DataGrid label="Bills" columns={columns} data={bills} rowId="id" />);
    const number = screen.getByRole('button', { name: /Number/ });
    await user.click(number);
    // INV-10 and inv-010 are the same number: their order in the data stays
    expect(numbers()).toEqual(['INV-2', 'INV-9', 'INV-10', 'inv-010', 'INV-100']);
    await user.click(number);
    expect(numbers()).toEqual(['INV-100', 'INV-10', 'inv-010', 'INV-9', 'INV-2']);
    await user.click(number);
    expect(numbers()).toEqual(['INV-10', 'INV-9', 'inv-010', 'INV-100', 'INV-2']);
  });

  it('keeps equal amounts in data order in both directions', async () => {
    const user = userEvent.setup();
    renderUi(<DataGrid label="Bills" columns={columns} data={bills} rowId="id" />);
    const total = screen.getByRole('button', { name: /Total/ });
    await user.click(total);
    expect(numbers()).toEqual(['INV-2', 'INV-9', 'INV-10', 'inv-010', 'INV-100']);
    await user.click(total);
    expect(numbers()).toEqual(['INV-10', 'inv-010', 'INV-100', 'INV-9', 'INV-2']);
  });

  it('sorts the filtered rows, and the new data when it changes', async () => {
    const user = userEvent.setup();
    const { rerender } = renderUi(
      <DataGrid label="Bills" columns={columns} data={bills} rowId="id" globalFilter="ani" />,
    );
    await user.click(screen.getByRole('button', { name: /Client/ }));
    expect(numbers()).toEqual(['INV-9', 'INV-100']);
    const more = [...bills, { id: 'f', nomor: 'INV-1', client: 'Anita', total: 1 }];
    rerender(<DataGrid label="Bills" columns={columns} data={more} rowId="id" globalFilter="ani" />);
    expect(numbers()).toEqual(['INV-9', 'INV-100', 'INV-1']);
  });

  it("takes a filter's order from the sort over all rows: ties in data order both ways, as filtering first", async () => {
    const user = userEvent.setup();
    const grid = (filter: string) => (
      <I18nextProvider i18n={testI18n}>
        <DataGrid label="Bills" columns={columns} data={bills} rowId="id" globalFilter={filter} />
      </I18nextProvider>
    );
    const { rerender } = render(grid(''));
    const total = screen.getByRole('button', { name: /Total/ });
    await user.click(total);
    expect(numbers()).toEqual(['INV-2', 'INV-9', 'INV-10', 'inv-010', 'INV-100']);
    // '2' is in INV-2 and in the three totals of 200, not in INV-9 (100)
    rerender(grid('2'));
    expect(numbers()).toEqual(['INV-2', 'INV-10', 'inv-010', 'INV-100']);
    await user.click(total);
    expect(numbers()).toEqual(['INV-10', 'inv-010', 'INV-100', 'INV-2']);
    rerender(grid(''));
    expect(numbers()).toEqual(['INV-10', 'inv-010', 'INV-100', 'INV-9', 'INV-2']);
  });
});

describe('DataGrid global filter', () => {
  it('matches any column, case-insensitively, numbers as digits, never across two columns', () => {
    const show = (globalFilter: string) =>
      renderUi(
        <DataGrid label="Bills" columns={columns} data={bills} rowId="id" globalFilter={globalFilter} />,
      );
    show('CITRA');
    expect(numbers()).toEqual(['inv-010']);
    document.body.innerHTML = '';
    show('50');
    expect(numbers()).toEqual(['INV-2']);
    document.body.innerHTML = '';
    // 'INV-9' followed by 'Ani' must not match as one text
    show('9ani');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '1');
  });
});
