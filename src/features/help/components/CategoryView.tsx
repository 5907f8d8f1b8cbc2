import type { KnowledgeBaseResponse } from '@contract/content';
import { ArrowLeft, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/Card';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { focusRing, linkClass } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { CONTENT_ICON, DraftBadge, FallbackNote, langOf } from './shared';

type Category = KnowledgeBaseResponse['categories'][number];
type Article = Category['articles'][number];

const accent =
  'text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]';

/**
 * One help topic (the template's category page): its title, then each article with its summary;
 * "not found" when the address names no (published) topic.
 */
export function CategoryView({
  category,
  backHref,
  articleHref,
  actions,
  articleActions,
  footer,
}: {
  category: Category | undefined;
  backHref: string;
  articleHref: (article: Article) => string;
  actions?: ReactNode;
  articleActions?: (article: Article, index: number) => ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!category)
    return (
      <NotFoundState
        title={t('helpPages.kb.topicNotFound')}
        backTo={backHref}
        backLabel={t('helpPages.kb.back')}
      />
    );
  const Icon = CONTENT_ICON[category.icon];
  return (
    <div>
      <Link
        to={backHref}
        className={cn('mb-4 inline-flex items-center gap-1 rounded text-sm', accent, focusRing)}
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('helpPages.kb.back')}
      </Link>
      <Card
        className="mb-6 flex flex-wrap items-start justify-between gap-3 p-5"
        data-category={category.slug}
      >
        <div className="flex items-center gap-3" lang={langOf(category)}>
          <span
            className={cn(
              'flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/15',
              accent,
            )}
          >
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold text-text">
              {category.title} <DraftBadge item={category} />
            </h1>
            <p className="text-sm text-text-muted">{category.subtitle}</p>
            <p className="text-sm text-text-muted">
              {t('helpPages.kb.articleCount', { count: category.articles.length })}
            </p>
          </div>
        </div>
        {actions}
        {category.fallback && (
          <div className="basis-full">
            <FallbackNote item={category} />
          </div>
        )}
      </Card>
      {category.articles.length === 0 ? (
        <p className="text-sm text-text-muted">{t('helpPages.kb.noArticles')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {category.articles.map((a, i) => (
            <li key={a.id} className="flex">
              <Card className="flex flex-1 flex-col gap-2 p-4" lang={langOf(a)}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <span className="flex items-center gap-2">
                    <FileText className={cn('size-5 shrink-0', accent)} aria-hidden="true" />
                    <Link to={articleHref(a)} className={cn('rounded font-medium', linkClass, focusRing)}>
                      {a.title}
                    </Link>
                    <DraftBadge item={a} />
                  </span>
                  {articleActions?.(a, i)}
                </div>
                <p className="text-sm text-text-muted">{a.summary}</p>
                <FallbackNote item={a} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      {footer}
    </div>
  );
}
