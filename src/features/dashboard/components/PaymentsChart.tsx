import type { DashboardAnswer } from '@contract/billing';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
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
const PAD = { top: 12, right: 8, bottom: 28, left: 64 };
const TICKS = 4;
const FALLBACK_WIDTH = 640;

/** 'YYYY-MM' → short month name in the interface language ("Agu", "Aug", "août", "أغسطس"). */
function monthLabel(month: string, lng: string, width: 'short' | 'long'): string {
  const [y, m] = month.split('-').map(Number);
  return width === 'short' ? formatMonthShort(m, lng) : formatMonthYear(m, y, lng);
}

/**
 * Payments per month as a hand-drawn SVG bar chart (no chart library: keeps the route small).
 * Screen readers get the title/description and a visually hidden table with the exact values.
 */
/**
 * Width of an element in CSS pixels, following resizes (the chart draws in real pixels); undefined
 * until the browser has laid the element out. Read from the ResizeObserver's first report, which
 * comes after the browser's own layout and before it paints, and applied at once (flushSync): the
 * chart never shows at a guessed width, and nothing forces a layout in the middle of React's commit
 * (reading clientWidth there cost a layout of the whole new dashboard, 97 ms of its longest task
 * at 4x CPU).
 */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // without a ResizeObserver (tests' DOM) the chart takes its usual width
    if (typeof ResizeObserver === 'undefined') return setWidth(FALLBACK_WIDTH);
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry.contentRect.width);
      if (next > 0) flushSync(() => setWidth(next));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The chart, or an empty state when no month has a payment (an axis of zeros says nothing). */
export function PaymentsChart({ months }: { months: Month[] }) {
  const { t } = useTranslation();
  if (!hasPayments(months)) return <EmptyState title={t('dashboard.chart.empty')} />;
  return <BarChart months={months} />;
}

function BarChart({ months }: { months: Month[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [boxRef, measured] = useWidth<HTMLElement>();
  const WIDTH = measured ?? FALLBACK_WIDTH;
  const plotW = Math.max(120, WIDTH - PAD.left - PAD.right);
  // On a phone every other month is labelled so the names do not collide.
  const labelEvery = plotW / Math.max(1, months.length) < 30 ? 2 : 1;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const { step, top } = niceScale(Math.max(0, ...months.map((m) => m.total)), TICKS);
  const bars = layoutBars(
    months.map((m) => m.total),
    plotW,
    plotH,
    top,
  );
  const sum = months.reduce((acc, m) => acc + m.total, 0);
  const count = months.reduce((acc, m) => acc + m.count, 0);

  return (
    <figure className="m-0" ref={boxRef}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        className="block max-w-full text-text-muted"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        direction="ltr"
      >
        <title id={`${id}-title`}>{t('dashboard.chart.title')}</title>
        <desc id={`${id}-desc`}>
          {t('dashboard.chart.description', { count, total: formatRupiah(sum), months: months.length })}
        </desc>
        <g transform={`translate(${PAD.left} ${PAD.top})`}>
          {Array.from({ length: TICKS + 1 }, (_, i) => {
            const value = step * i;
            const y = plotH - (plotH / TICKS) * i;
            return (
              <g key={value}>
                <line x1={0} x2={plotW} y1={y} y2={y} stroke="var(--c-divider)" strokeWidth={1} />
                <text x={-8} y={y} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
                  {compactRupiah(value)}
                </text>
              </g>
            );
          })}
          {bars.map((bar, i) => (
            <g key={months[i].month}>
              <rect
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={3}
                fill="var(--c-primary)"
                data-month={months[i].month}
              >
                <title>
                  {`${monthLabel(months[i].month, i18n.language, 'long')}: ${formatRupiah(months[i].total)}`}
                </title>
              </rect>
              {(months.length - 1 - i) % labelEvery === 0 && (
                <text
                  x={bar.x + bar.width / 2}
                  y={plotH + 18}
                  textAnchor="middle"
                  fontSize={11}
                  fill="currentColor"
                >
                  {monthLabel(months[i].month, i18n.language, 'short')}
                </text>
              )}
            </g>
          ))}
        </g>
      </svg>
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
