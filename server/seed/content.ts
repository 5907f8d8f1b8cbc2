import { sql } from 'drizzle-orm';
import type { ContentKind } from '../../contract/content';
import type { DB } from '../db/client';
import { queryRows } from '../db/rows';
import { contentItems } from '../db/schema';
import { FAQ, KNOWLEDGE_BASE, PLANS } from './content-text';

// The content pages' first items (./content-text.ts), all published. Into an empty table only, so
// a database seeded before the table existed gets them at its next start, and the admin's edits
// are never overwritten.

export async function seedContent(db: DB): Promise<void> {
  const [{ count }] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM content_items`,
  );
  if (count > 0) return;
  const add = async (
    kind: ContentKind,
    position: number,
    values: { data: object; text: object; parentId?: number; slug?: string },
  ) => {
    const [row] = await db
      .insert(contentItems)
      .values({
        kind,
        position,
        published: true,
        parentId: values.parentId ?? null,
        slug: values.slug ?? null,
        data: values.data as Record<string, unknown>,
        text: values.text as Record<string, Record<string, unknown>>,
      })
      .returning({ id: contentItems.id });
    return row.id;
  };
  for (const [i, plan] of PLANS.entries()) await add('plans', i, plan);
  for (const [i, category] of FAQ.entries()) {
    const parentId = await add('faq-categories', i, { data: { icon: category.icon }, text: category.text });
    for (const [j, text] of category.questions.entries()) await add('faqs', j, { data: {}, text, parentId });
  }
  for (const [i, category] of KNOWLEDGE_BASE.entries()) {
    const parentId = await add('kb-categories', i, {
      data: { icon: category.icon },
      text: category.text,
      slug: category.slug,
    });
    for (const [j, article] of category.articles.entries())
      await add('kb-articles', j, {
        data: { popular: article.popular },
        text: article.text,
        slug: article.slug,
        parentId,
      });
  }
}
