import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GlobalChrome } from '@/layouts/GlobalChrome';
import { testI18n } from './ui/i18n';

/** The fixed container react-hot-toast places the toasts in. */
const containerOf = (text: string) => {
  let el: HTMLElement | null = screen.getByText(text);
  while (el && el.style.position !== 'fixed') el = el.parentElement;
  return el!;
};

describe('toasts', () => {
  // react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
  beforeAll(() => {
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => act(() => toast.remove()));

  it('open below the app bar (64 px high), not over its icons at the top end', async () => {
    render(
      <I18nextProvider i18n={testI18n}>
        <MemoryRouter>
          <GlobalChrome />
        </MemoryRouter>
      </I18nextProvider>,
    );
    act(() => {
      toast.success('Saved');
    });
    await screen.findByText('Saved');
    const container = containerOf('Saved');
    expect(container.style.top).toBe('72px');
  });
});
