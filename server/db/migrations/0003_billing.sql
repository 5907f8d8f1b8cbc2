-- Billing: sellers, bills, payments (virtual accounts and wallet), wallet ledger.
-- Money is integer rupiah (bigint). Keep in step with server/db/schema/billing.ts.

CREATE TABLE penjual (
  id serial PRIMARY KEY,
  -- 'PORTAL' marks the platform itself (seller of wallet top-ups); null for ordinary sellers
  kode text UNIQUE,
  nama text NOT NULL,
  npwp text NOT NULL,
  alamat text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO penjual (kode, nama, npwp, alamat)
VALUES ('PORTAL', 'PT Portal Pajak Indonesia', '0019283746501000', 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190');

CREATE SEQUENCE invoice_nomor_seq;
-- customer part of VA numbers; unique across banks and time
CREATE SEQUENCE va_customer_seq;

CREATE TABLE invoices (
  id serial PRIMARY KEY,
  nomor text NOT NULL UNIQUE,
  kind text NOT NULL DEFAULT 'TAGIHAN' CHECK (kind IN ('TAGIHAN', 'TOPUP')),
  penjual_id integer NOT NULL REFERENCES penjual(id),
  client_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tanggal date NOT NULL,
  jatuh_tempo date NOT NULL,
  details jsonb NOT NULL DEFAULT '[]',
  dpp bigint NOT NULL CHECK (dpp >= 0),
  ppn bigint NOT NULL CHECK (ppn >= 0),
  total bigint NOT NULL CHECK (total > 0),
  -- JATUH_TEMPO is derived on read (BELUM_DIBAYAR past jatuh_tempo), never stored
  status text NOT NULL DEFAULT 'BELUM_DIBAYAR' CHECK (status IN ('BELUM_DIBAYAR', 'MENUNGGU', 'LUNAS', 'DIBATALKAN')),
  catatan text,
  paid_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- a client's list sorted by each sort key, ties by id (both directions use the same index)
CREATE INDEX invoices_client_tanggal_idx ON invoices (client_id, tanggal, id);
CREATE INDEX invoices_client_due_idx ON invoices (client_id, jatuh_tempo, id);
CREATE INDEX invoices_client_total_idx ON invoices (client_id, total, id);
CREATE INDEX invoices_client_nomor_idx ON invoices (client_id, nomor, id);
CREATE INDEX invoices_client_status_idx ON invoices (client_id, status, tanggal, id);
-- the admin's list across clients
CREATE INDEX invoices_tanggal_idx ON invoices (tanggal, id);
CREATE INDEX invoices_penjual_idx ON invoices (penjual_id);

CREATE TABLE transaksi (
  id serial PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  client_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  nomor_invoice text NOT NULL,
  method text NOT NULL DEFAULT 'VA' CHECK (method IN ('VA', 'WALLET')),
  bank text NOT NULL,
  bank_code text NOT NULL,
  va_number text UNIQUE,
  va_name text NOT NULL DEFAULT '',
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'MENUNGGU' CHECK (status IN ('MENUNGGU', 'TERBAYAR', 'KADALUARSA', 'DIBATALKAN')),
  channel text CHECK (channel IN ('ATM', 'MOBILE', 'INTERNET', 'TELLER', 'OTHER_BANK', 'WALLET')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  paid_at timestamptz,
  cancelled_at timestamptz,
  CHECK (method = 'WALLET' OR (va_number IS NOT NULL AND expires_at IS NOT NULL))
);
-- never two active VAs for one bill
CREATE UNIQUE INDEX transaksi_one_pending_idx ON transaksi (invoice_id) WHERE status = 'MENUNGGU';
-- the expiry sweep: pending VAs by expiry
CREATE INDEX transaksi_pending_expiry_idx ON transaksi (expires_at) WHERE status = 'MENUNGGU';
CREATE INDEX transaksi_invoice_idx ON transaksi (invoice_id, created_at);
CREATE INDEX transaksi_client_created_idx ON transaksi (client_id, created_at, id);
CREATE INDEX transaksi_client_status_idx ON transaksi (client_id, status, created_at, id);
CREATE INDEX transaksi_client_bank_idx ON transaksi (client_id, bank_code, created_at, id);
CREATE INDEX transaksi_client_amount_idx ON transaksi (client_id, amount, id);
CREATE INDEX transaksi_client_paid_idx ON transaksi (client_id, paid_at) WHERE status = 'TERBAYAR';
CREATE INDEX transaksi_created_idx ON transaksi (created_at, id);

-- Wallet (dompet): the balance is SUM(CREDIT) - SUM(DEBIT) of a user's rows, never stored.
CREATE TABLE wallet_ledger (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('CREDIT', 'DEBIT')),
  amount bigint NOT NULL CHECK (amount > 0),
  invoice_id integer REFERENCES invoices(id) ON DELETE SET NULL,
  transaksi_id integer REFERENCES transaksi(id) ON DELETE SET NULL,
  reference text,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_ledger_user_idx ON wallet_ledger (user_id, created_at, id);
-- a paid top-up credits once; a bill is debited once
CREATE UNIQUE INDEX wallet_ledger_one_credit_idx ON wallet_ledger (transaksi_id) WHERE type = 'CREDIT';
CREATE UNIQUE INDEX wallet_ledger_one_debit_idx ON wallet_ledger (invoice_id) WHERE type = 'DEBIT';
