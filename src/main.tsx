import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n/catalog';
import { bootSession } from '@/lib/session/session';
import { Root } from './app/Root';
import './styles/index.css';

// Checks a stored token against GET /profile (or settles on "signed out" at once) before the
// first render, so guards never see a half-known session.
bootSession();

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (Lighthouse's total blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Root />
    </StrictMode>,
  ),
);
