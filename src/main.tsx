import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n/catalog';
import { inNextTask } from '@/lib/next-task';
import { bootSession } from '@/lib/session/session';
import { Root } from './app/Root';
import './styles/index.css';

// Checks a stored token against GET /profile (or settles on "signed out" at once) before the
// first render, so guards never see a half-known session.
bootSession();

// The modules above have just run in one task; React's start (its event listeners, the root, the
// first render's first slice) waits for the next one, so neither holds the main thread for both
// (Lighthouse's total blocking time counts each task's time over 50 ms).
inNextTask(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );
});
