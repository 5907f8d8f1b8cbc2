import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/PageHeader';
import { cn } from '@/lib/cn';

export type ShowcasePageProps = {
  /** The page's h1 (the component's name). */
  title: string;
  subtitle?: ReactNode;
  /** The menu section the page sits in, shown as the breadcrumb (a translation key: nav.*). */
  section?: `nav.${string}`;
  /** Examples side by side from lg up; 'one' keeps one column (wide examples). */
  columns?: 'one' | 'two';
  children: ReactNode;
};

/** A showcase page: breadcrumb, title and the grid of its examples (components/Example). */
export function ShowcasePage({
  title,
  subtitle,
  section = 'nav.components',
  columns = 'two',
  children,
}: ShowcasePageProps) {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader
        title={title}
        subtitle={subtitle}
        before={
          <nav aria-label={t('showcase.breadcrumb')}>
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-text-muted">
              <li>{t(section)}</li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="text-text">
                {title}
              </li>
            </ol>
          </nav>
        }
      />
      <div className={cn('grid items-start gap-6', columns === 'two' && 'lg:grid-cols-2')}>{children}</div>
    </div>
  );
}
