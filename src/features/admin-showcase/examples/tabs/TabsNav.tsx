import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

// Nav tabs are links between pages, not a tab widget: a navigation landmark whose current link
// has aria-current="page". Here they only switch a sample text, as the template's do.
const PAGES = ['overview', 'activity', 'documents'] as const;

export default function TabsNav() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<(typeof PAGES)[number]>('overview');
  return (
    <div>
      <nav aria-label={t('showcaseMore.tabs.nav')} className="flex gap-1 border-b border-divider">
        {PAGES.map((page) => (
          <a
            key={page}
            href={`#${page}`}
            aria-current={current === page ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              setCurrent(page);
            }}
            className={cn(
              '-mb-px flex h-12 items-center border-b-2 border-transparent px-4 text-sm font-medium text-text-muted hover:text-text',
              'aria-[current=page]:border-primary aria-[current=page]:text-text',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
            )}
          >
            {t(`showcaseMore.tabs.pages.${page}`)}
          </a>
        ))}
      </nav>
      <p className="pt-5 text-sm text-text-muted">
        {t('showcaseMore.tabs.navPanel', { name: t(`showcaseMore.tabs.pages.${current}`) })}
      </p>
    </div>
  );
}
