import type { KnowledgeBaseResponse } from '@contract/content';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { focusRing, linkClass } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { CONTENT_ICON, DraftBadge, FallbackNote, langOf, SearchBanner } from './shared';

type Category = KnowledgeBaseResponse['categories'][number];
type Article = Category['articles'][number];

const articleLink = cn('rounded', linkClass, focusRing);

/** The help centre's landing: search, popular articles, then a card a category listing its articles. */
export function HelpCenterView({
  data,
  query,
  onQuery,
  articleHref,
  categoryHref,
  categoryActions,
  articleActions,
  footer,
}: {
  data: KnowledgeBaseResponse;
  query: string;
  onQuery: (q: string) => void;
  articleHref: (article: Article) => string;
  categoryHref: (category: Category) => string;
  categoryActions?: (category: Category, index: number) => ReactNode;
  articleActions?: (article: Article, index: number, category: Category) => ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <SearchBanner
        title={t('helpPages.kb.title')}
        subtitle={t('helpPages.kb.subtitle')}
        label={t('helpPages.kb.search')}
        value={query}
        onChange={onQuery}
      />
      {!query && data.popular.length > 0 && (
        <section className="mb-8" aria-labelledby="kb-popular">
          <h2 id="kb-popular" className="mb-3 text-lg font-semibold text-text">
            {t('helpPages.kb.popular')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {data.popular.map((a) => (
              <li key={a.id} className="flex">
                <Card className="flex flex-1 flex-col gap-2 p-4" lang={langOf(a)}>
                  <FileText
                    className="size-5 text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]"
                    aria-hidden="true"
                  />
                  <Link to={articleHref(a)} className={articleLink}>
                    {a.title}
                  </Link>
                  <p className="text-sm text-text-muted">{a.summary}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="kb-categories">
        <h2 id="kb-categories" className="mb-3 text-lg font-semibold text-text">
          {query ? t('helpPages.kb.results') : t('helpPages.kb.categories')}
        </h2>
        {data.categories.length === 0 ? (
          <EmptyState title={t('helpPages.noResults')} description={t('helpPages.noResultsHint')} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {data.categories.map((category, ci) => {
              const Icon = CONTENT_ICON[category.icon];
              return (
                <li key={category.id} className="flex">
                  <Card className="flex flex-1 flex-col p-5" data-category={category.slug}>
                    <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
                      <div className="flex items-center gap-3" lang={langOf(category)}>
                        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]">
                          <Icon className="size-5" aria-hidden="true" />
                        </span>
                        <div>
                          <h3 className="flex flex-wrap items-center gap-2 font-semibold text-text">
                            <Link to={categoryHref(category)} className={articleLink}>
                              {category.title}
                            </Link>{' '}
                            <DraftBadge item={category} />
                          </h3>
                          <p className="text-sm text-text-muted">{category.subtitle}</p>
                        </div>
                      </div>
                      {categoryActions?.(category, ci)}
                    </div>
                    <ul className="space-y-2">
                      {category.articles.map((a, ai) => (
                        <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
                          <span className="flex flex-wrap items-center gap-2" lang={langOf(a)}>
                            <Link to={articleHref(a)} className={articleLink}>
                              {a.title}
                            </Link>
                            <DraftBadge item={a} />
                          </span>
                          {articleActions?.(a, ai, category)}
                        </li>
                      ))}
                    </ul>
                    {category.articles.length === 0 && (
                      <p className="text-sm text-text-muted">{t('helpPages.kb.noArticles')}</p>
                    )}
                    <div className="mt-3">
                      <FallbackNote item={category} />
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {footer}
    </div>
  );
}
