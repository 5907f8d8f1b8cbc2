import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import TopUpDialog from '@/features/payments/components/TopUpDialog';
import '../ui/dom-shims';
import { billingI18n } from './helpers';

// The top-up amount says one thing per problem: the range as a hint, replaced by the error.

const RANGE = /^From Rp\s?10\.000 to Rp\s?100\.000\.000$/;

function show() {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={billingI18n}>
        <TopUpDialog onClose={() => {}} onCreated={() => {}} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { fetch, amount: screen.getByTestId('topup-amount') };
}

describe('TopUpDialog', () => {
  it('shows the range once: as the hint, then as the error in its place', async () => {
    const user = userEvent.setup();
    const { fetch, amount } = show();
    expect(screen.getAllByText(RANGE)).toHaveLength(1);
    await user.type(amount, '5000');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getAllByText(RANGE)).toHaveLength(1);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(RANGE);
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("says 'required' for no amount, not the range", async () => {
    const user = userEvent.setup();
    const { amount } = show();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(amount).toHaveAccessibleDescription('Enter an amount');
    expect(screen.queryAllByText(RANGE)).toHaveLength(0);
    vi.unstubAllGlobals();
  });
});
