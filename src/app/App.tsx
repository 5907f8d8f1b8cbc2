import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { routes } from './routes';

// Minimal bootstrap; the foundation issue adds providers, guards and layouts.
export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={<div role="status">Loading…</div>}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} Component={r.Component} />
          ))}
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
