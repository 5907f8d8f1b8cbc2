import type { ReactNode } from 'react';
import { axisTicks, labelEvery, slotStart } from './axis';
import { ChartSvg } from './ChartSvg';

// The frame of the bar and line charts: gridlines with the value axis at the inline start, slot
// labels below, and the plot area handed to the chart's marks. Text is drawn left to right (the
// svg's direction) at mirrored positions, so Arabic reads from the right without mirrored glyphs.

const PAD = { top: 12, bottom: 28, axis: 72, end: 12 };

export interface PlotGeometry {
  plotWidth: number;
  plotHeight: number;
  /** y of a value */
  y: (value: number) => number;
  /** x where slot i starts, and the slot width */
  slotX: (i: number) => number;
  slot: number;
}

export function Plot({
  width,
  height,
  rtl,
  max,
  axisLabels,
  slotKeys,
  formatAxis,
  title,
  description,
  children,
}: {
  width: number;
  height: number;
  rtl: boolean;
  max: number;
  axisLabels: string[];
  /** one unique name a slot (the full labels) */
  slotKeys: string[];
  formatAxis: (value: number) => string;
  title: string;
  description: string;
  children: (geometry: PlotGeometry) => ReactNode;
}) {
  const plotWidth = Math.max(120, width - PAD.axis - PAD.end);
  const plotHeight = height - PAD.top - PAD.bottom;
  const ticks = axisTicks(max);
  const top = ticks[ticks.length - 1];
  const n = Math.max(1, axisLabels.length);
  const geometry: PlotGeometry = {
    plotWidth,
    plotHeight,
    y: (value) => plotHeight - (Math.max(0, value) / top) * plotHeight,
    slotX: (i) => slotStart(i, n, plotWidth, rtl),
    slot: plotWidth / n,
  };
  const every = labelEvery(n, plotWidth);
  return (
    <ChartSvg
      width={width}
      height={height}
      title={title}
      description={description}
      className="block max-w-full text-text-muted"
    >
      <g transform={`translate(${rtl ? PAD.end : PAD.axis} ${PAD.top})`}>
        {ticks.map((value) => (
          <g key={value}>
            <line
              x1={0}
              x2={plotWidth}
              y1={geometry.y(value)}
              y2={geometry.y(value)}
              stroke="var(--c-divider)"
            />
            <text
              x={rtl ? plotWidth + 8 : -8}
              y={geometry.y(value)}
              dy="0.32em"
              textAnchor={rtl ? 'start' : 'end'}
              fontSize={11}
              fill="currentColor"
            >
              {formatAxis(value)}
            </text>
          </g>
        ))}
        {axisLabels.map((label, i) =>
          // the newest slot is always labelled, then every `every`-th one back from it
          (n - 1 - i) % every === 0 ? (
            <text
              key={slotKeys[i]}
              x={geometry.slotX(i) + geometry.slot / 2}
              y={plotHeight + 18}
              textAnchor="middle"
              fontSize={11}
              fill="currentColor"
            >
              {label}
            </text>
          ) : null,
        )}
        {children(geometry)}
      </g>
    </ChartSvg>
  );
}
