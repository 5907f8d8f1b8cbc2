// ApexCharts 5 as the Apex charts page uses it: the core (tooltips included) with the chart types
// drawn there and the legend and keyboard navigation features, instead of the full build (every
// chart type, toolbar, exports, annotations). Each import registers its part with the core; the
// package marks these files free of side effects, so vite.config.ts keeps them (apexChartParts).
import ApexCharts from 'apexcharts/core';
import 'apexcharts/line'; // line, area, scatter
import 'apexcharts/bar';
import 'apexcharts/candlestick';
import 'apexcharts/heatmap';
import 'apexcharts/radialBar';
import 'apexcharts/radar';
import 'apexcharts/donut';
import 'apexcharts/features/legend';
import 'apexcharts/features/keyboard';

export default ApexCharts;
