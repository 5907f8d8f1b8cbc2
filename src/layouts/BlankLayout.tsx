import { Outlet } from 'react-router';
import { BlankFrame } from './BlankFrame';

/** Layout route of the auth and error screens. */
export default function BlankLayout() {
  return (
    <BlankFrame>
      <Outlet />
    </BlankFrame>
  );
}
