// API contract of the content pages (issue 20): pricing plans, FAQ and the knowledge base (help
// centre), stored in the database (one table of content items, migration 0019), read by every
// signed-in user (published items only, in their language) and edited by the admin and staff
// with the 'content' permission. Plain values and types; zod schemas in ./content/schemas and
// ./content/responses.
//
// Languages: each item keeps its text per language (`text.id`, `text.en`, …). Indonesian and
// English are written for every seeded item; French and Arabic may be missing: a reader then gets
// the first of its language, English, Indonesian that exists, with `fallback: true` and `locale`
// naming the language shown, and the portal says "not yet in your language".

import type { z } from 'zod';
import type {
  adminContentListSchema,
  contentArticleResponseSchema,
  contentItemSchema,
  faqResponseSchema,
  knowledgeBaseResponseSchema,
  pricingResponseSchema,
} from './content/responses';
import type { contentCreateSchema, contentOrderSchema, contentUpdateSchema } from './content/schemas';

export const CONTENT_LOCALES = ['id', 'en', 'fr', 'ar'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
/** Where a reader's language is missing, the first of these present is shown. */
export const CONTENT_FALLBACK: readonly ContentLocale[] = ['en', 'id'];

/** The kinds of content item; faqs sit in a FAQ category, articles in a knowledge-base category. */
export const CONTENT_KINDS = ['plans', 'faq-categories', 'faqs', 'kb-categories', 'kb-articles'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** The kind of an item's parent (kinds not named here have none). */
export const CONTENT_PARENT: Partial<Record<ContentKind, ContentKind>> = {
  faqs: 'faq-categories',
  'kb-articles': 'kb-categories',
};
/** Kinds whose items have a slug (their address in the help centre). */
export const CONTENT_SLUGGED: readonly ContentKind[] = ['kb-categories', 'kb-articles'];

/** Icons a FAQ or knowledge-base category may show (the portal maps them to Lucide icons). */
export const CONTENT_ICONS = [
  'user',
  'receipt',
  'landmark',
  'file-check',
  'key-round',
  'wallet',
  'life-buoy',
  'shield-check',
] as const;
export type ContentIcon = (typeof CONTENT_ICONS)[number];

export const CONTENT_LIMITS = {
  title: 160,
  subtitle: 300,
  benefit: 160,
  benefits: 12,
  /** stored (sanitised) HTML of an answer or article */
  html: 20_000,
  slug: 80,
  price: 1_000_000_000,
  /** items one reorder names */
  order: 200,
  query: 100,
} as const;

export const CONTENT_PATHS = {
  /** GET: published plans, in the reader's language */
  pricing: '/pages/pricing',
  /** GET ?q=&lang=: published FAQ categories and their questions */
  faqs: '/pages/faqs',
  /** GET ?q=&lang=: published knowledge-base categories and their article titles; with q, the matching articles */
  knowledgeBase: '/pages/knowledge-base',
  /** GET: one published article, with its category's other articles */
  articlePattern: '/pages/knowledge-base/:category/:article',
  article: (category: string, article: string) =>
    `/pages/knowledge-base/${encodeURIComponent(category)}/${encodeURIComponent(article)}`,
  /** the admin area's part (subject 'content') */
  adminArea: '/admin/content',
  /** GET: every item of the kind (drafts too, every language); POST: a new one */
  admin: (kind: ContentKind) => `/admin/content/${kind}`,
  /** PATCH, DELETE */
  adminItem: (kind: ContentKind, id: number | string) => `/admin/content/${kind}/${id}`,
  /** PUT { parent_id, ids }: the new order of one parent's items */
  adminOrder: (kind: ContentKind) => `/admin/content/${kind}/order`,
} as const;

export type ContentItem = z.infer<typeof contentItemSchema>;
export type AdminContentList = z.infer<typeof adminContentListSchema>;
export type ContentCreateBody = z.infer<typeof contentCreateSchema>;
export type ContentUpdateBody = z.infer<typeof contentUpdateSchema>;
export type ContentOrderBody = z.infer<typeof contentOrderSchema>;
export type PricingResponse = z.infer<typeof pricingResponseSchema>;
export type FaqResponse = z.infer<typeof faqResponseSchema>;
export type KnowledgeBaseResponse = z.infer<typeof knowledgeBaseResponseSchema>;
export type ContentArticleResponse = z.infer<typeof contentArticleResponseSchema>;

/** Text fields of each kind (one such object a language). */
export interface PlanText {
  title: string;
  subtitle: string;
  benefits: string[];
}
export interface CategoryText {
  title: string;
  subtitle: string;
}
export interface FaqText {
  question: string;
  /** sanitised HTML */
  answer: string;
}
export interface ArticleText {
  title: string;
  summary: string;
  /** sanitised HTML */
  body: string;
}
export interface PlanData {
  /** rupiah a month, billed monthly */
  monthly_price: number;
  /** rupiah a month, billed yearly */
  annual_monthly_price: number;
  popular: boolean;
}
export interface CategoryData {
  icon: ContentIcon;
}
export interface ArticleData {
  popular: boolean;
}

/** Which language of `text` a reader of `lang` gets, and whether it is not theirs. */
export function pickLocale(
  text: Partial<Record<ContentLocale, unknown>>,
  lang: string,
): { locale: ContentLocale; fallback: boolean } | null {
  const wanted = (CONTENT_LOCALES as readonly string[]).includes(lang) ? (lang as ContentLocale) : 'id';
  if (text[wanted]) return { locale: wanted, fallback: false };
  const other = [...CONTENT_FALLBACK, ...CONTENT_LOCALES].find((l) => text[l]);
  return other ? { locale: other, fallback: true } : null;
}

/** The text of `text` for a reader of `lang` (see pickLocale), with the language it is in. */
export function localize<T>(
  text: Partial<Record<ContentLocale, T>>,
  lang: string,
): (T & { locale: ContentLocale; fallback: boolean }) | null {
  const picked = pickLocale(text, lang);
  return picked ? { ...(text[picked.locale] as T), ...picked } : null;
}
