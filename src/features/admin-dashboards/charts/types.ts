/** One series of a chart: its values by slot, its name and its colour (a theme CSS variable). */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  values: number[];
}

export interface CartesianChartProps {
  /** short slot names on the axis, and full ones for tooltips */
  axisLabels: string[];
  fullLabels: string[];
  series: ChartSeries[];
  formatAxis: (value: number) => string;
  formatValue: (value: number) => string;
  /** the accessible name and description of the picture (the table twin holds the figures) */
  title: string;
  description: string;
  height?: number;
}
