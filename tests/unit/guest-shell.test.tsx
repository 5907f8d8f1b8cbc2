import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestApp } from '@/app/GuestApp';
import { Link, type Nav, NavContext, useNav } from '@/lib/nav';
import { historyLocation, writeHistory } from '@/lib/nav/history';

// The top progress bar finishes on a timer that would outlive the test's document.
vi.mock('nprogress', () => ({ default: { configure() {}, start() {}, done() {} } }));
// The app chrome (toaster, settings sync) is the app's; the shell only mounts it.
vi.mock('@/app/ChromeFrame', () => ({ default: () => null }));

function StubLogin() {
  const { navigate, prefetch, state } = useNav();
  return (
    <div>
      <h1>Sign-in stand-in</h1>
      <p>state: {JSON.stringify(state)}</p>
      <Link to="/register?returnUrl=%2Fx">to register</Link>
      <button
        type="button"
        onClick={() => {
          prefetch('/client/dashboards');
          navigate('/client/dashboards', { replace: true });
        }}
      >
        sign in
      </button>
    </div>
  );
}
vi.mock('@/features/auth/pages/LoginPage', () => ({ default: StubLogin }));
vi.mock('@/features/auth/pages/RegisterPage', () => ({
  default: function StubRegister() {
    const { navigate } = useNav();
    return (
      <div>
        <h1>Register stand-in</h1>
        <button type="button" onClick={() => navigate('/login', { state: { email: 'a@b.test' } })}>
          back with state
        </button>
      </div>
    );
  },
}));

const go = (path: string) => window.history.replaceState(null, '', path);

beforeEach(() => go('/login'));
afterEach(() => go('/'));

describe('history written for react-router', () => {
  it('keeps { usr, key, idx } so BrowserRouter can take it over', () => {
    writeHistory('/register', { state: { a: 1 } });
    expect(window.location.pathname).toBe('/register');
    const entry = window.history.state as { usr: unknown; key: string; idx: number };
    expect(entry.usr).toEqual({ a: 1 });
    expect(entry.key).toMatch(/^[a-z0-9]+$/);
    expect(entry.idx).toBe(1);
    writeHistory('/login?x=1', { replace: true });
    expect((window.history.state as { idx: number }).idx).toBe(1);
    expect(historyLocation()).toEqual({ pathname: '/login', search: '?x=1', state: null });
  });
});

describe('Link', () => {
  const nav = (navigate: Nav['navigate']): Nav => ({
    pathname: '/',
    search: '',
    state: null,
    navigate,
    prefetch() {},
  });

  it('navigates in place on a plain click and leaves modified clicks to the browser', async () => {
    const navigate = vi.fn();
    render(
      <NavContext value={nav(navigate)}>
        <Link to="/register" state={{ from: 'login' }}>
          Register
        </Link>
      </NavContext>,
    );
    const link = screen.getByRole('link', { name: 'Register' });
    expect(link).toHaveAttribute('href', '/register');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/register', { replace: undefined, state: { from: 'login' } });
    navigate.mockClear();
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.keyboard('{Control>}');
    await userEvent.click(link);
    await userEvent.keyboard('{/Control}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('needs a navigation provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Link to="/x">x</Link>)).toThrow(/navigation provider/);
  });
});

describe('guest shell', () => {
  it('shows the guest page, follows links and back, keeps location state', async () => {
    render(<GuestApp onLeave={() => {}} prefetchApp={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Sign-in stand-in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'to register' }));
    expect(await screen.findByRole('heading', { name: 'Register stand-in' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/register?returnUrl=%2Fx');

    await userEvent.click(screen.getByRole('button', { name: 'back with state' }));
    expect(await screen.findByText('state: {"email":"a@b.test"}')).toBeInTheDocument();

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Register stand-in' })).toBeInTheDocument();
  });

  it('hands over to the app when the address leaves the guest pages, having started its code', async () => {
    const onLeave = vi.fn();
    const prefetchApp = vi.fn();
    render(<GuestApp onLeave={onLeave} prefetchApp={prefetchApp} />);
    await userEvent.click(await screen.findByRole('button', { name: 'sign in' }));
    expect(prefetchApp).toHaveBeenCalledOnce();
    expect(onLeave).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/client/dashboards');
    expect(screen.queryByRole('heading', { name: 'Sign-in stand-in' })).toBeNull();
  });
});
