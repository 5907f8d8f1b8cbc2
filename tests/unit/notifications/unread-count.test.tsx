import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { notificationsAtom, useUnreadCount } from '@/features/notifications/state';

describe('useUnreadCount (the app bar bell)', () => {
  it('draws the bell again when the count changes, not while the list loads or changes', () => {
    const store = createStore();
    let renders = 0;
    function Bell() {
      renders++;
      return <output>{useUnreadCount()}</output>;
    }
    render(
      <Provider store={store}>
        <Bell />
      </Provider>,
    );
    expect(renders).toBe(1);
    // what load() writes first, on every mount of the bell
    act(() => store.set(notificationsAtom, (s) => ({ ...s, status: 'loading' })));
    act(() => store.set(notificationsAtom, (s) => ({ ...s, items: [], status: 'ready' })));
    expect(renders).toBe(1);
    act(() => store.set(notificationsAtom, (s) => ({ ...s, unread: 3 })));
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(renders).toBe(2);
  });
});
