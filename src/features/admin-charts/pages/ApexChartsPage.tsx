import type { ApexOptions } from 'apexcharts';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@/lib/format';
import { ApexChart, type ApexType } from '../components/ApexChart';
import { ChartCard } from '../components/ChartCard';
import { ChartPage } from '../components/ChartPage';
import { CANDLES, HEAT, HEAT_COLUMNS, RADAR_AXES, RADAR_SERIES, SCATTER } from '../components/sample-data';
import { compactNumber, radarTable, scatterTable, seriesTable, weekdayNames } from '../components/tables';
import { type ChartTheme, useChartTheme } from '../components/useChartTheme';

/** What every chart here shares: our colours and font, dark or light, no toolbar. */
function baseOptions(theme: ChartTheme, lng: string): ApexOptions {
  const labels = { style: { colors: theme.muted, fontFamily: theme.font, fontSize: '12px' } };
  return {
    chart: {
      fontFamily: theme.font,
      foreColor: theme.muted,
      background: 'transparent',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { speed: 400 },
    },
    theme: { mode: theme.dark ? 'dark' : 'light' },
    colors: theme.palette,
    // Arabic: with the value axis on the right nothing holds room on the left, where the last
    // category's slanted label hangs past the plot; the padding keeps it whole on a narrow screen
    // (no padding key at all otherwise: an undefined one replaces Apex's default and nothing draws)
    grid: { borderColor: theme.divider, strokeDashArray: 4, ...(theme.rtl && { padding: { left: 24 } }) },
    dataLabels: { enabled: false },
    legend: {
      labels: { colors: theme.text },
      fontFamily: theme.font,
      position: 'top',
      horizontalAlign: theme.rtl ? 'right' : 'left',
    },
    tooltip: { theme: theme.dark ? 'dark' : 'light' },
    xaxis: { labels, axisBorder: { color: theme.divider }, axisTicks: { color: theme.divider } },
    // Arabic: the value axis on the right (the category order is reversed by the caller)
    yaxis: { opposite: theme.rtl, labels: { ...labels, formatter: (v: number) => compactNumber(v, lng) } },
  };
}

/** Categories and their values, last first in a right-to-left page (Apex draws left to right). */
const inOrder = <T,>(rtl: boolean, values: T[]) => (rtl ? [...values].reverse() : values);

