import { act, render, screen } from '@testing-library/react';
import { atom, createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { useAtomSnapshot } from '@/lib/atom-snapshot';

describe('useAtomSnapshot', () => {
  it('renders once on mount, again only when the atom changes, from the Provider store', () => {
    const count = atom(1);
    const store = createStore();
    let renders = 0;
    function Shown() {
      renders++;
      return <output>{useAtomSnapshot(count)}</output>;
    }
    render(
      <Provider store={store}>
        <Shown />
      </Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(renders).toBe(1);
    act(() => store.set(count, 1));
    expect(renders).toBe(1);
    act(() => store.set(count, 2));
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(renders).toBe(2);
  });

  it('sees a change made between its render and its subscription', () => {
    const count = atom(1);
    const store = createStore();
    function Shown() {
      const value = useAtomSnapshot(count, { store });
      // a write during the first render, before any effect has subscribed
      if (value === 1) store.set(count, 5);
      return <output>{value}</output>;
    }
    render(<Shown />);
    expect(screen.getByRole('status')).toHaveTextContent('5');
  });
});
