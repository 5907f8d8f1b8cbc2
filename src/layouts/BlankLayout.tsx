import { Outlet } from 'react-router';

/** Layout of the auth and error screens: no navigation, centred content. */
export default function BlankLayout() {
  return (
    <main id="main" className="min-h-screen bg-bg">
      <Outlet />
    </main>
  );
}
