-- E-Bupot: tax object codes, withholding slips (one row a version), number counters, audit trail.
CREATE TABLE tax_object_codes (
  code text PRIMARY KEY,
  pasal text NOT NULL CHECK (pasal IN ('4(2)', '15', '22', '23', '26')),
  name_id text NOT NULL,
  name_en text NOT NULL,
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  rate_without_npwp_bp integer CHECK (rate_without_npwp_bp BETWEEN 0 AND 10000),
  effective_rate_bp integer CHECK (effective_rate_bp BETWEEN 0 AND 10000),
  basis text,
  final boolean,
  confidence text NOT NULL CHECK (confidence IN ('high', 'medium')),
  sources jsonb NOT NULL DEFAULT '[]',
  note text
);

CREATE TABLE bupot (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'issued', 'replaced', 'cancelled')),
  revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0),
  replaces_id integer,
  replaced_by_id integer,
  masa integer NOT NULL CHECK (masa BETWEEN 1 AND 12),
  tahun integer NOT NULL,
  recipient_type text NOT NULL CHECK (recipient_type IN ('NPWP', 'NIK', 'FOREIGN')),
  recipient_id text NOT NULL,
  recipient_name text NOT NULL,
  recipient_nitku text,
  recipient_country text,
  recipient_address text,
  kode_objek text NOT NULL REFERENCES tax_object_codes(code),
  pasal text NOT NULL CHECK (pasal IN ('4(2)', '15', '22', '23', '26')),
  fasilitas text NOT NULL,
  fasilitas_number text,
  manual_rate_bp integer,
  dpp bigint NOT NULL CHECK (dpp > 0),
  rate_bp integer NOT NULL,
  normal_rate_bp integer NOT NULL,
  higher_rate boolean NOT NULL DEFAULT false,
  pph bigint NOT NULL CHECK (pph >= 0),
  pph_payable bigint NOT NULL CHECK (pph_payable >= 0),
  doc_type text NOT NULL,
  doc_number text NOT NULL,
  doc_date date NOT NULL,
  withholding_date date NOT NULL,
  signer_id integer REFERENCES signers(id),
  signer_snapshot jsonb,
  number text,
  number_year integer,
  issued_at timestamptz,
  verification_code text,
  cancelled_at timestamptz,
  cancel_reason text,
  replaced_at timestamptz,
  created_by integer,
  updated_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'draft' OR (number IS NOT NULL AND issued_at IS NOT NULL AND verification_code IS NOT NULL))
);
CREATE INDEX bupot_user_period_idx ON bupot (user_id, tahun, masa);
-- a number is unique per client and year of issue; corrections keep it with the next revision
CREATE UNIQUE INDEX bupot_number_key ON bupot (user_id, number_year, number, revision) WHERE number IS NOT NULL;
CREATE UNIQUE INDEX bupot_verification_key ON bupot (verification_code) WHERE verification_code IS NOT NULL;
-- a slip is replaced by at most one correction
CREATE UNIQUE INDEX bupot_one_replacement ON bupot (replaces_id) WHERE replaces_id IS NOT NULL;

CREATE TABLE bupot_counters (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  year integer NOT NULL,
  last_serial integer NOT NULL
);
CREATE UNIQUE INDEX bupot_counters_key ON bupot_counters (user_id, year);

CREATE TABLE bupot_audit (
  id serial PRIMARY KEY,
  bupot_id integer NOT NULL,
  owner_id integer NOT NULL,
  actor_id integer,
  action text NOT NULL CHECK (action IN ('create', 'update', 'issue', 'correct', 'replaced', 'cancel', 'delete')),
  changes jsonb NOT NULL DEFAULT '{}',
  note text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bupot_audit_bupot_idx ON bupot_audit (bupot_id, at);
