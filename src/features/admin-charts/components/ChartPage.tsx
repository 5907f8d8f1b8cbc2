import type { ReactNode } from 'react';
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
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-96 w-full" />
          ))}
        </ChartGrid>
      )}
    </ShowcasePage>
  );
}
