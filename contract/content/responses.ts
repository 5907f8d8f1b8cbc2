// zod schemas of the content pages' answers (OpenAPI); ../content names their types.

import { instant } from '../common/responses';
import { CONTENT_ICONS, CONTENT_KINDS, CONTENT_LOCALES } from '../content';
import { z } from '../zod';

/** One stored item, every language (the admin's lists). */
export const contentItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  parent_id: z.number().int().nullable(),
  slug: z.string().nullable(),
  position: z.number().int(),
  published: z.boolean(),
  data: z.record(z.string(), z.unknown()),
  text: z.record(z.string(), z.record(z.string(), z.unknown())),
  updated_at: instant,
});

export const adminContentListSchema = z.object({ items: z.array(contentItemSchema) });

/** What every shown item says about itself: its id, whether clients see it, the language shown. */
const shown = {
  id: z.number().int(),
  published: z.boolean(),
  locale: z.enum(CONTENT_LOCALES),
  fallback: z.boolean(),
};

export const pricingPlanSchema = z.object({
  ...shown,
  title: z.string(),
  subtitle: z.string(),
  benefits: z.array(z.string()),
  monthly_price: z.number().int(),
  annual_monthly_price: z.number().int(),
  popular: z.boolean(),
});
export const pricingResponseSchema = z.object({ plans: z.array(pricingPlanSchema) });

export const faqQuestionSchema = z.object({ ...shown, question: z.string(), answer: z.string() });
export const faqCategorySchema = z.object({
  ...shown,
  icon: z.enum(CONTENT_ICONS),
  title: z.string(),
  subtitle: z.string(),
  questions: z.array(faqQuestionSchema),
});
export const faqResponseSchema = z.object({ categories: z.array(faqCategorySchema) });

export const kbArticleSummarySchema = z.object({
  ...shown,
  slug: z.string(),
  category_slug: z.string(),
  title: z.string(),
  summary: z.string(),
  popular: z.boolean(),
});
export const kbCategorySchema = z.object({
  ...shown,
  slug: z.string(),
  icon: z.enum(CONTENT_ICONS),
  title: z.string(),
  subtitle: z.string(),
  articles: z.array(kbArticleSummarySchema),
});
export const knowledgeBaseResponseSchema = z.object({
  categories: z.array(kbCategorySchema),
  popular: z.array(kbArticleSummarySchema),
});

export const contentArticleResponseSchema = z.object({
  category: kbCategorySchema,
  article: kbArticleSummarySchema.extend({ body: z.string(), updated_at: instant }),
});
