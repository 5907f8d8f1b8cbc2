// The admin dashboards' charting library: small SVG charts of our own, loaded on first use
// (./lazy.tsx), so no dashboard route carries chart code in its first load.
//
// Why our own and not a package (gzip, minified, what these dashboards draw: bars, lines, a ring;
// measured with esbuild on 2026-11-23): Recharts 3.10 118 KB, ECharts 6.1 modular with the SVG
// renderer 200 KB, Chart.js 4.6 tree-shaken 64 KB, visx (shape, scale, axis, group) 26 KB,
// uPlot 1.6 23 KB; this kit about 2 KB. It follows the client dashboard's hand-drawn chart: SVG
// fills name the theme's CSS variables, so the theme colour and dark mode apply without a redraw
// (uPlot and Chart.js paint a canvas and would need one), text stays text for RTL and zoom, and
// each chart's figures are also in a table beside it (components/ChartCard.tsx).
export { BarChart } from './BarChart';
export { DonutChart } from './DonutChart';
export { LineChart } from './LineChart';
