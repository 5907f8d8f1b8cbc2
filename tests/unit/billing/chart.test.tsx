import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { PaymentsChart } from '@/features/dashboard/components/PaymentsChart';
import { layoutBars, niceScale } from '@/features/dashboard/utils/chart';
import { billingI18n } from './helpers';

describe('chart scale', () => {
  it('steps the axis in whole rupiah of 1, 2 or 5 × 10^n', () => {
    expect(niceScale(0, 4)).toEqual({ step: 1, top: 4 });
    expect(niceScale(1, 4)).toEqual({ step: 1, top: 4 });
    expect(niceScale(3, 4)).toEqual({ step: 1, top: 4 });
    expect(niceScale(7, 4)).toEqual({ step: 2, top: 8 });
    expect(niceScale(1_000_000, 4)).toEqual({ step: 500_000, top: 2_000_000 });
    expect(niceScale(25_363_500, 4)).toEqual({ step: 10_000_000, top: 40_000_000 });
  });

  it('scales bars into the plot, tallest value to the top', () => {
    const bars = layoutBars([0, 50, 100], 300, 200, 100);
    expect(bars.map((b) => b.height)).toEqual([0, 100, 200]);
    expect(bars[2].y).toBe(0);
    expect(bars[1].y).toBe(100);
    // equal slots of 100 px, bars centred in them
    expect(bars.map((b) => Math.round(b.x + b.width / 2))).toEqual([50, 150, 250]);
  });
});

describe('PaymentsChart', () => {
  const months = [
    { month: '2026-01', count: 2, total: 1_500_000 },
    { month: '2026-02', count: 0, total: 0 },
    { month: '2026-03', count: 1, total: 3_000_000 },
  ];

  it('is an image with a title and a description of the totals', () => {
    render(
      <I18nextProvider i18n={billingI18n}>
        <PaymentsChart months={months} />
      </I18nextProvider>,
    );
    const img = screen.getByRole('img', { name: /payments per month/i });
    expect(img).toHaveAccessibleName(/3 payments totalling Rp\s4\.500\.000 over the last 3 months/);
    expect(img.querySelectorAll('rect[data-month]')).toHaveLength(3);
  });

  it('gives screen readers a table with the exact values', () => {
    render(
      <I18nextProvider i18n={billingI18n}>
        <PaymentsChart months={months} />
      </I18nextProvider>,
    );
    const table = screen.getByRole('table', { name: /payments per month/i });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(/January 2026\s*2\s*Rp\s1\.500\.000/);
    expect(rows[3]).toHaveTextContent(/March 2026\s*1\s*Rp\s3\.000\.000/);
  });

  it('labels the axis in whole rupiah when the amounts are tiny', () => {
    render(
      <I18nextProvider i18n={billingI18n}>
        <PaymentsChart months={[{ month: '2026-01', count: 1, total: 3 }]} />
      </I18nextProvider>,
    );
    const labels = [...screen.getByRole('img').querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['Rp\u00a00', 'Rp\u00a01', 'Rp\u00a02', 'Rp\u00a03', 'Rp\u00a04']),
    );
    expect(labels.some((l) => l?.includes(','))).toBe(false);
  });

  it('shows an empty state instead of an axis of zeros when nothing was paid', () => {
    render(
      <I18nextProvider i18n={billingI18n}>
        <PaymentsChart months={months.map((m) => ({ ...m, count: 0, total: 0 }))} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
  });
});
