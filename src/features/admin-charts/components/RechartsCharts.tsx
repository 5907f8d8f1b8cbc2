import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import type { LiveFigures } from '../api/figures';
import { ChartCard } from './ChartCard';
import { RADAR_AXES, RADAR_SERIES, SCATTER } from './sample-data';
import { radarTable, scatterTable, seriesTable } from './tables';
import { useChartTheme } from './useChartTheme';

/** The charts of /charts/recharts (SVG), in a chunk of their own with the library: loaded after the page shell. */
export default function RechartsCharts({ figures: f }: { figures: LiveFigures }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const theme = useChartTheme();
  const [c0, c1, c2, c3, c4] = theme.palette;
  const axis = { stroke: theme.divider, tick: { fill: theme.muted, fontSize: 12 }, tickLine: false };
  const xAxis = { ...axis, reversed: theme.rtl };
  const yAxis = { ...axis, orientation: theme.rtl ? ('right' as const) : ('left' as const), width: 48 };
  const grid = <CartesianGrid stroke={theme.divider} strokeDasharray="3 3" vertical={false} />;
  const tooltip = (
    <Tooltip
      contentStyle={{
        background: theme.paper,
        border: `1px solid ${theme.divider}`,
        borderRadius: 6,
        color: theme.text,
      }}
      labelStyle={{ color: theme.text }}
    />
  );
  const legend = <Legend wrapperStyle={{ color: theme.text, fontSize: 13 }} />;
  const chartStyle = { fontFamily: theme.font };
  // drawn at once: recharts' entry animation left the marks undrawn in a busy or hidden tab
  const animate = false;
  const months = f.months.map((month, i) => ({
    month,
    payments: f.paid[i].count,
    ...Object.fromEntries(f.slips.map((s) => [s.pasal, s.counts[i]])),
  }));
  const radar = RADAR_AXES.map((key, i) => ({
    axis: t(`adminCharts.radar.${key}`),
    ...Object.fromEntries(RADAR_SERIES.map((s) => [s.key, s.values[i]])),
  }));
  return (
    <>
      <ChartCard
        id="line"
        live
        title={t('adminCharts.paymentsPerMonth')}
        table={seriesTable(
          t('adminCharts.month'),
          f.months,
          [
            { name: t('adminCharts.payments'), values: f.paid.map((p) => p.count) },
            { name: t('adminCharts.amount'), values: f.paid.map((p) => p.total), money: true },
          ],
          lng,
        )}
      >
        <ResponsiveContainer>
          <LineChart data={months} style={chartStyle}>
            {grid}
            <XAxis dataKey="month" {...xAxis} />
            <YAxis allowDecimals={false} {...yAxis} />
            {tooltip}
            <Line
              isAnimationActive={animate}
              type="monotone"
              dataKey="payments"
              name={t('adminCharts.payments')}
              stroke={c0}
              strokeWidth={3}
              dot={{ r: 3, fill: c0 }}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        id="area"
        live
        title={t('adminCharts.slipsByPasal')}
        table={seriesTable(
          t('adminCharts.month'),
          f.months,
          f.slips.map((s) => ({ name: s.pasal, values: s.counts })),
          lng,
        )}
      >
        <ResponsiveContainer>
          <AreaChart data={months} style={chartStyle}>
            {grid}
            <XAxis dataKey="month" {...xAxis} />
            <YAxis allowDecimals={false} {...yAxis} />
            {tooltip}
            {legend}
            {f.slips.map((s, i) => (
              <Area
                isAnimationActive={animate}
                key={s.pasal}
                type="monotone"
                dataKey={s.pasal}
                stackId="pasal"
                stroke={theme.palette[i]}
                fill={theme.palette[i]}
                fillOpacity={0.35}
              />
            ))}
          </AreaChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard id="scatter" title={t('adminCharts.scatterTitle')} table={scatterTable(t, lng)}>
        <ResponsiveContainer>
          <ScatterChart style={chartStyle}>
            <CartesianGrid stroke={theme.divider} strokeDasharray="3 3" />
            <XAxis type="number" dataKey="x" name={t('adminCharts.staff')} {...xAxis} />
            <YAxis type="number" dataKey="y" name={t('adminCharts.slipsMonth')} {...yAxis} />
            <ZAxis range={[60, 60]} />
            {tooltip}
            {legend}
            {SCATTER.map((g, i) => (
              <Scatter
                isAnimationActive={animate}
                key={g.key}
                name={t(`adminCharts.group.${g.key}`)}
                data={g.points}
                fill={i ? c2 : c1}
              />
            ))}
          </ScatterChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        id="bar"
        live
        title={t('adminCharts.paymentsByBank')}
        table={seriesTable(
          t('adminCharts.bank'),
          f.banks.map((b) => b.label),
          [
            { name: t('adminCharts.payments'), values: f.banks.map((b) => b.count) },
            { name: t('adminCharts.amount'), values: f.banks.map((b) => b.total), money: true },
          ],
          lng,
        )}
      >
        <ResponsiveContainer>
          <BarChart data={f.banks} style={chartStyle}>
            {grid}
            <XAxis dataKey="label" {...xAxis} />
            <YAxis allowDecimals={false} {...yAxis} />
            {tooltip}
            <Bar
              isAnimationActive={animate}
              dataKey="count"
              name={t('adminCharts.payments')}
              fill={c3}
              radius={[6, 6, 0, 0]}
              maxBarSize={40}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard id="radar" title={t('adminCharts.radarTitle')} table={radarTable(t, lng)}>
        <ResponsiveContainer>
          <RadarChart data={radar} style={chartStyle}>
            <PolarGrid stroke={theme.divider} />
            <PolarAngleAxis dataKey="axis" tick={{ fill: theme.muted, fontSize: 12 }} />
            <PolarRadiusAxis tick={false} axisLine={false} domain={[0, 100]} />
            {tooltip}
            {legend}
            {RADAR_SERIES.map((s, i) => (
              <Radar
                isAnimationActive={animate}
                key={s.key}
                name={t(`adminCharts.plan.${s.key}`)}
                dataKey={s.key}
                stroke={i ? c4 : c0}
                fill={i ? c4 : c0}
                fillOpacity={0.3}
              />
            ))}
          </RadarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        id="pie"
        live
        title={t('adminCharts.billsByStatus')}
        table={seriesTable(
          t('adminCharts.status'),
          f.billStatus.map((s) => s.label),
          [{ name: t('adminCharts.bills'), values: f.billStatus.map((s) => s.count) }],
          lng,
        )}
      >
        <ResponsiveContainer>
          <PieChart style={chartStyle}>
            {tooltip}
            {legend}
            <Pie
              isAnimationActive={animate}
              data={f.billStatus}
              dataKey="count"
              nameKey="label"
              innerRadius="0%"
              outerRadius="75%"
              stroke={theme.paper}
              label={{ fill: theme.text, fontSize: 12 }}
            >
              {f.billStatus.map((s, i) => (
                <Cell key={s.key} fill={[c2, c1, c4][i]} />
              ))}
            </Pie>
          </PieChart>
        </ResponsiveContainer>
      </ChartCard>
    </>
  );
}
