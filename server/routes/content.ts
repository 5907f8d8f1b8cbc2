import { Hono } from 'hono';
import { idParamSchema } from '../../contract/common/schemas';
import {
  type AdminContentList,
  CONTENT_KINDS,
  CONTENT_PATHS,
  type ContentArticleResponse,
  type ContentItem,
  type ContentKind,
  type FaqResponse,
  type KnowledgeBaseResponse,
  type PricingResponse,
} from '../../contract/content';
import {
  contentCreateSchemaOf,
  contentOrderSchema,
  contentQuerySchema,
  contentUpdateSchemaOf,
} from '../../contract/content/schemas';
import { articleView, faqView, knowledgeBaseView, pricingView } from '../../contract/content/views';
import type { AppEnv } from '../env';
import { audit } from '../lib/audit';
import { notFound } from '../lib/errors';
import { localeFromAcceptLanguage } from '../lib/mail/locale';
import { validate } from '../lib/validate';
import { requireAuth } from '../middleware/auth';
import { createItem, deleteItem, listItems, reorderItems, updateItem } from '../services/content/items';

// The content pages (mounted under /api after the admin routes, whose '/admin/*' guard checks the
// 'content' subject of /admin/content: read to list, create, update, delete).
// Readers: every signed-in user gets the published items in their language (?lang=, else the
// portal's Accept-Language, else Indonesian). Admin changes are audited, before and after.
export const contentRoutes = new Hono<AppEnv>();

const langOf = (c: { req: { header(name: string): string | undefined } }, lang?: string) =>
  lang ?? localeFromAcceptLanguage(c.req.header('accept-language')) ?? 'id';

contentRoutes.get(CONTENT_PATHS.pricing, requireAuth, validate('query', contentQuerySchema), async (c) => {
  const { lang } = c.req.valid('query');
  const items = await listItems(c.get('db'), ['plans']);
  return c.json<PricingResponse>(pricingView(items, { lang: langOf(c, lang) }));
});

contentRoutes.get(CONTENT_PATHS.faqs, requireAuth, validate('query', contentQuerySchema), async (c) => {
  const { lang, q } = c.req.valid('query');
  const items = await listItems(c.get('db'), ['faq-categories', 'faqs']);
  return c.json<FaqResponse>(faqView(items, { lang: langOf(c, lang), q }));
});

const KB_KINDS: ContentKind[] = ['kb-categories', 'kb-articles'];

contentRoutes.get(
  CONTENT_PATHS.knowledgeBase,
  requireAuth,
  validate('query', contentQuerySchema),
  async (c) => {
    const { lang, q } = c.req.valid('query');
    const items = await listItems(c.get('db'), KB_KINDS);
    return c.json<KnowledgeBaseResponse>(knowledgeBaseView(items, { lang: langOf(c, lang), q }));
  },
);

contentRoutes.get(
  CONTENT_PATHS.articlePattern,
  requireAuth,
  validate('query', contentQuerySchema.pick({ lang: true })),
  async (c) => {
    const items = await listItems(c.get('db'), KB_KINDS);
    const view = articleView(items, c.req.param('category'), c.req.param('article'), {
      lang: langOf(c, c.req.valid('query').lang),
    });
    if (!view) throw notFound('No such article', 'not_found');
    return c.json<ContentArticleResponse>(view);
  },
);

const TARGET = 'content';
const actionOf = (kind: ContentKind, verb: string) => `content.${kind}.${verb}`;

for (const kind of CONTENT_KINDS) {
  contentRoutes.get(CONTENT_PATHS.admin(kind), async (c) =>
    c.json<AdminContentList>({ items: await listItems(c.get('db'), [kind]) }),
  );

  contentRoutes.post(CONTENT_PATHS.admin(kind), validate('json', contentCreateSchemaOf(kind)), async (c) => {
    const after = await createItem(c.get('db'), kind, c.req.valid('json'), c.get('user').id);
    await audit(c, { action: actionOf(kind, 'create'), targetType: TARGET, targetId: after.id, after });
    return c.json<ContentItem>(after, 201);
  });

  contentRoutes.put(CONTENT_PATHS.adminOrder(kind), validate('json', contentOrderSchema), async (c) => {
    const { parent_id, ids } = c.req.valid('json');
    const order = await reorderItems(c.get('db'), kind, parent_id, ids);
    await audit(c, {
      action: actionOf(kind, 'reorder'),
      targetType: TARGET,
      targetId: parent_id,
      before: order.before,
      after: order.after,
    });
    return c.json({ ids: order.after });
  });

  contentRoutes.patch(
    CONTENT_PATHS.adminItem(kind, ':id'),
    validate('param', idParamSchema),
    validate('json', contentUpdateSchemaOf(kind)),
    async (c) => {
      const { id } = c.req.valid('param');
      const { before, after } = await updateItem(
        c.get('db'),
        kind,
        id,
        c.req.valid('json'),
        c.get('user').id,
      );
      const verb =
        before.published === after.published ? 'update' : after.published ? 'publish' : 'unpublish';
      await audit(c, { action: actionOf(kind, verb), targetType: TARGET, targetId: id, before, after });
      return c.json<ContentItem>(after);
    },
  );

  contentRoutes.delete(CONTENT_PATHS.adminItem(kind, ':id'), validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const before = await deleteItem(c.get('db'), kind, id);
    await audit(c, { action: actionOf(kind, 'delete'), targetType: TARGET, targetId: id, before });
    return c.json({ ok: true });
  });
}
