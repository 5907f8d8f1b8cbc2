-- Maintenance mode (issue 20): one row. While `active`, clients see the under-maintenance page
-- and their writes are answered 503 with `message`; the admin and staff keep working. Every
-- server process reads this row (server/services/maintenance), so switching it on or off needs
-- no restart, across several processes on one PostgreSQL too.
CREATE TABLE maintenance (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  active boolean NOT NULL DEFAULT false,
  message text,
  ends_at timestamptz,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO maintenance (id) VALUES (1);
