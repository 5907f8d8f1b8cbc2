-- E-Bupot spreadsheet imports (issue 21). Keep in step with server/db/schema/ebupot-import.ts.
--
-- One uploaded file of a client: its rows' cells as text (edited in place until the commit), so a
-- reload or another tab finds the preview and nothing typed is lost. The commit creates the valid
-- rows as drafts and marks the import committed (a second commit is refused, never doubled); the
-- cells are then dropped. Open imports older than a day are removed when the client uploads again.
CREATE TABLE bupot_imports (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'committed')),
  row_count integer NOT NULL,
  rows jsonb NOT NULL DEFAULT '[]',
  created_count integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  committed_at timestamptz
);
CREATE INDEX bupot_imports_user_idx ON bupot_imports (user_id, created_at);
