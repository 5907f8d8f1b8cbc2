CREATE TABLE efin_records (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  efin_sealed bytea NOT NULL,
  last4 text NOT NULL,
  digits integer NOT NULL,
  updated_by integer,
  updated_at timestamptz NOT NULL
);

CREATE TABLE certificates (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  file_sealed bytea NOT NULL,
  passphrase_sealed bytea NOT NULL,
  subject text NOT NULL,
  subject_cn text,
  npwp text NOT NULL,
  npwp_source text NOT NULL CHECK (npwp_source IN ('subject_cn', 'subject_serial', 'file_name')),
  serial_number text NOT NULL,
  issuer text NOT NULL,
  valid_from timestamptz NOT NULL,
  valid_to timestamptz NOT NULL,
  uploaded_by integer,
  uploaded_at timestamptz NOT NULL
);

