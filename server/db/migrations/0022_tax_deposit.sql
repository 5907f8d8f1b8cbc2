-- Deposits of withheld tax (setoran) per masa and KAP-KJS: a kode billing (15 digits) from the
-- state billing system (or its sandbox), paid → an NTPN (16 characters). One unpaid code per
-- masa and KAP-KJS at a time; a new one voids the old. See server/services/tax-deposit/.
CREATE TABLE tax_deposits (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tahun integer NOT NULL,
  masa integer NOT NULL CHECK (masa BETWEEN 1 AND 12),
  kap text NOT NULL,
  kjs text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  billing_code text NOT NULL,
  provider text NOT NULL,
  status text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'paid', 'void')),
  expires_at timestamptz NOT NULL,
  ntpn text,
  paid_at timestamptz,
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tax_deposits_billing_key ON tax_deposits (billing_code);
CREATE UNIQUE INDEX tax_deposits_ntpn_key ON tax_deposits (ntpn) WHERE ntpn IS NOT NULL;
CREATE UNIQUE INDEX tax_deposits_one_unpaid ON tax_deposits (user_id, tahun, masa, kap, kjs) WHERE status = 'unpaid';
CREATE INDEX tax_deposits_period_idx ON tax_deposits (user_id, tahun, masa);
