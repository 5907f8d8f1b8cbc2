-- The calendar (issue 17). Keep in step with server/db/schema/calendar.ts.
--
-- A person's own events (clients and staff alike; nobody else reads them). All-day events keep
-- their first and last day as UTC midnights (the API speaks dates); timed ones their instants.
CREATE TABLE calendar_events (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  calendar text NOT NULL CHECK (calendar IN ('personal', 'business', 'family', 'holiday', 'etc')),
  all_day boolean NOT NULL DEFAULT false,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  url text NOT NULL DEFAULT '',
  guests jsonb NOT NULL DEFAULT '[]',
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at >= starts_at)
);
CREATE INDEX calendar_events_user_start_idx ON calendar_events (user_id, starts_at);

-- One subscribable feed a person: the secret token's SHA-256 finds it, the token itself is kept
-- sealed (ENCRYPTION_KEY) so its address can be shown again. Revoking deletes the row.
CREATE TABLE calendar_feeds (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  token_sealed bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
