import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { testI18n } from './i18n';
import './dom-shims';

// Component tests with user-event take a few seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

/** Renders with the kit's English strings. */
export function renderUi(ui: ReactElement) {
  return render(<I18nextProvider i18n={testI18n}>{ui}</I18nextProvider>);
}
