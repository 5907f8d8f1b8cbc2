import { and, asc, eq, inArray, isNull, max, type SQL } from 'drizzle-orm';
import {
  CONTENT_PARENT,
  CONTENT_SLUGGED,
  type ContentItem,
  type ContentKind,
  type ContentLocale,
} from '../../../contract/content';
import type { DB } from '../../db/client';
import { contentItems } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { sanitizeMessageHtml } from '../messages/sanitize';

// The content pages' items: the admin's lists and changes (each audited by the route), and what
// readers' views are built from. Rich text goes through the messages' allow-list sanitiser.

type Row = typeof contentItems.$inferSelect;
type Texts = Record<string, Record<string, unknown>>;

const toItem = (r: Row): ContentItem => ({
  id: r.id,
  kind: r.kind,
  parent_id: r.parentId,
  slug: r.slug,
  position: r.position,
  published: r.published,
  data: r.data,
  text: r.text,
  updated_at: r.updatedAt.toISOString(),
});

/** Every item of the kinds, in order (drafts too; the reader's views drop them). */
export async function listItems(db: DB, kinds: readonly ContentKind[]): Promise<ContentItem[]> {
  const rows = await db
    .select()
    .from(contentItems)
    .where(inArray(contentItems.kind, [...kinds]))
    .orderBy(asc(contentItems.position), asc(contentItems.id));
  return rows.map(toItem);
}

/** The rich-text fields of each kind, stored sanitised. */
const HTML_FIELDS: Partial<Record<ContentKind, string>> = { faqs: 'answer', 'kb-articles': 'body' };

/** One language's text as stored: rich text sanitised; refused when nothing is left of it. */
function cleanText(kind: ContentKind, locale: string, text: Record<string, unknown>) {
  const field = HTML_FIELDS[kind];
  if (!field) return text;
  const html = sanitizeMessageHtml(String(text[field] ?? ''));
  if (!html.replace(/<[^>]*>/g, '').trim())
    throw badRequest(`text.${locale}.${field}: Write some text`, 'validation', {
      [`text.${locale}.${field}`]: 'Write some text',
    });
  return { ...text, [field]: html };
}

function cleanTexts(kind: ContentKind, texts: Record<string, Record<string, unknown> | null | undefined>) {
  const out: Record<string, Record<string, unknown> | null> = {};
  for (const [locale, text] of Object.entries(texts)) {
    if (text === undefined) continue;
    out[locale] = text === null ? null : cleanText(kind, locale, text);
  }
  return out;
}

async function findItem(db: DB, kind: ContentKind, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind)));
  if (!row) throw notFound(`No such ${kind} item`, 'not_found');
  return row;
}

/** The parent an item of `kind` must have (its category), checked. */
async function checkParent(db: DB, kind: ContentKind, parentId: number | null | undefined) {
  const parentKind = CONTENT_PARENT[kind];
  if (!parentKind) {
    if (parentId != null)
      throw badRequest(`A ${kind} item has no parent`, 'validation', { parent_id: 'Not allowed' });
    return null;
  }
  if (parentId == null)
    throw badRequest('parent_id: Choose the category', 'validation', { parent_id: 'Choose the category' });
  const [parent] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, parentId), eq(contentItems.kind, parentKind)));
  if (!parent)
    throw badRequest('parent_id: No such category', 'validation', { parent_id: 'No such category' });
  return parentId;
}

const siblingsOf = (kind: ContentKind, parentId: number | null): SQL =>
  and(
    eq(contentItems.kind, kind),
    parentId == null ? isNull(contentItems.parentId) : eq(contentItems.parentId, parentId),
  ) as SQL;

const slugTaken = (slug: string) => conflict(`The address "${slug}" is used already`, 'slug_taken');

export interface ItemInput {
  parent_id?: number;
  slug?: string;
  published?: boolean;
  data?: Record<string, unknown>;
  text?: Record<string, Record<string, unknown> | null | undefined>;
}

/** A new item, last of its list. */
export async function createItem(db: DB, kind: ContentKind, input: ItemInput, userId: number) {
  const parentId = await checkParent(db, kind, input.parent_id);
  const slugged = CONTENT_SLUGGED.includes(kind);
  if (slugged && !input.slug)
    throw badRequest('slug: Give the address', 'validation', { slug: 'Give the address' });
  if (!slugged && input.slug)
    throw badRequest(`A ${kind} item has no address`, 'validation', { slug: 'Not allowed' });
  const text = cleanTexts(kind, input.text ?? {});
  const [{ last }] = await db
    .select({ last: max(contentItems.position) })
    .from(contentItems)
    .where(siblingsOf(kind, parentId));
  try {
    const [row] = await db
      .insert(contentItems)
      .values({
        kind,
        parentId,
        slug: input.slug ?? null,
        position: (last ?? -1) + 1,
        published: input.published ?? false,
        data: input.data ?? {},
        text: Object.fromEntries(Object.entries(text).filter(([, t]) => t)) as Texts,
        updatedBy: userId,
      })
      .returning();
    return toItem(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(input.slug ?? '');
    throw err;
  }
}

/** The fields named change; text merges by language (null removes one, never the last). */
export async function updateItem(db: DB, kind: ContentKind, id: number, input: ItemInput, userId: number) {
  const before = await findItem(db, kind, id);
  const parentId =
    input.parent_id === undefined ? before.parentId : await checkParent(db, kind, input.parent_id);
  if (input.slug !== undefined && !CONTENT_SLUGGED.includes(kind))
    throw badRequest(`A ${kind} item has no address`, 'validation', { slug: 'Not allowed' });
  const text: Texts = { ...before.text };
  for (const [locale, t] of Object.entries(cleanTexts(kind, input.text ?? {}))) {
    if (t) text[locale as ContentLocale] = t;
    else delete text[locale];
  }
  if (!Object.keys(text).length)
    throw badRequest('text: Keep the text in at least one language', 'validation', {
      text: 'Keep one language',
    });
  // moved to another category: last there
  let position = before.position;
  if (parentId !== before.parentId) {
    const [{ last }] = await db
      .select({ last: max(contentItems.position) })
      .from(contentItems)
      .where(siblingsOf(kind, parentId));
    position = (last ?? -1) + 1;
  }
  try {
    const [row] = await db
      .update(contentItems)
      .set({
        parentId,
        position,
        slug: input.slug ?? before.slug,
        published: input.published ?? before.published,
        data: input.data ?? before.data,
        text,
        updatedAt: new Date(),
        updatedBy: userId,
      })
      .where(eq(contentItems.id, id))
      .returning();
    return { before: toItem(before), after: toItem(row) };
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(input.slug ?? '');
    throw err;
  }
}

/** Deletes an item (a category with what is in it). */
export async function deleteItem(db: DB, kind: ContentKind, id: number) {
  const before = await findItem(db, kind, id);
  await db.delete(contentItems).where(eq(contentItems.id, id));
  return toItem(before);
}

/** The new order of one list: `ids` must name every item of it, each once. */
export async function reorderItems(db: DB, kind: ContentKind, parentId: number | null, ids: number[]) {
  const siblings = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(siblingsOf(kind, parentId))
    .orderBy(asc(contentItems.position), asc(contentItems.id));
  const known = new Set(siblings.map((s) => s.id));
  if (siblings.length !== ids.length || !ids.every((id) => known.has(id)))
    throw badRequest('ids: Name every item of the list, each once', 'order_mismatch', {
      ids: 'Name every item of the list, each once',
    });
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries())
      await tx.update(contentItems).set({ position }).where(eq(contentItems.id, id));
  });
  return { before: siblings.map((s) => s.id), after: ids };
}
