CREATE TABLE users (
  id serial PRIMARY KEY,
  nama text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  phone text,
  npwp text,
  role text NOT NULL DEFAULT 'client' CHECK (role IN ('client', 'admin')),
  company_name text,
  address text,
  city text,
  postal_code text,
  email_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  url text,
  meta jsonb NOT NULL DEFAULT '{}',
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at);

CREATE TABLE signers (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  bertindak_sebagai text NOT NULL CHECK (bertindak_sebagai IN ('PENGURUS', 'KUASA')),
  jenis_identitas text NOT NULL CHECK (jenis_identitas IN ('NPWP', 'NIK')),
  nomor_identitas text NOT NULL,
  nama text NOT NULL,
  jabatan text NOT NULL,
  scope text NOT NULL DEFAULT 'BOTH' CHECK (scope IN ('BUPOT', 'SPT', 'BOTH')),
  active boolean NOT NULL DEFAULT true,
  is_default boolean NOT NULL DEFAULT false,
  surat_kuasa_nomor text,
  surat_kuasa_tanggal date,
  surat_kuasa_file bytea,
  surat_kuasa_mime text,
  surat_kuasa_name text,
  created_by integer,
  updated_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signers_user_idx ON signers (user_id);
-- one default signer a client
CREATE UNIQUE INDEX signers_one_default ON signers (user_id) WHERE is_default;
