import { beforeAll, describe, expect, it } from 'vitest';
import type { PermissionListResponse } from '../../contract/access';
import type {
  AdminContentList,
  ContentArticleResponse,
  ContentItem,
  FaqResponse,
  KnowledgeBaseResponse,
  PricingResponse,
} from '../../contract/content';
import { createVerifiedUser, loginDemo } from './helpers/accounts';
import { call } from './http';

// Issue 20, the content pages: pricing, FAQ and the knowledge base, stored in the database and
// seeded in Indonesian and English. Every signed-in user reads the published items in their
// language (French and Arabic fall back to English, flagged); the admin (and staff with the
// 'content' permission) lists, creates, edits, reorders, publishes and deletes, each audited;
// rich text is stored sanitised.

let admin: string;
let client: string;

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

beforeAll(async () => {
  admin = await loginDemo('admin');
  client = await loginDemo('client');
});

describe('reading the content pages', () => {
  it('answers the seeded plans in IDR, in the language asked', async () => {
    const id = await call<PricingResponse>('/pages/pricing?lang=id', { token: client });
    expect(id.status).toBe(200);
    expect(id.body.plans.map((p) => p.title).slice(0, 3)).toEqual(['Dasar', 'Bisnis', 'Korporat']);
    expect(id.body.plans[1]).toMatchObject({
      monthly_price: 249_000,
      annual_monthly_price: 199_000,
      popular: true,
    });
    const en = await call<PricingResponse>('/pages/pricing', {
      token: client,
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.plans[0]).toMatchObject({ title: 'Basic', locale: 'en', fallback: false });
    // no French text yet: English, flagged
    const fr = await call<PricingResponse>('/pages/pricing?lang=fr', { token: client });
    expect(fr.body.plans[0]).toMatchObject({ title: 'Basic', locale: 'en', fallback: true });
  });

  it('searches the FAQ (accent- and case-insensitive) and the knowledge base', async () => {
    const all = await call<FaqResponse>('/pages/faqs?lang=id', { token: client });
    expect(all.body.categories.map((c) => c.title)).toContain('Virtual account');
    const found = await call<FaqResponse>('/pages/faqs?lang=en&q=INTERBANK', { token: client });
    expect(found.body.categories).toHaveLength(1);
    expect(found.body.categories[0].questions.map((q) => q.question)).toEqual([
      'Can I pay a BRIVA from another bank?',
    ]);
    const kb = await call<KnowledgeBaseResponse>('/pages/knowledge-base?lang=id&q=p12', { token: client });
    expect(kb.body.categories.flatMap((c) => c.articles.map((a) => a.slug))).toEqual([
      'mengunggah-sertifikat-elektronik',
    ]);
    const article = await call<ContentArticleResponse>(
      '/pages/knowledge-base/e-bupot/batas-waktu-setor-dan-lapor?lang=en',
      { token: client },
    );
    expect(article.status).toBe(200);
    expect(article.body.article.title).toBe('Payment and reporting deadlines');
    expect(article.body.category.articles.length).toBeGreaterThanOrEqual(2);
    expect((await call('/pages/knowledge-base/e-bupot/nope', { token: client })).status).toBe(404);
  });

  it('needs a session, and refuses a bad query', async () => {
    expect((await call('/pages/faqs')).status).toBe(401);
    expect((await call('/pages/faqs?lang=de', { token: client })).status).toBe(400);
    expect((await call(`/pages/faqs?q=${'x'.repeat(101)}`, { token: client })).status).toBe(400);
  });
});

describe("the admin's changes", () => {
  let categoryId: number;
  let faqId: number;

  it('refuses clients every admin call', async () => {
    expect((await call('/admin/content/faqs', { token: client })).status).toBe(403);
    const create = await call('/admin/content/faq-categories', {
      token: client,
      body: { data: { icon: 'user' }, text: { id: { title: 'X' } } },
    });
    expect(create.status).toBe(403);
    expect((await call('/admin/content/faqs/1', { token: client, method: 'DELETE' })).status).toBe(403);
  });

  it('creates a draft category and question (sanitised), hidden from clients until published', async () => {
    const cat = await call<ContentItem>('/admin/content/faq-categories', {
      token: admin,
      body: { data: { icon: 'wallet' }, text: { id: { title: `Dompet ${tag()}` }, en: { title: 'Wallet' } } },
    });
    expect(cat.status).toBe(201);
    expect(cat.body).toMatchObject({ published: false, parent_id: null });
    categoryId = cat.body.id;

    const faq = await call<ContentItem>('/admin/content/faqs', {
      token: admin,
      body: {
        parent_id: categoryId,
        published: true,
        data: {},
        text: {
          id: {
            question: 'Apakah saldo dompet bisa ditarik?',
            answer:
              '<p onclick="x()">Tidak <script>alert(1)</script><a href="javascript:alert(1)">ya</a></p>',
          },
        },
      },
    });
    expect(faq.status).toBe(201);
    faqId = faq.body.id;
    const answer = (faq.body.text.id as { answer: string }).answer;
    expect(answer).not.toMatch(/script|onclick|javascript/);
    expect(answer).toContain('Tidak');

    // the category is a draft: its question is not shown either
    const read = await call<FaqResponse>('/pages/faqs?lang=id&q=ditarik', { token: client });
    expect(read.body.categories).toEqual([]);
    const list = await call<AdminContentList>('/admin/content/faq-categories', { token: admin });
    expect(list.body.items.some((i) => i.id === categoryId && !i.published)).toBe(true);
  });

  it('publishes, edits by language and reorders; clients see the change', async () => {
    const published = await call<ContentItem>(`/admin/content/faq-categories/${categoryId}`, {
      token: admin,
      method: 'PATCH',
      body: { published: true },
    });
    expect(published.status).toBe(200);
    const edited = await call<ContentItem>(`/admin/content/faqs/${faqId}`, {
      token: admin,
      method: 'PATCH',
      body: {
        text: { en: { question: 'Can the wallet be withdrawn?', answer: '<p>No, it pays bills.</p>' } },
      },
    });
    expect(Object.keys(edited.body.text).sort()).toEqual(['en', 'id']);
    const en = await call<FaqResponse>('/pages/faqs?lang=en&q=withdrawn', { token: client });
    expect(en.body.categories[0].questions[0]).toMatchObject({
      id: faqId,
      answer: '<p>No, it pays bills.</p>',
    });

    const cats = await call<AdminContentList>('/admin/content/faq-categories', { token: admin });
    const ids = cats.body.items.map((i) => i.id);
    const moved = [categoryId, ...ids.filter((id) => id !== categoryId)];
    expect(
      (
        await call('/admin/content/faq-categories/order', {
          token: admin,
          method: 'PUT',
          body: { ids: moved },
        })
      ).status,
    ).toBe(200);
    const first = await call<FaqResponse>('/pages/faqs?lang=en', { token: client });
    expect(first.body.categories[0].id).toBe(categoryId);
    // an order that leaves an item out is refused
    const partial = await call('/admin/content/faq-categories/order', {
      token: admin,
      method: 'PUT',
      body: { ids: moved.slice(1) },
    });
    expect(partial).toMatchObject({ status: 400, body: { code: 'order_mismatch' } });
  });

  it('refuses bad bodies with 4xx', async () => {
    const bad = async (path: string, body: unknown, method = 'POST') =>
      (await call(path, { token: admin, method, body })).status;
    expect(await bad('/admin/content/faqs', { data: {}, text: { id: { question: 'Q', answer: 'A' } } })).toBe(
      400,
    );
    expect(
      await bad('/admin/content/faqs', {
        parent_id: 999999,
        data: {},
        text: { id: { question: 'Q', answer: 'A' } },
      }),
    ).toBe(400);
    expect(await bad('/admin/content/faqs', { parent_id: categoryId, data: {}, text: {} })).toBe(400);
    expect(
      await bad('/admin/content/faqs', {
        parent_id: categoryId,
        data: {},
        text: { de: { question: 'Q', answer: 'A' } },
      }),
    ).toBe(400);
    // an answer with nothing left after sanitising
    expect(
      await bad('/admin/content/faqs', {
        parent_id: categoryId,
        data: {},
        text: { id: { question: 'Q', answer: '<script>x</script>' } },
      }),
    ).toBe(400);
    expect(
      await bad('/admin/content/plans', {
        data: { monthly_price: -1, annual_monthly_price: 0, popular: false },
        text: { id: { title: 'P' } },
      }),
    ).toBe(400);
    expect(
      await bad('/admin/content/kb-articles', {
        parent_id: categoryId,
        data: { popular: false },
        text: { id: { title: 'T', body: '<p>b</p>' } },
      }),
    ).toBe(400);
    expect(
      await bad('/admin/content/kb-categories', {
        slug: 'Bad Slug',
        data: { icon: 'user' },
        text: { id: { title: 'T' } },
      }),
    ).toBe(400);
    expect(await bad(`/admin/content/faqs/${faqId}`, {}, 'PATCH')).toBe(400);
    expect(await bad(`/admin/content/faqs/${faqId}`, { text: { id: null, en: null } }, 'PATCH')).toBe(400);
    expect(await bad('/admin/content/faqs/abc', { published: true }, 'PATCH')).toBe(400);
    expect(
      await bad('/admin/content/kb-categories', {
        slug: 'e-bupot',
        data: { icon: 'user' },
        text: { id: { title: 'T' } },
      }),
    ).toBe(409);
  });

  it('writes each change to the audit log, and deletes a category with its questions', async () => {
    const gone = await call(`/admin/content/faq-categories/${categoryId}`, {
      token: admin,
      method: 'DELETE',
    });
    expect(gone.status).toBe(200);
    expect((await call(`/admin/content/faqs/${faqId}`, { token: admin, method: 'DELETE' })).status).toBe(404);
    const log = await call('/admin/audit?target_type=content&perPage=100', { token: admin });
    expect(log.status).toBe(200);
    const actions = JSON.stringify(log.body);
    for (const action of [
      'content.faq-categories.create',
      'content.faqs.create',
      'content.faq-categories.publish',
      'content.faqs.update',
      'content.faq-categories.reorder',
      'content.faq-categories.delete',
    ])
      expect(actions).toContain(action);
  });
});

describe('staff with a content permission', () => {
  it('reads the admin lists with read content, and may not change them', async () => {
    const staff = await createVerifiedUser({ nama: 'Rina Staf Konten' });
    const perms = await call<PermissionListResponse>('/admin/permissions?q=content&perPage=100', {
      token: admin,
    });
    const read = perms.body.permissions.find((p) => p.action === 'read' && p.subject === 'content');
    expect(read).toBeTruthy();
    const role = `konten-${tag()}`;
    expect(
      (
        await call('/admin/roles', {
          token: admin,
          body: { name: role, description: 'Reads content', permission_ids: [read!.id] },
        })
      ).status,
    ).toBe(201);
    expect(
      (await call(`/admin/users/${staff.user.id}/role`, { token: admin, method: 'PUT', body: { role } }))
        .status,
    ).toBe(200);
    expect((await call('/admin/content/plans', { token: staff.token })).status).toBe(200);
    const change = await call('/admin/content/plans/1', {
      token: staff.token,
      method: 'PATCH',
      body: { published: false },
    });
    expect(change.status).toBe(403);
  });
});
