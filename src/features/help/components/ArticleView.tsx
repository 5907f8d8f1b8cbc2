import type { ContentArticleResponse } from '@contract/content';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/Card';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { focusRing } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { CONTENT_ICON, DraftBadge, FallbackNote, langOf } from './shared';

type Article = ContentArticleResponse['category']['articles'][number];

/** An article with its category's other articles beside it (the template's article page). */
export function ArticleView({
  data,
  backHref,
  articleHref,
  categoryHref,
  actions,
}: {
  data: ContentArticleResponse;
  backHref: string;
  articleHref: (article: Article) => string;
  /** the article's topic page */
  categoryHref: string;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { category, article } = data;
  const Icon = CONTENT_ICON[category.icon];
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <nav aria-label={category.title} className="order-2 lg:order-1">
        <Card className="p-4">
          <h2 className="mb-3 flex items-center gap-2 font-semibold text-text" lang={langOf(category)}>
            <Icon
              className="size-5 text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]"
              aria-hidden="true"
            />
            <Link to={categoryHref} className={cn('rounded hover:underline', focusRing)}>
              {category.title}
            </Link>
          </h2>
          <ul className="space-y-1">
            {category.articles.map((a) => {
              const current = a.slug === article.slug;
              return (
                <li key={a.id}>
                  <Link
                    to={articleHref(a)}
                    aria-current={current ? 'page' : undefined}
                    lang={langOf(a)}
                    className={cn(
                      'block rounded px-2 py-1.5 text-sm hover:bg-text/6',
                      current
                        ? 'bg-primary/15 font-medium text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]'
                        : 'text-text',
                      focusRing,
                    )}
                  >
                    {a.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Card>
      </nav>
      <article className="order-1 lg:order-2">
        <Card className="p-4 sm:p-6">
          <Link
            to={backHref}
            className={cn(
              'mb-4 inline-flex items-center gap-1 rounded text-sm text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]',
              focusRing,
            )}
          >
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('helpPages.kb.back')}
          </Link>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h1
              className="flex flex-wrap items-center gap-2 text-2xl font-semibold text-text"
              lang={langOf(article)}
            >
              {article.title} <DraftBadge item={article} />
            </h1>
            {actions}
          </div>
          <p className="mt-1 text-sm text-text-muted">
            {t('helpPages.kb.updated', { date: formatDate(article.updated_at, i18n.language) })}
          </p>
          <div className="mt-2">
            <FallbackNote item={article} />
          </div>
          <SafeHtml html={article.body} lang={langOf(article)} className="mt-4" />
        </Card>
      </article>
    </div>
  );
}
