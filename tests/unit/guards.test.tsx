import type { User } from '@contract/auth';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/AppRoutes';
import { RouterNav } from '@/app/RouterNav';
import {
  profileProvisionalAtom,
  type SessionStatus,
  sessionStatusAtom,
  signedOutAtom,
  userAtom,
} from '@/lib/session';

// The top progress bar finishes on a timer that would outlive the test's document.
vi.mock('nprogress', () => ({ default: { configure() {}, start() {}, done() {} } }));

// The shell and the feature pages belong to other work; stand-ins keep this about the guards.
vi.mock('@/layouts/AppLayout', () => ({
  default: () => (
    <div data-testid="app-layout">
      <Outlet />
    </div>
  ),
}));
vi.mock('@/features/dashboard/pages/DashboardPage', () => ({ default: () => <h1>Client dashboard</h1> }));
vi.mock('@/features/admin/pages/AdminHomePage', () => ({ default: () => <h1>Admin home</h1> }));
vi.mock('@/features/invoices/pages/InvoiceListPage', () => ({ default: () => <h1>Invoice list</h1> }));
vi.mock('@/features/settings/pages/SettingsPage', () => ({ default: () => <h1>Settings</h1> }));
vi.mock('@/features/invoices/pages/InvoiceDetailPage', () => ({
  default: () => {
    throw new Error('broken page');
  },
}));

const person = (role: string): User =>
  ({
    id: 1,
    nama: 'Sari',
    email: 'sari@example.test',
    role,
    phone: null,
    npwp: null,
    company_name: null,
    address: null,
    city: null,
    postal_code: null,
    email_verified_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
  }) as User;

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

function open(
  path: string,
  session: { status: SessionStatus; role?: string; signedOut?: boolean; provisional?: boolean },
) {
  const store = createStore();
  store.set(profileProvisionalAtom, session.provisional ?? false);
  store.set(sessionStatusAtom, session.status);
  store.set(signedOutAtom, session.signedOut ?? false);
  if (session.role) {
    const user = person(session.role);
    store.set(userAtom, user);
    localStorage.setItem('userData', JSON.stringify(user));
    localStorage.setItem('accessToken', 'tok');
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <RouterNav>
          <AppRoutes />
          <Where />
        </RouterNav>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const where = () => screen.getByTestId('where').textContent;
// The first render of a lazy page transforms its module graph: allow more than the default second.
const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 5000 });

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('no network in unit tests')));
});
afterEach(() => vi.unstubAllGlobals());

describe('auth guard', () => {
  it('sends a signed-out visitor to /login with the page and query as returnUrl', async () => {
    open('/client/invoice/list?page=2&status=UNPAID', { status: 'anonymous' });
    expect(await heading('Welcome to Portal Pajak!')).toBeInTheDocument();
    expect(where()).toBe('/login?returnUrl=%2Fclient%2Finvoice%2Flist%3Fpage%3D2%26status%3DUNPAID');
  });

  it('from / the redirect is plain /login', async () => {
    open('/', { status: 'anonymous' });
    await heading('Welcome to Portal Pajak!');
    expect(where()).toBe('/login');
  });

  it('right after an explicit logout the redirect is plain /login', async () => {
    open('/client/invoice/list', { status: 'anonymous', signedOut: true });
    await heading('Welcome to Portal Pajak!');
    expect(where()).toBe('/login');
  });

  it('shows the loading placeholder while the session is being checked', () => {
    open('/client/dashboards', { status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(where()).toBe('/client/dashboards');
  });
});

describe('guest guard', () => {
  it('sends a user with stored userData from /login to /, then to their home', async () => {
    open('/login', { status: 'authenticated', role: 'client' });
    expect(await heading('Client dashboard')).toBeInTheDocument();
    expect(where()).toBe('/client/dashboards');
  });

  it('honours a safe returnUrl', async () => {
    open('/register?returnUrl=%2Fclient%2Fpengaturan', { status: 'authenticated', role: 'client' });
    expect(await heading('Settings')).toBeInTheDocument();
  });

  it('a hostile returnUrl on a guest page lands on /', async () => {
    open('/login?returnUrl=%2F%2Fevil.example', { status: 'authenticated', role: 'admin' });
    expect(await heading('Admin home')).toBeInTheDocument();
    expect(where()).toBe('/admin/home');
  });
});

describe('ACL', () => {
  it('a client opening /admin/home sees the 401 page in place', async () => {
    open('/admin/home', { status: 'authenticated', role: 'client' });
    expect(await heading('You are not authorized!')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page. Go Home!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Admin home' })).toBeNull();
    expect(where()).toBe('/admin/home');
  });

  it('a client opens client pages', async () => {
    open('/client/dashboards', { status: 'authenticated', role: 'client' });
    expect(await heading('Client dashboard')).toBeInTheDocument();
  });

  it('client pages are client-only: the admin sees the 401 page, whose link leads to its home', async () => {
    for (const path of ['/client/invoice/list', '/client/dashboards', '/client/pengaturan']) {
      open(path, { status: 'authenticated', role: 'admin' });
      expect(await heading('You are not authorized!')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /Invoice list|Client dashboard|Settings/ })).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      cleanup();
    }
  });

  it('another role is denied client pages', async () => {
    open('/client/dashboards', { status: 'authenticated', role: 'auditor' });
    expect(await heading('You are not authorized!')).toBeInTheDocument();
  });
});

describe('special routes skip the ACL', () => {
  it("'/' sends a client to /client/dashboards and an admin to /admin/home", async () => {
    open('/', { status: 'authenticated', role: 'client' });
    await heading('Client dashboard');
    expect(where()).toBe('/client/dashboards');
  });

  it("'/' for an admin", async () => {
    open('/', { status: 'authenticated', role: 'admin' });
    await heading('Admin home');
    expect(where()).toBe('/admin/home');
  });

  it("'/' waits for the profile check before choosing by a stored role (a role given since)", async () => {
    const store = open('/', { status: 'authenticated', role: 'client', provisional: true });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(where()).toBe('/');
    // the check answers: the account is an admin now
    act(() => {
      store.set(userAtom, person('admin'));
      store.set(profileProvisionalAtom, false);
    });
    await heading('Admin home');
    expect(where()).toBe('/admin/home');
  });

  it('/404 and /500 show their pages to anyone, signed in or not', async () => {
    open('/404', { status: 'anonymous' });
    expect(await heading('Page not found')).toBeInTheDocument();
    expect(where()).toBe('/404');
  });

  it('/500 for an unknown role', async () => {
    open('/500', { status: 'authenticated', role: 'auditor' });
    expect(await heading('Internal server error')).toBeInTheDocument();
  });

  it('an unknown address shows the 404 page', async () => {
    open('/no/such/page', { status: 'anonymous' });
    expect(await heading('Page not found')).toBeInTheDocument();
  });
});

describe('error boundary', () => {
  it('a page that throws shows the 500 page inside the layout', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    open('/client/invoice/42', { status: 'authenticated', role: 'client' });
    expect(await heading('Internal server error')).toBeInTheDocument();
    expect(screen.getByTestId('app-layout')).toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe('page title', () => {
  it('is the page name and the template name', async () => {
    open('/client/dashboards', { status: 'authenticated', role: 'client' });
    await heading('Client dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard | Portal Pajak'));
  });
});
