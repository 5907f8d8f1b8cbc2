import { act, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { historyLocation, writeHistory } from '@/lib/nav/history';

// The guest shell writes the browser history in react-router's own shape ({ usr, key, idx },
// src/lib/nav/history.ts) so the real BrowserRouter takes it over when the visitor signs in.
// Guards the hand-over against a react-router upgrade that changes that shape.

type Entry = { usr: unknown; key: string; idx: number };
const entry = () => window.history.state as Entry;

let navigate: ReturnType<typeof useNavigate>;
function Where() {
  const location = useLocation();
  navigate = useNavigate();
  return (
    <output data-testid="where">
      {JSON.stringify({
        path: location.pathname + location.search,
        state: location.state,
        key: location.key,
      })}
    </output>
  );
}
const where = () => JSON.parse(screen.getByTestId('where').textContent ?? '{}');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('react-router taking over the history the guest shell wrote', () => {
  it('reads its location, state and key, goes back through its entries and counts on from its index', async () => {
    window.history.replaceState(null, '', '/login');
    writeHistory('/register?returnUrl=%2Fx', { state: { from: 'login' } });
    const registerKey = entry().key;
    writeHistory('/verify-otp', { state: { email: 'a@b.test' } });
    const otp = entry();
    expect(otp.idx).toBe(2);

    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect(where()).toEqual({ path: '/verify-otp', state: { email: 'a@b.test' }, key: otp.key });

    act(() => window.history.back());
    await waitFor(() =>
      expect(where()).toEqual({
        path: '/register?returnUrl=%2Fx',
        state: { from: 'login' },
        key: registerKey,
      }),
    );

    // The router pushes after the guest shell's entries: index 1 (register) + 1.
    act(() => navigate('/client/dashboards', { state: { welcome: true } }));
    expect(entry()).toMatchObject({ usr: { welcome: true }, idx: 2 });
    expect(typeof entry().key).toBe('string');
    // …and the guest shell reads what the router wrote.
    expect(historyLocation()).toEqual({
      pathname: '/client/dashboards',
      search: '',
      state: { welcome: true },
    });

    act(() => window.history.back());
    await waitFor(() => expect(where().path).toBe('/register?returnUrl=%2Fx'));
  });
});
