import { Route, Routes } from 'react-router';
import BlankLayout from '@/layouts/BlankLayout';
import { AppSection } from './AppSection';
import { HomeRedirect } from './HomeRedirect';
import { RoutePage } from './RoutePage';
import { appRoutes, blankRoutes, NotFoundPage } from './routes';

const notFound = {
  path: '*',
  Component: NotFoundPage,
  title: 'app.titles.notFound',
  layout: 'blank',
} as const;

/** The route table as react-router routes: '/', the blank-layout pages, the app pages, 404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeRedirect />} />
      <Route element={<BlankLayout />}>
        {blankRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={<RoutePage route={notFound} />} />
      </Route>
      <Route element={<AppSection />}>
        {appRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
      </Route>
    </Routes>
  );
}
