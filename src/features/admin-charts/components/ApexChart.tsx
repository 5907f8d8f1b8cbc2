import type { ApexOptions } from 'apexcharts';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';

// An ApexCharts chart that loads the library (with React's wrapper) when the first chart of the
// page comes near the viewport, and draws each chart only once it is near: the route's first load
// carries no chart library, and charts below the fold cost nothing until scrolled to.
// (ApexCharts 5's per-type modules would save about 8 KB more, but its package.json declares its
// dist files free of side effects, so a bundler drops the registration they exist for.)

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
  height: string;
  series: ApexOptions['series'];
  options: ApexOptions;
}

let library: Promise<ComponentType<ChartProps>> | undefined;
const load = () => {
  library ??= import('react-apexcharts').then(
    (m) => m.default as unknown as ComponentType<ChartProps>,
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

export function ApexChart({ type, series, options }: Omit<ChartProps, 'height'>) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNear(box);
  const [Chart, setChart] = useState<ComponentType<ChartProps> | null>(null);
  useEffect(() => {
    if (!near) return;
    let live = true;
    load().then(
      (component) => live && setChart(() => component),
      () => undefined, // stays a placeholder
    );
    return () => {
      live = false;
    };
  }, [near]);
  return (
    <div ref={box} className="h-full">
      {Chart ? (
        <Chart type={type} height="100%" series={series} options={options} />
      ) : (
        <Skeleton className="h-full w-full" />
      )}
    </div>
  );
}
