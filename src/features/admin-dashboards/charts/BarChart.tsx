import { Plot } from './Plot';
import type { CartesianChartProps } from './types';
import { useChartFrame } from './useChartFrame';

/** Bars a slot: side by side (grouped) or one on another (stacked), the first series at the inline start or bottom. */
export function BarChart({
  axisLabels,
  fullLabels,
  series,
  stacked = false,
  formatAxis,
  formatValue,
  title,
  description,
  height = 260,
}: CartesianChartProps & { stacked?: boolean }) {
  const { ref, width, rtl } = useChartFrame();
  const slotTotals = axisLabels.map((_, i) =>
    stacked
      ? series.reduce((sum, s) => sum + s.values[i], 0)
      : Math.max(0, ...series.map((s) => s.values[i])),
  );
  return (
    <div ref={ref}>
      <Plot
        width={width}
        height={height}
        rtl={rtl}
        max={Math.max(0, ...slotTotals)}
        axisLabels={axisLabels}
        slotKeys={fullLabels}
        formatAxis={formatAxis}
        title={title}
        description={description}
      >
        {({ y, slotX, slot }) => {
          const group = Math.min(slot * 0.72, 18 * (stacked ? 1 : series.length) + 8);
          const barWidth = Math.max(2, stacked ? group : group / series.length - 2);
          return axisLabels.map((_, i) => {
            let base = 0;
            return (
              <g key={fullLabels[i]} data-slot={i}>
                {series.map((s, k) => {
                  const value = s.values[i];
                  const from = stacked ? base : 0;
                  base += value;
                  const order = rtl ? series.length - 1 - k : k;
                  const x = slotX(i) + (slot - group) / 2 + (stacked ? 0 : order * (group / series.length));
                  const barHeight = y(from) - y(from + value);
                  if (barHeight <= 0) return null;
                  return (
                    <rect
                      key={s.key}
                      x={x}
                      y={y(from + value)}
                      width={barWidth}
                      height={barHeight}
                      rx={stacked ? 0 : 2}
                      fill={s.color}
                    >
                      <title>{`${fullLabels[i]}, ${s.label}: ${formatValue(value)}`}</title>
                    </rect>
                  );
                })}
              </g>
            );
          });
        }}
      </Plot>
    </div>
  );
}
