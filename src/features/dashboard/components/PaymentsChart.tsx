import type { DashboardAnswer } from '@contract/billing';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import {
  formatRupiahCompact as compactRupiah,
  formatMonthShort,
  formatMonthYear,
  formatNumber,
  formatRupiah,
} from '@/lib/format';
import { hasPayments, layoutBars, niceScale } from '../utils/chart';

type Month = DashboardAnswer['payments_per_month'][number];

const HEIGHT = 240;
// the plot's padding (ps-16, pe-2) holds the axis amounts on the left and 8 px on the right
const PAD = { top: 12, bottom: 28 };
const TICKS = 4;

/** 'YYYY-MM' → short month name in the interface language ("Agu", "Aug", "août", "أغسطس"). */
function monthLabel(month: string, lng: string, width: 'short' | 'long'): string {
  const [y, m] = month.split('-').map(Number);
  return width === 'short' ? formatMonthShort(m, lng) : formatMonthYear(m, y, lng);
}

/**
 * Payments per month as a hand-drawn SVG bar chart (no chart library: keeps the route small).
 * Screen readers get the title/description and a visually hidden table with the exact values.
 *
 * Bars, grid lines and month names are placed in percent of the plot's width, so the chart fits
 * its card at any width without measuring it: the dashboard's first render needs no layout read
 * and no second render (measuring it with a ResizeObserver and drawing again at once took a
 * synchronous render of everything pending, 130 ms at 4x CPU). The amounts of the axis sit in the
 * padding before the plot.
 */
/** The chart, or an empty state when no month has a payment (an axis of zeros says nothing). */
export function PaymentsChart({ months }: { months: Month[] }) {
  const { t } = useTranslation();
  if (!hasPayments(months)) return <EmptyState title={t('dashboard.chart.empty')} />;
  return <BarChart months={months} />;
}

function BarChart({ months }: { months: Month[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const { step, top } = niceScale(Math.max(0, ...months.map((m) => m.total)), TICKS);
  // x and width in percent of the plot
  const bars = layoutBars(
    months.map((m) => m.total),
    100,
    plotH,
    top,
  );
  const sum = months.reduce((acc, m) => acc + m.total, 0);
  const count = months.reduce((acc, m) => acc + m.count, 0);

  return (
    <figure className="m-0">
      {/* the time axis runs left to right in every language, amounts as written (Arabic included) */}
      <div className="@container pe-2 ps-16" dir="ltr">
        <svg
          width="100%"
          height={HEIGHT}
          className="block overflow-visible text-text-muted"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>{t('dashboard.chart.title')}</title>
          <desc id={`${id}-desc`}>
            {t('dashboard.chart.description', { count, total: formatRupiah(sum), months: months.length })}
          </desc>
          <g transform={`translate(0 ${PAD.top})`}>
            {Array.from({ length: TICKS + 1 }, (_, i) => {
              const value = step * i;
              const y = plotH - (plotH / TICKS) * i;
              return (
                <g key={value}>
                  <line x1={0} x2="100%" y1={y} y2={y} stroke="var(--c-divider)" strokeWidth={1} />
                  <text x={-8} y={y} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
                    {compactRupiah(value)}
                  </text>
                </g>
              );
            })}
            {bars.map((bar, i) => (
              <g key={months[i].month}>
                <rect
                  x={`${bar.x}%`}
                  y={bar.y}
                  width={`${bar.width}%`}
                  height={bar.height}
                  rx={3}
                  fill="var(--c-primary)"
                  data-month={months[i].month}
                >
                  <title>
                    {`${monthLabel(months[i].month, i18n.language, 'long')}: ${formatRupiah(months[i].total)}`}
                  </title>
                </rect>
                <text
                  x={`${bar.x + bar.width / 2}%`}
                  y={plotH + 18}
                  textAnchor="middle"
                  fontSize={11}
                  fill="currentColor"
                  // a plot under 360 px (a dozen slots under 30 px) names every other month, the last one always
                  className={(months.length - 1 - i) % 2 === 1 ? '@max-[360px]:hidden' : undefined}
                >
                  {monthLabel(months[i].month, i18n.language, 'short')}
                </text>
              </g>
            ))}
          </g>
        </svg>
      </div>
      <table className="sr-only">
        <caption>{t('dashboard.chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.chart.month')}</th>
            <th scope="col">{t('dashboard.chart.count')}</th>
            <th scope="col">{t('dashboard.chart.total')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month, i18n.language, 'long')}</th>
              <td>{formatNumber(m.count, i18n.language)}</td>
              <td>{formatRupiah(m.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
