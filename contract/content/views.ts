// The pages' views of stored content items, in a reader's language: the server answers clients
// with them (published items only) and the admin's pages build the same views from every item
// (drafts too), so both show one layout. Plain functions, no zod.

import {
  type ArticleData,
  type ArticleText,
  type CategoryData,
  type CategoryText,
  type ContentArticleResponse,
  type ContentItem,
  type ContentKind,
  type ContentLocale,
  type FaqResponse,
  type FaqText,
  type KnowledgeBaseResponse,
  localize,
  type PlanData,
  type PlanText,
  type PricingResponse,
} from '../content';

type Texts<T> = Partial<Record<ContentLocale, T>>;

const byPosition = (a: ContentItem, b: ContentItem) => a.position - b.position || a.id - b.id;

/** The items of a kind (in order), published ones only unless `drafts`. */
const itemsOf = (items: readonly ContentItem[], kind: ContentKind, drafts: boolean) =>
  items.filter((i) => i.kind === kind && (drafts || i.published)).sort(byPosition);

function shown<T>(item: ContentItem, lang: string) {
  const text = localize(item.text as Texts<T>, lang);
  return text && { ...text, id: item.id, published: item.published };
}

/** The words of stored HTML (search). */
export const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** Whether every word of `q` occurs in one of `texts` (case- and accent-insensitive). */
export function matches(q: string | undefined, ...texts: string[]): boolean {
  const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const words = fold(q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return true;
  const haystack = fold(texts.join(' '));
  return words.every((w) => haystack.includes(w));
}

const notNull = <T>(v: T | null): v is T => v !== null;

export interface ViewOptions {
  lang: string;
  q?: string;
  /** the admin's view: drafts too */
  drafts?: boolean;
}

export function pricingView(
  items: readonly ContentItem[],
  { lang, drafts = false }: ViewOptions,
): PricingResponse {
  const plans = itemsOf(items, 'plans', drafts)
    .map((item) => {
      const text = shown<PlanText>(item, lang);
      const data = item.data as unknown as PlanData;
      return (
        text && {
          ...text,
          monthly_price: data.monthly_price,
          annual_monthly_price: data.annual_monthly_price,
          popular: data.popular,
        }
      );
    })
    .filter(notNull);
  return { plans };
}

export function faqView(
  items: readonly ContentItem[],
  { lang, q, drafts = false }: ViewOptions,
): FaqResponse {
  const questions = itemsOf(items, 'faqs', drafts);
  const categories = itemsOf(items, 'faq-categories', drafts)
    .map((cat) => {
      const text = shown<CategoryText>(cat, lang);
      if (!text) return null;
      const inside = questions
        .filter((f) => f.parent_id === cat.id)
        .map((f) => shown<FaqText>(f, lang))
        .filter(notNull)
        .filter((f) => matches(q, f.question, textOfHtml(f.answer)));
      return { ...text, icon: (cat.data as unknown as CategoryData).icon, questions: inside };
    })
    .filter(notNull);
  // a search shows the categories it found something in
  return { categories: q?.trim() ? categories.filter((c) => c.questions.length) : categories };
}

type ArticleView = KnowledgeBaseResponse['popular'][number] & { body: string; updated_at: string };

function articlesOf(items: readonly ContentItem[], { lang, drafts = false }: ViewOptions) {
  const categories = new Map(itemsOf(items, 'kb-categories', drafts).map((c) => [c.id, c]));
  return itemsOf(items, 'kb-articles', drafts)
    .map((a): ArticleView | null => {
      const category = categories.get(a.parent_id ?? -1);
      const text = shown<ArticleText>(a, lang);
      if (!category || !text || !a.slug || !category.slug) return null;
      return {
        ...text,
        slug: a.slug,
        category_slug: category.slug,
        popular: (a.data as unknown as ArticleData).popular,
        updated_at: a.updated_at,
      };
    })
    .filter(notNull);
}

const summaryOf = ({ body: _body, updated_at: _at, ...summary }: ArticleView) => summary;

export function knowledgeBaseView(
  items: readonly ContentItem[],
  options: ViewOptions,
): KnowledgeBaseResponse {
  const { lang, q, drafts = false } = options;
  const articles = articlesOf(items, options).filter((a) =>
    matches(q, a.title, a.summary, textOfHtml(a.body)),
  );
  const categories = itemsOf(items, 'kb-categories', drafts)
    .map((cat) => {
      const text = shown<CategoryText>(cat, lang);
      if (!text || !cat.slug) return null;
      return {
        ...text,
        slug: cat.slug,
        icon: (cat.data as unknown as CategoryData).icon,
        articles: articles.filter((a) => a.category_slug === cat.slug).map(summaryOf),
      };
    })
    .filter(notNull);
  return {
    categories: q?.trim() ? categories.filter((c) => c.articles.length) : categories,
    popular: articles.filter((a) => a.popular).map(summaryOf),
  };
}

/** One article and its category (with the category's article list), or null when not shown. */
export function articleView(
  items: readonly ContentItem[],
  categorySlug: string,
  articleSlug: string,
  options: ViewOptions,
): ContentArticleResponse | null {
  const article = articlesOf(items, options).find(
    (a) => a.category_slug === categorySlug && a.slug === articleSlug,
  );
  const category = knowledgeBaseView(items, { ...options, q: undefined }).categories.find(
    (c) => c.slug === categorySlug,
  );
  return article && category ? { category, article } : null;
}
