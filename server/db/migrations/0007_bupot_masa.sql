-- Masa pajak states per client (ebupot.md §4c, §6): a masa whose SPT Masa PPh Unifikasi is
-- reported accepts no new or changed slip until a correction (pembetulan) is opened, which raises
-- its revision (0 = the normal SPT, n = the n-th pembetulan). No row = open, never reported.
CREATE TABLE bupot_masa (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tahun integer NOT NULL,
  masa integer NOT NULL CHECK (masa BETWEEN 1 AND 12),
  state text NOT NULL CHECK (state IN ('reported', 'correcting')),
  revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0),
  reported_at timestamptz,
  updated_by integer,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX bupot_masa_key ON bupot_masa (user_id, tahun, masa);

-- Every change of a masa's state: who, when, which revision, why.
CREATE TABLE bupot_masa_audit (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL,
  actor_id integer,
  tahun integer NOT NULL,
  masa integer NOT NULL,
  action text NOT NULL CHECK (action IN ('report', 'open_correction')),
  revision integer NOT NULL,
  note text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bupot_masa_audit_idx ON bupot_masa_audit (owner_id, tahun, masa, at);
