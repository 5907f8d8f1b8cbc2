// zod schemas of the content pages' requests; ../content names their types.

import { CONTENT_ICONS, CONTENT_LOCALES, type ContentKind, CONTENT_LIMITS as L } from '../content';
import { z } from '../zod';

const line = (max: number) => z.string().trim().min(1).max(max);
const optionalLine = (max: number) => z.string().trim().max(max).default('');
/** rich text as the editor sends it; the server sanitises it before storing */
const html = z.string().trim().min(1).max(L.html);
const slug = z
  .string()
  .trim()
  .min(1)
  .max(L.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single hyphens');

const TEXT = {
  plans: z
    .object({
      title: line(L.title),
      subtitle: optionalLine(L.subtitle),
      benefits: z.array(line(L.benefit)).max(L.benefits).default([]),
    })
    .strict(),
  'faq-categories': z.object({ title: line(L.title), subtitle: optionalLine(L.subtitle) }).strict(),
  faqs: z.object({ question: line(L.subtitle), answer: html }).strict(),
  'kb-categories': z.object({ title: line(L.title), subtitle: optionalLine(L.subtitle) }).strict(),
  'kb-articles': z.object({ title: line(L.title), summary: optionalLine(L.subtitle), body: html }).strict(),
} satisfies Record<ContentKind, z.ZodType>;

const price = z.number().int().min(0).max(L.price);
const category = z.object({ icon: z.enum(CONTENT_ICONS) }).strict();
const DATA = {
  plans: z.object({ monthly_price: price, annual_monthly_price: price, popular: z.boolean() }).strict(),
  'faq-categories': category,
  faqs: z.object({}).strict(),
  'kb-categories': category,
  'kb-articles': z.object({ popular: z.boolean() }).strict(),
} satisfies Record<ContentKind, z.ZodType>;

const id = z.number().int().positive().max(2_147_483_647);

/** text of every language given: at least one on create */
const textsOf = <T extends z.ZodType>(one: T) =>
  z
    .object(
      Object.fromEntries(CONTENT_LOCALES.map((l) => [l, one.optional()])) as Record<string, z.ZodOptional<T>>,
    )
    .strict();
/** text of the languages to change: null removes a language */
const textPatchOf = <T extends z.ZodType>(one: T) =>
  z
    .object(
      Object.fromEntries(CONTENT_LOCALES.map((l) => [l, one.nullable().optional()])) as Record<
        string,
        z.ZodOptional<z.ZodNullable<T>>
      >,
    )
    .strict();

const hasText = (text: Record<string, unknown>) => Object.values(text).some(Boolean);

/** POST /admin/content/{kind}: a new item (a draft unless `published`), at the end of its list. */
export const contentCreateSchemaOf = (kind: ContentKind) =>
  z
    .object({
      parent_id: id.optional(),
      slug: slug.optional(),
      published: z.boolean().default(false),
      data: DATA[kind],
      text: textsOf(TEXT[kind]).refine(hasText, 'Write the text in at least one language'),
    })
    .strict();

/** PATCH /admin/content/{kind}/{id}: the fields named change; text merges by language. */
export const contentUpdateSchemaOf = (kind: ContentKind) =>
  z
    .object({
      parent_id: id.optional(),
      slug: slug.optional(),
      published: z.boolean().optional(),
      data: DATA[kind].optional(),
      text: textPatchOf(TEXT[kind]).optional(),
    })
    .strict()
    .refine((b) => Object.keys(b).length > 0, 'Name at least one field to change');

/** PUT /admin/content/{kind}/order: every item of one parent (or of the kind), in their new order. */
export const contentOrderSchema = z
  .object({ parent_id: id.nullable().default(null), ids: z.array(id).min(1).max(L.order) })
  .strict()
  .refine((b) => new Set(b.ids).size === b.ids.length, { path: ['ids'], message: 'An item is named twice' });

/** GET /pages/faqs, /pages/knowledge-base: a search and the reader's language. */
export const contentQuerySchema = z
  .object({
    q: z.string().trim().max(L.query).optional(),
    lang: z.enum(CONTENT_LOCALES).optional(),
  })
  .strict();

// the shapes every kind shares, for the types
export const contentCreateSchema = contentCreateSchemaOf('faqs');
export const contentUpdateSchema = contentUpdateSchemaOf('faqs');
