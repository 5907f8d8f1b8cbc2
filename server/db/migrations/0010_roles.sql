-- Staff roles and their permissions, and the admin audit log (issue 16). The built-in admin
-- and client roles keep their fixed rules (contract/acl.ts); users.role now names a row here.
CREATE TABLE roles (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  built_in boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO roles (name, description, built_in) VALUES
  ('admin', 'Runs the service: manages everything but a client''s own pages', true),
  ('client', 'A client of the service: their own bills, payments and slips', true);

-- One (action, subject) pair a row, named: the permission list the roles dialog picks from. The
-- catalogue starts with every action on every staff subject; the admin may add named variants.
CREATE TABLE permissions (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  action text NOT NULL CHECK (action IN ('read', 'create', 'update', 'delete')),
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX permissions_rule_idx ON permissions (subject, action);
INSERT INTO permissions (name, action, subject)
SELECT initcap(a) || ' ' || s, a, s
FROM unnest(ARRAY['users', 'roles', 'invoices', 'payments', 'slips', 'messages', 'calendar', 'settings',
                  'dashboards', 'audit']) WITH ORDINALITY AS subj(s, si)
CROSS JOIN unnest(ARRAY['read', 'create', 'update', 'delete']) WITH ORDINALITY AS act(a, ai)
ORDER BY si, ai;

CREATE TABLE role_permissions (
  role_id integer NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  permission_id integer NOT NULL REFERENCES permissions(id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, permission_id)
);
CREATE INDEX role_permissions_permission_idx ON role_permissions (permission_id);

ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_fkey FOREIGN KEY (role) REFERENCES roles(name) ON UPDATE CASCADE;
CREATE INDEX users_role_idx ON users (role);

-- Every admin action: who, what, on which record, before and after (issue 16).
CREATE TABLE audit_log (
  id serial PRIMARY KEY,
  actor_id integer REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text,
  before jsonb,
  after jsonb,
  ip text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_at_idx ON audit_log (at);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, at);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at);
