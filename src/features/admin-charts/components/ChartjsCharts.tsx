import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  type Plugin,
  PointElement,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';
import { Bar, Bubble, Line, PolarArea, Radar, Scatter } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/lib/format';
import type { LiveFigures } from '../api/figures';
import { ChartCard } from './ChartCard';
import { BUBBLES, RADAR_AXES, RADAR_SERIES, SCATTER } from './sample-data';
import { compactNumber, radarTable, scatterTable, seriesTable } from './tables';
import { type ChartTheme, useChartTheme, withAlpha } from './useChartTheme';

/** After each draw the canvas says how many data marks chart.js laid out (data-marks), for tests. */
const marksPlugin: Plugin = {
  id: 'portalMarks',
  afterDraw: (chart) => {
    const marks = chart
      .getSortedVisibleDatasetMetas()
      .reduce((sum, meta) => sum + meta.data.filter((el) => !(el as { skip?: boolean }).skip).length, 0);
    chart.canvas.dataset.marks = String(marks);
  },
};

ChartJS.register(
  CategoryScale,
  LinearScale,
  RadialLinearScale,
  BarElement,
  LineElement,
  PointElement,
  ArcElement,
  Filler,
  Tooltip,
  Legend,
  marksPlugin,
);

/** Options every chart here shares: our colours, Inter, the language's numbers, right to left in Arabic. */
function baseOptions(theme: ChartTheme, lng: string) {
  const font = { family: theme.font, size: 12 };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: 400 },
    locale: localeFor(lng),
    color: theme.muted,
    font,
    plugins: {
      legend: { rtl: theme.rtl, labels: { color: theme.text, font, usePointStyle: true, boxHeight: 8 } },
      tooltip: {
        rtl: theme.rtl,
        backgroundColor: theme.paper,
        titleColor: theme.text,
        bodyColor: theme.text,
        borderColor: theme.divider,
        borderWidth: 1,
      },
    },
  };
}

function cartesian(theme: ChartTheme, lng: string, horizontal = false) {
  const ticks = { color: theme.muted, font: { family: theme.font, size: 12 } };
  const grid = { color: theme.divider };
  const valueTicks = {
    ...ticks,
    precision: 0,
    callback: (v: string | number) => compactNumber(Number(v), lng),
  };
  return {
    ...baseOptions(theme, lng),
    indexAxis: horizontal ? ('y' as const) : ('x' as const),
    scales: {
      x: {
        reverse: theme.rtl,
        ticks: horizontal ? valueTicks : ticks,
        grid: horizontal ? grid : { display: false },
      },
      y: {
        position: theme.rtl ? ('right' as const) : ('left' as const),
        ticks: horizontal ? ticks : valueTicks,
        grid,
      },
    },
  };
}

function radial(theme: ChartTheme, lng: string) {
  const grid = { color: theme.divider };
  return {
    ...baseOptions(theme, lng),
    scales: {
      r: {
        grid,
        angleLines: grid,
        pointLabels: { color: theme.muted, font: { family: theme.font, size: 12 } },
        ticks: { display: false },
        beginAtZero: true,
      },
    },
  };
}

