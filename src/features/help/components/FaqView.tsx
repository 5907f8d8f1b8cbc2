import type { FaqResponse } from '@contract/content';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Accordion } from '@/components/ui/Accordion';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { Tabs } from '@/components/ui/Tabs';
import { CONTENT_ICON, DraftBadge, FallbackNote, langOf, SearchBanner } from './shared';

type Category = FaqResponse['categories'][number];
type Question = Category['questions'][number];

/** The template's FAQ page: a search banner, a tab a category, its questions as an accordion. */
export function FaqView({
  categories,
  query,
  onQuery,
  categoryActions,
  questionActions,
  onCategoryChange,
  footer,
}: {
  categories: Category[];
  query: string;
  onQuery: (q: string) => void;
  /** the admin's buttons on a category */
  categoryActions?: (category: Category, index: number) => ReactNode;
  /** the admin's buttons on a question */
  questionActions?: (question: Question, index: number, category: Category) => ReactNode;
  /** the category shown (the admin adds questions to it) */
  onCategoryChange?: (category: Category | undefined) => void;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const selected = Math.min(index, Math.max(categories.length - 1, 0));
  const choose = (i: number) => {
    setIndex(i);
    onCategoryChange?.(categories[i]);
  };
  return (
    <div>
      <SearchBanner
        title={t('helpPages.faq.title')}
        subtitle={t('helpPages.faq.subtitle')}
        label={t('helpPages.faq.search')}
        value={query}
        onChange={onQuery}
      />
      {categories.length === 0 ? (
        <EmptyState title={t('helpPages.noResults')} description={t('helpPages.noResultsHint')} />
      ) : (
        <Tabs
          label={t('helpPages.faq.categories')}
          selectedIndex={selected}
          onChange={choose}
          scrollButtons={{ previous: t('helpPages.previous'), next: t('helpPages.next') }}
          items={categories.map((category, ci) => {
            const Icon = CONTENT_ICON[category.icon];
            return {
              key: String(category.id),
              label: (
                <span className="flex items-center gap-2" lang={langOf(category)}>
                  <Icon className="size-4" aria-hidden="true" />
                  {category.title}
                </span>
              ),
              panel: (
                <Card className="p-4 sm:p-6">
                  <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
                    <div className="flex items-center gap-3" lang={langOf(category)}>
                      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]">
                        <Icon className="size-5" aria-hidden="true" />
                      </span>
                      <div>
                        <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-text">
                          {category.title} <DraftBadge item={category} />
                        </h2>
                        <p className="text-sm text-text-muted">{category.subtitle}</p>
                      </div>
                    </div>
                    {categoryActions?.(category, ci)}
                  </div>
                  <FallbackNote item={category} />
                  {category.questions.length === 0 ? (
                    <p className="text-sm text-text-muted">{t('helpPages.faq.empty')}</p>
                  ) : (
                    <Accordion
                      multiple
                      headingLevel="h3"
                      defaultValue={query ? category.questions.map((q) => String(q.id)) : []}
                      items={category.questions.map((q, qi) => ({
                        value: String(q.id),
                        title: (
                          <span className="flex flex-wrap items-center gap-2" lang={langOf(q)}>
                            {q.question} <DraftBadge item={q} />
                          </span>
                        ),
                        actions: questionActions?.(q, qi, category),
                        content: (
                          <div className="space-y-2">
                            <SafeHtml html={q.answer} lang={langOf(q)} />
                            <FallbackNote item={q} />
                          </div>
                        ),
                      }))}
                    />
                  )}
                </Card>
              ),
            };
          })}
        />
      )}
      {footer}
    </div>
  );
}
