import { lazy } from 'react';

// The chart kit (./kit.ts) in its own chunk, fetched when the first chart shows.
const kit = () => import('./kit');

export const LazyBarChart = lazy(() => kit().then((m) => ({ default: m.BarChart })));
export const LazyLineChart = lazy(() => kit().then((m) => ({ default: m.LineChart })));
export const LazyDonutChart = lazy(() => kit().then((m) => ({ default: m.DonutChart })));
