import { Outlet } from 'react-router';

/** Layout of the auth and error screens: no navigation, centred content. */
export default function BlankLayout() {
  return (
    <main id="main-content" tabIndex={-1} className="min-h-dvh bg-bg outline-none">
      <Outlet />
    </main>
  );
}
