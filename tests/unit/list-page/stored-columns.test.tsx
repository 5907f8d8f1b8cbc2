import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ServerListGrid } from '@/components/list-page/ServerListGrid';
import { useServerList } from '@/components/list-page/useServerList';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { renderUi } from '../ui/render';
import { fruitList, inRouter } from './fixtures';

type Fruit = { id: number; name: string; price: number };
const col = createGridColumnHelper<Fruit>();
const columns = col.columns([
  col.accessor('name', { header: 'Name', enableHiding: false }),
  col.accessor('price', { header: 'Price' }),
]);
const answer = { fruits: [{ id: 1, name: 'Apple', price: 3 }], total: 1 };
const useFruitAnswer = () => ({
  data: answer,
  isFetching: false,
  isError: false,
  error: null,
  refetch: () => {},
});
const toQuery = () => ({});

function FruitGrid() {
  const list = useServerList(fruitList, toQuery, useFruitAnswer);
  return <ServerListGrid list={list} rows="fruits" label="Fruits" columns={columns} texts={false} />;
}

const Wrapper = inRouter();
const mount = () => renderUi(<Wrapper>{<FruitGrid />}</Wrapper>);

describe('column preferences of a list', () => {
  it('a hidden column stays hidden when the list is opened again', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const first = mount();
    // the table's code loads beside the page (ServerDataGrid)
    expect(await screen.findByRole('columnheader', { name: /Price/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show/hide columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Price' }));
    expect(screen.queryByRole('columnheader', { name: /Price/ })).toBeNull();
    first.unmount();

    mount();
    expect(await screen.findByRole('cell', { name: 'Apple' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Price/ })).toBeNull();
    expect(JSON.parse(localStorage.getItem('portal.fruits.columns') ?? '{}')).toEqual({ price: false });
  });

  it('ignores a stored value that is not a visibility map', async () => {
    localStorage.setItem('portal.fruits.columns', '{"price":"no"}');
    mount();
    expect(await screen.findByRole('columnheader', { name: /Price/ })).toBeInTheDocument();
  });
});
