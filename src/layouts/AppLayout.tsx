import { Outlet } from 'react-router';

// Placeholder: the shell issue replaces this with the vertical/horizontal layout.
export default function AppLayout() {
  return (
    <main id="main" className="min-h-screen bg-bg">
      <Outlet />
    </main>
  );
}
