import { act, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { ServerListGrid } from '@/components/list-page/ServerListGrid';
import { useServerList } from '@/components/list-page/useServerList';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { renderUi } from '../ui/render';
import { fruitList, inRouter } from './fixtures';

// The rows' arrival draws the grid again, not the list page around it (its header, toolbar and
// filters): on a cold load that second drawing is one of the longest tasks of a list page.

type Fruit = { id: number; name: string; price: number };
const col = createGridColumnHelper<Fruit>();
const columns = col.columns([
  col.accessor('name', { header: 'Name', enableHiding: false }),
  col.accessor('price', { header: 'Price' }),
]);

/** A query's answer held outside React, handed over as TanStack Query does (an external store). */
function answerStore() {
  let answer = { isFetching: true, isError: false, error: null, data: undefined as Data | undefined };
  const listeners = new Set<() => void>();
  return {
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    get: () => answer,
    arrive(data: Data) {
      answer = { isFetching: false, isError: false, error: null, data };
      for (const l of listeners) l();
    },
  };
}
type Data = { fruits: Fruit[]; total: number };

describe('a list page when its rows arrive', () => {
  it('draws the grid with the rows and does not draw the page again', async () => {
    const store = answerStore();
    const useAnswer = () => ({
      ...useSyncExternalStore(store.subscribe, store.get),
      refetch: () => {},
    });
    let pageRenders = 0;
    function FruitPage() {
      pageRenders++;
      const list = useServerList(fruitList, () => ({}), useAnswer);
      return (
        <section>
          <h1>Fruits</h1>
          <ServerListGrid list={list} rows="fruits" label="Fruits" columns={columns} texts={false} />
        </section>
      );
    }
    const Wrapper = inRouter();
    renderUi(
      <Wrapper>
        <FruitPage />
      </Wrapper>,
    );
    expect(await screen.findByRole('columnheader', { name: /Price/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Fruits' })).toHaveAttribute('aria-busy', 'true');
    const before = pageRenders;

    act(() => store.arrive({ fruits: [{ id: 1, name: 'Apple', price: 3 }], total: 1 }));
    expect(await screen.findByRole('cell', { name: 'Apple' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Fruits' })).not.toHaveAttribute('aria-busy');
    expect(pageRenders).toBe(before);
  });
});
