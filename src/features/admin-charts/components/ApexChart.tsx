import type ApexCharts from 'apexcharts';
import type { ApexOptions } from 'apexcharts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/Skeleton';

// An ApexCharts chart that loads the library when the first chart of the page comes near the
// viewport, and draws each chart only once it is near: the route's first load carries no chart
// library, and charts below the fold cost nothing until scrolled to. The library is ApexCharts 5's
// core with the chart types and features this page uses (./apex-library), driven here directly
// (no React wrapper package: a chart is created on mount, updated when its options change,
// destroyed on unmount).

export type ApexType =
  | 'area'
  | 'line'
  | 'scatter'
  | 'bar'
  | 'candlestick'
  | 'heatmap'
  | 'radialBar'
  | 'radar'
  | 'donut';

interface ChartProps {
  type: ApexType;
  series: ApexOptions['series'];
  options: ApexOptions;
}

type ApexConstructor = typeof ApexCharts;

let library: Promise<ApexConstructor> | undefined;
const load = () => {
  library ??= import('./apex-library').then(
    (m) => m.default,
    (error) => {
      library = undefined; // the next chart that comes near tries again
      throw error;
    },
  );
  return library;
};

/** True once `ref`'s element has come within 200 px of the viewport (stays true). */
function useNear(ref: React.RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/** The chart's configuration as ApexCharts takes it, and a signature of it (functions aside). */
const configOf = ({ type, series, options }: ChartProps): ApexOptions => ({
  ...options,
  chart: { ...options.chart, type, height: '100%', width: '100%' },
  series,
});

function DrawnChart({ Apex, ...props }: ChartProps & { Apex: ApexConstructor }) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ApexCharts | null>(null);
  const drawn = useRef('');
  const config = configOf(props);
  // formatters are functions: the language stands for what they print
  const signature = `${i18n.language} ${JSON.stringify(config)}`;
  const latest = useRef(config);
  latest.current = config;

  useEffect(() => {
    if (!box.current) return;
    const instance = new Apex(box.current, latest.current);
    chart.current = instance;
    drawn.current = '';
    instance.render();
    return () => {
      chart.current = null;
      instance.destroy();
    };
  }, [Apex]);

  useEffect(() => {
    if (!drawn.current)
      drawn.current = signature; // the first draw had this configuration
    else if (drawn.current !== signature && chart.current) {
      drawn.current = signature;
      chart.current.updateOptions(latest.current);
    }
  }, [signature]);

  return <div ref={box} className="h-full" />;
}

export function ApexChart(props: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNear(box);
  const [Apex, setApex] = useState<ApexConstructor | null>(null);
  useEffect(() => {
    if (!near) return;
    let live = true;
    load().then(
      (ctor) => live && setApex(() => ctor),
      () => undefined, // stays a placeholder
    );
    return () => {
      live = false;
    };
  }, [near]);
  return (
    <div ref={box} className="h-full">
      {Apex ? <DrawnChart Apex={Apex} {...props} /> : <Skeleton className="h-full w-full" />}
    </div>
  );
}
