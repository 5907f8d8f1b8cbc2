-- Content pages (issue 20): pricing plans, FAQ and the knowledge base (help centre), edited by the
-- admin and read by every signed-in user. Keep in step with server/db/schema/content.ts.
--
-- One table for the five kinds: each item has its place (position within its parent), whether
-- clients see it (published), its fields that do not depend on the language (data: a plan's
-- prices, a category's icon) and its text per language (text: {"id": {...}, "en": {...}}; the
-- shapes per kind are contract/content/schemas.ts). Rich text (answers, article bodies) is stored
-- sanitised. FAQ questions sit in a FAQ category and articles in a knowledge-base category;
-- deleting a category deletes what is in it.
CREATE TABLE content_items (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('plans', 'faq-categories', 'faqs', 'kb-categories', 'kb-articles')),
  parent_id integer REFERENCES content_items(id) ON DELETE CASCADE,
  slug text,
  position integer NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL DEFAULT '{}',
  text jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX content_items_kind_idx ON content_items (kind, parent_id, position);
-- an article's or category's address in the help centre
CREATE UNIQUE INDEX content_items_slug_idx ON content_items (kind, slug) WHERE slug IS NOT NULL;

-- the staff roles' permissions on the content pages (contract/acl.ts STAFF_SUBJECTS 'content')
INSERT INTO permissions (name, action, subject)
SELECT initcap(a) || ' content', a, 'content'
FROM unnest(ARRAY['read', 'create', 'update', 'delete']) WITH ORDINALITY AS act(a, ai)
ORDER BY ai;