/** /charts/apex-charts: ApexCharts (SVG), loaded as each chart nears the viewport. */
export default function ApexChartsPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const theme = useChartTheme();
  const base = baseOptions(theme, lng);
  const rtl = theme.rtl;
  const chart = (type: ApexType, options: ApexOptions, series: ApexOptions['series']) => (
    <ApexChart
      type={type}
      series={series}
      options={{ ...base, ...options, chart: { ...base.chart, ...options.chart } }}
    />
  );
  return (
    <ChartPage title={t('nav.chartsApex')} library="apexcharts 5.10">
      {(f) => {
        const months = inOrder(rtl, f.months);
        const weekdays = weekdayNames(lng);
        const statusShare = f.billStatus.map((s) => {
          const all = f.billStatus.reduce((sum, x) => sum + x.count, 0);
          return all ? Math.round((s.count / all) * 100) : 0;
        });
        return (
          <>
            <ChartCard
              id="area"
              live
              title={t('adminCharts.paidPerMonth')}
              table={seriesTable(
                t('adminCharts.month'),
                f.months,
                [{ name: t('adminCharts.amount'), values: f.paid.map((p) => p.total), money: true }],
                lng,
              )}
            >
              {chart(
                'area',
                {
                  xaxis: { ...base.xaxis, categories: months },
                  stroke: { curve: 'smooth', width: 3 },
                  fill: { type: 'gradient', gradient: { opacityFrom: 0.5, opacityTo: 0.05 } },
                  tooltip: { ...base.tooltip, y: { formatter: (v: number) => formatRupiah(v) } },
                },
                [
                  {
                    name: t('adminCharts.amount'),
                    data: inOrder(
                      rtl,
                      f.paid.map((p) => p.total),
                    ),
                  },
                ],
              )}
            </ChartCard>
            <ChartCard
              id="column"
              live
              title={t('adminCharts.slipsByPasal')}
              table={seriesTable(
                t('adminCharts.month'),
                f.months,
                f.slips.map((s) => ({ name: s.pasal, values: s.counts })),
                lng,
              )}
            >
              {chart(
                'bar',
                {
                  chart: { stacked: true },
                  plotOptions: { bar: { columnWidth: '45%', borderRadius: 4 } },
                  xaxis: { ...base.xaxis, categories: months },
                },
                f.slips.map((s) => ({ name: s.pasal, data: inOrder(rtl, s.counts) })),
              )}
            </ChartCard>
            <ChartCard id="scatter" title={t('adminCharts.scatterTitle')} table={scatterTable(t, lng)}>
              {chart(
                'scatter',
                { xaxis: { ...base.xaxis, type: 'numeric', tickAmount: 6 }, markers: { size: 6 } },
                SCATTER.map((g) => ({
                  name: t(`adminCharts.group.${g.key}`),
                  data: g.points.map((p) => [rtl ? 70 - p.x : p.x, p.y]),
                })),
              )}
            </ChartCard>
            <ChartCard
              id="line"
              live
              title={t('adminCharts.issuedPerMonthCount')}
              table={seriesTable(
                t('adminCharts.month'),
                f.months,
                [{ name: t('adminCharts.bills'), values: f.issued.map((p) => p.count) }],
                lng,
              )}
            >
              {chart(
                'line',
                {
                  xaxis: { ...base.xaxis, categories: months },
                  stroke: { curve: 'straight', width: 3 },
                  markers: { size: 4 },
                },
                [
                  {
                    name: t('adminCharts.bills'),
                    data: inOrder(
                      rtl,
                      f.issued.map((p) => p.count),
                    ),
                  },
                ],
              )}
            </ChartCard>
            <ChartCard
              id="bar"
              live
              title={t('adminCharts.paymentsByBank')}
              table={seriesTable(
                t('adminCharts.bank'),
                f.banks.map((b) => b.label),
                [{ name: t('adminCharts.payments'), values: f.banks.map((b) => b.count) }],
                lng,
              )}
            >
              {chart(
                'bar',
                {
                  plotOptions: { bar: { horizontal: true, barHeight: '50%', borderRadius: 4 } },
                  xaxis: { ...base.xaxis, categories: f.banks.map((b) => b.label) },
                  yaxis: { ...base.yaxis, reversed: rtl, labels: { style: { colors: theme.muted } } },
                },
                [{ name: t('adminCharts.payments'), data: f.banks.map((b) => b.count) }],
              )}
            </ChartCard>
            <ChartCard
              id="candlestick"
              title={t('adminCharts.candleTitle')}
              table={seriesTable(
                t('adminCharts.day'),
                CANDLES.map((c) => c.day),
                [
                  { name: t('adminCharts.open'), values: CANDLES.map((c) => c.open) },
                  { name: t('adminCharts.high'), values: CANDLES.map((c) => c.high) },
                  { name: t('adminCharts.low'), values: CANDLES.map((c) => c.low) },
                  { name: t('adminCharts.close'), values: CANDLES.map((c) => c.close) },
                ],
                lng,
              )}
            >
              {chart(
                'candlestick',
                {
                  xaxis: { ...base.xaxis, type: 'category' },
                  plotOptions: {
                    candlestick: { colors: { upward: theme.palette[2], downward: theme.palette[4] } },
                  },
                },
                [
                  {
                    name: t('adminCharts.price'),
                    data: inOrder(rtl, CANDLES).map((c) => ({
                      x: c.day,
                      y: [c.open, c.high, c.low, c.close],
                    })),
                  },
                ],
              )}
            </ChartCard>
            <ChartCard
              id="heatmap"
              title={t('adminCharts.heatTitle')}
              table={seriesTable(
                t('adminCharts.weekday'),
                weekdays,
                HEAT_COLUMNS.map((hour, i) => ({ name: `${hour}:00`, values: HEAT.map((row) => row[i]) })),
                lng,
              )}
            >
              {chart(
                'heatmap',
                {
                  colors: [theme.primary],
                  plotOptions: { heatmap: { radius: 4 } },
                  stroke: { colors: [theme.paper] },
                  yaxis: { ...base.yaxis, labels: { style: { colors: theme.muted } } },
                },
                weekdays
                  .map((day, r) => ({
                    name: day,
                    data: inOrder(
                      rtl,
                      HEAT_COLUMNS.map((hour, i) => ({ x: `${hour}:00`, y: HEAT[r][i] })),
                    ),
                  }))
                  .reverse(),
              )}
            </ChartCard>
            <ChartCard
              id="radial-bar"
              live
              title={t('adminCharts.billShare')}
              table={seriesTable(
                t('adminCharts.status'),
                f.billStatus.map((s) => s.label),
                [{ name: '%', values: statusShare }],
                lng,
              )}
            >
              {chart(
                'radialBar',
                {
                  labels: f.billStatus.map((s) => s.label),
                  colors: [theme.palette[2], theme.palette[1], theme.palette[4]],
                  legend: { ...base.legend, show: true, position: 'bottom', horizontalAlign: 'center' },
                  plotOptions: {
                    radialBar: {
                      track: { background: theme.divider },
                      dataLabels: { name: { color: theme.text }, value: { color: theme.text } },
                    },
                  },
                },
                statusShare,
              )}
            </ChartCard>
            <ChartCard id="radar" title={t('adminCharts.radarTitle')} table={radarTable(t, lng)}>
              {chart(
                'radar',
                {
                  xaxis: { categories: RADAR_AXES.map((key) => t(`adminCharts.radar.${key}`)) },
                  yaxis: { show: false },
                  stroke: { width: 2 },
                  fill: { opacity: 0.25 },
                  markers: { size: 0 },
                  plotOptions: {
                    radar: { polygons: { strokeColors: theme.divider, connectorColors: theme.divider } },
                  },
                },
                RADAR_SERIES.map((s) => ({ name: t(`adminCharts.plan.${s.key}`), data: s.values })),
              )}
            </ChartCard>
            <ChartCard
              id="donut"
              live
              title={t('adminCharts.paymentsByChannel')}
              table={seriesTable(
                t('adminCharts.channelHead'),
                f.channels.map((c) => c.label),
                [{ name: t('adminCharts.payments'), values: f.channels.map((c) => c.count) }],
                lng,
              )}
            >
              {chart(
                'donut',
                {
                  labels: f.channels.map((c) => c.label),
                  stroke: { colors: [theme.paper] },
                  legend: { ...base.legend, position: 'bottom', horizontalAlign: 'center' },
                  plotOptions: { pie: { donut: { size: '65%' } } },
                },
                f.channels.map((c) => c.count),
              )}
            </ChartCard>
          </>
        );
      }}
    </ChartPage>
  );
}
