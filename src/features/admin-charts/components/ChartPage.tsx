import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/ErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { ShowcasePage } from '@/features/admin-showcase';
import { useApiErrorMessage } from '@/lib/errors';
import { type LiveFigures, useLiveFigures } from '../api/figures';
import { ChartGrid } from './ChartCard';

/**
 * A chart library's page: its title and library note, then the charts once the server's figures
 * are in (a skeleton grid until then, an error with a retry if they fail).
 */
export function ChartPage({
  title,
  library,
  children,
}: {
  title: string;
  /** "recharts 3.10.1, SVG" */
  library: string;
  children: (figures: LiveFigures) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const { figures, error } = useLiveFigures();
  return (
    <ShowcasePage
      title={title}
      subtitle={t('adminCharts.subtitle', { library })}
      section="nav.sectionChartsMisc"
      columns="one"
    >
      {figures ? (
        <ChartGrid>{children(figures)}</ChartGrid>
      ) : error ? (
        <ErrorState message={errorText(error)} onRetry={() => window.location.reload()} />
      ) : (
        <ChartGrid>
          <ChartSkeletons />
        </ChartGrid>
      )}
    </ShowcasePage>
  );
}

const ChartSkeletons = () =>
  Array.from({ length: 4 }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <Skeleton key={i} className="h-96 w-full" />
  ));

/**
 * ChartPage's children for charts kept in a module of their own with their library: the page shell
 * (title, figures) paints first, the library loads after it (skeletons meanwhile).
 */
export function lazyCharts(
  load: () => Promise<{ default: ComponentType<{ figures: LiveFigures }> }>,
): (figures: LiveFigures) => ReactNode {
  const Charts = lazy(load);
  return (figures) => (
    <Suspense fallback={<ChartSkeletons />}>
      <Charts figures={figures} />
    </Suspense>
  );
}
