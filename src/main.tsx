import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n/catalog';
import { bootSession } from '@/lib/session/session';
import { Root } from './app/Root';
import './styles/index.css';

// Checks a stored token against GET /profile (or settles on "signed out" at once) before the
// first render, so guards never see a half-known session.
bootSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
