-- The admin's invoice app (issue 16). Keep in step with server/db/schema/billing.ts.
--
-- A bill may be a DRAFT: the admin's alone (never listed, counted or payable for the client) and
-- editable until it is sent. Sending makes it BELUM_DIBAYAR, as every bill was until now, and
-- stamps sent_at. list_counts' triggers count DRAFT rows under their own status; the client's
-- totals leave that status out.
ALTER TABLE invoices DROP CONSTRAINT invoices_status_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_status_check
  CHECK (status IN ('DRAFT', 'BELUM_DIBAYAR', 'MENUNGGU', 'LUNAS', 'DIBATALKAN'));
ALTER TABLE invoices ADD COLUMN sent_at timestamptz;
UPDATE invoices SET sent_at = created_at;

-- Manual payments (transfer to the service's account, cash…) recorded by the admin. paid_amount
-- is their sum, kept in the recording transaction; the balance is total − paid_amount, and a VA or
-- wallet payment of a partly paid bill is for the balance. Never beyond the total.
ALTER TABLE invoices ADD COLUMN paid_amount bigint NOT NULL DEFAULT 0;
ALTER TABLE invoices ADD CONSTRAINT invoices_paid_amount_check CHECK (paid_amount >= 0 AND paid_amount <= total);

CREATE TABLE invoice_payments (
  id serial PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  paid_on date NOT NULL,
  channel text NOT NULL CHECK (channel IN ('TRANSFER', 'CASH', 'CHEQUE', 'OTHER')),
  reference text NOT NULL DEFAULT '',
  recorded_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_payments_invoice_idx ON invoice_payments (invoice_id, created_at);

-- The admin's list across every client within a status, newest first.
CREATE INDEX invoices_status_tanggal_idx ON invoices (status, tanggal, id);
