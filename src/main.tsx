import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import '@/lib/i18n/catalog';
import { bootSession } from '@/lib/session/session';
import './styles/index.css';

// Checks a stored token against GET /profile (or settles on "signed out" at once) before the
// first render, so guards never see a half-known session.
bootSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