/** The charts of /charts/chartjs (canvas, through react-chartjs-2), in a chunk of their own with the library: loaded after the page shell. */
export default function ChartjsCharts({ figures: f }: { figures: LiveFigures }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const theme = useChartTheme();
  const [c0, c1, c2, c3, c4, c5] = theme.palette;
  const totalSlips = f.months.map((_, i) => f.slips.reduce((sum, s) => sum + s.counts[i], 0));
  const radarLabels = RADAR_AXES.map((key) => t(`adminCharts.radar.${key}`));
  return (
    <>
      <ChartCard
        id="bar"
        live
        title={t('adminCharts.slipsPerMonth')}
        table={seriesTable(
          t('adminCharts.month'),
          f.months,
          [{ name: t('adminCharts.slips'), values: totalSlips }],
          lng,
        )}
      >
        <Bar
          aria-label={t('adminCharts.slipsPerMonth')}
          options={cartesian(theme, lng) as ChartOptions<'bar'>}
          data={{
            labels: f.months,
            datasets: [
              {
                label: t('adminCharts.slips'),
                data: totalSlips,
                backgroundColor: c0,
                borderRadius: 6,
                maxBarThickness: 28,
              },
            ],
          }}
        />
      </ChartCard>
      <ChartCard
        id="horizontal-bar"
        live
        title={t('adminCharts.amountByBank')}
        table={seriesTable(
          t('adminCharts.bank'),
          f.banks.map((b) => b.label),
          [{ name: t('adminCharts.amount'), values: f.banks.map((b) => b.total), money: true }],
          lng,
        )}
      >
        <Bar
          aria-label={t('adminCharts.amountByBank')}
          options={cartesian(theme, lng, true) as ChartOptions<'bar'>}
          data={{
            labels: f.banks.map((b) => b.label),
            datasets: [
              {
                label: t('adminCharts.amount'),
                data: f.banks.map((b) => b.total),
                backgroundColor: c1,
                borderRadius: 6,
                maxBarThickness: 22,
              },
            ],
          }}
        />
      </ChartCard>
      <ChartCard
        id="line"
        live
        title={t('adminCharts.paidPerMonth')}
        table={seriesTable(
          t('adminCharts.month'),
          f.months,
          [{ name: t('adminCharts.amount'), values: f.paid.map((p) => p.total), money: true }],
          lng,
        )}
      >
        <Line
          aria-label={t('adminCharts.paidPerMonth')}
          options={cartesian(theme, lng) as ChartOptions<'line'>}
          data={{
            labels: f.months,
            datasets: [
              {
                label: t('adminCharts.amount'),
                data: f.paid.map((p) => p.total),
                borderColor: c2,
                backgroundColor: c2,
                tension: 0.35,
                pointRadius: 3,
              },
            ],
          }}
        />
      </ChartCard>
      <ChartCard id="radar" title={t('adminCharts.radarTitle')} table={radarTable(t, lng)}>
        <Radar
          aria-label={t('adminCharts.radarTitle')}
          options={radial(theme, lng) as ChartOptions<'radar'>}
          data={{
            labels: radarLabels,
            datasets: RADAR_SERIES.map((s, i) => ({
              label: t(`adminCharts.plan.${s.key}`),
              data: s.values,
              borderColor: i ? c4 : c0,
              backgroundColor: withAlpha(i ? c4 : c0, 0.25),
              pointBackgroundColor: i ? c4 : c0,
            })),
          }}
        />
      </ChartCard>
      <ChartCard
        id="polar-area"
        live
        title={t('adminCharts.paymentsByChannel')}
        table={seriesTable(
          t('adminCharts.channelHead'),
          f.channels.map((c) => c.label),
          [{ name: t('adminCharts.payments'), values: f.channels.map((c) => c.count) }],
          lng,
        )}
      >
        <PolarArea
          aria-label={t('adminCharts.paymentsByChannel')}
          options={radial(theme, lng) as ChartOptions<'polarArea'>}
          data={{
            labels: f.channels.map((c) => c.label),
            datasets: [
              {
                label: t('adminCharts.payments'),
                data: f.channels.map((c) => c.count),
                backgroundColor: theme.palette.map((c) => withAlpha(c, 0.7)),
                borderColor: theme.paper,
              },
            ],
          }}
        />
      </ChartCard>
      <ChartCard
        id="bubble"
        title={t('adminCharts.bubbleTitle')}
        table={seriesTable(
          t('adminCharts.point'),
          BUBBLES.map((_, i) => String(i + 1)),
          [
            { name: 'x', values: BUBBLES.map((b) => b.x) },
            { name: 'y', values: BUBBLES.map((b) => b.y) },
            { name: t('adminCharts.size'), values: BUBBLES.map((b) => b.r) },
          ],
          lng,
        )}
      >
        <Bubble
          aria-label={t('adminCharts.bubbleTitle')}
          options={cartesian(theme, lng) as unknown as ChartOptions<'bubble'>}
          data={{
            datasets: [
              {
                label: t('adminCharts.clients'),
                data: BUBBLES,
                backgroundColor: withAlpha(c3, 0.6),
                borderColor: c3,
              },
            ],
          }}
        />
      </ChartCard>
      <ChartCard id="scatter" title={t('adminCharts.scatterTitle')} table={scatterTable(t, lng)}>
        <Scatter
          aria-label={t('adminCharts.scatterTitle')}
          options={cartesian(theme, lng) as unknown as ChartOptions<'scatter'>}
          data={{
            datasets: SCATTER.map((g, i) => ({
              label: t(`adminCharts.group.${g.key}`),
              data: g.points,
              backgroundColor: i ? c5 : c1,
              pointRadius: 5,
            })),
          }}
        />
      </ChartCard>
      <ChartCard
        id="area"
        live
        title={t('adminCharts.issuedPerMonth')}
        table={seriesTable(
          t('adminCharts.month'),
          f.months,
          [{ name: t('adminCharts.amount'), values: f.issued.map((p) => p.total), money: true }],
          lng,
        )}
      >
        <Line
          aria-label={t('adminCharts.issuedPerMonth')}
          options={cartesian(theme, lng) as ChartOptions<'line'>}
          data={{
            labels: f.months,
            datasets: [
              {
                label: t('adminCharts.amount'),
                data: f.issued.map((p) => p.total),
                borderColor: c0,
                backgroundColor: withAlpha(c0, 0.25),
                fill: true,
                tension: 0.35,
                pointRadius: 0,
              },
            ],
          }}
        />
      </ChartCard>
    </>
  );
}
