import { Plot } from './Plot';
import type { CartesianChartProps } from './types';
import { useChartFrame } from './useChartFrame';

/** Lines through each slot's centre; the first series also shades the area under it. */
export function LineChart({
  axisLabels,
  fullLabels,
  series,
  formatAxis,
  formatValue,
  title,
  description,
  height = 260,
}: CartesianChartProps) {
  const { ref, width, rtl } = useChartFrame();
  return (
    <div ref={ref}>
      <Plot
        width={width}
        height={height}
        rtl={rtl}
        max={Math.max(0, ...series.flatMap((s) => s.values))}
        axisLabels={axisLabels}
        slotKeys={fullLabels}
        formatAxis={formatAxis}
        title={title}
        description={description}
      >
        {({ y, slotX, slot, plotHeight }) =>
          series.map((s, k) => {
            const points = s.values.map((v, i) => [slotX(i) + slot / 2, y(v)] as const);
            const line = points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
            const [first, last] = [points[0], points[points.length - 1]];
            return (
              <g key={s.key}>
                {k === 0 && first && (
                  <polygon
                    points={`${first[0]},${plotHeight} ${line} ${last[0]},${plotHeight}`}
                    fill={s.color}
                    fillOpacity={0.14}
                  />
                )}
                <polyline points={line} fill="none" stroke={s.color} strokeWidth={2} strokeLinejoin="round" />
                {points.map(([px, py], i) => (
                  <circle key={fullLabels[i]} cx={px} cy={py} r={slot > 14 ? 3 : 2} fill={s.color}>
                    <title>{`${fullLabels[i]}, ${s.label}: ${formatValue(s.values[i])}`}</title>
                  </circle>
                ))}
              </g>
            );
          })
        }
      </Plot>
    </div>
  );
}
