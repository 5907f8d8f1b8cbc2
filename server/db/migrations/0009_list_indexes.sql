-- Lists that stay fast at 100,000 rows a client (issue 14, "Speed where users wait").
-- Keep in step with server/db/schema/billing.ts and ebupot.ts.

-- Bills: each sort key within a status tab, so a filtered page is an index walk.
CREATE INDEX invoices_client_status_total_idx ON invoices (client_id, status, total, id);
CREATE INDEX invoices_client_status_due_idx ON invoices (client_id, status, jatuh_tempo, id);
CREATE INDEX invoices_client_status_nomor_idx ON invoices (client_id, status, nomor, id);
-- Unpaid bills by due date: the not-yet-due count (JATUH_TEMPO is derived from it) and the
-- lazy expiry of abandoned top-ups, which otherwise read every unpaid bill of the client.
CREATE INDEX invoices_unpaid_due_idx ON invoices (client_id, kind, jatuh_tempo) WHERE status = 'BELUM_DIBAYAR';

-- Payments: the sorts without an index, and each within a status tab.
CREATE INDEX transaksi_client_nomor_idx ON transaksi (client_id, nomor_invoice, id);
CREATE INDEX transaksi_client_bank_name_idx ON transaksi (client_id, bank, created_at, id);
CREATE INDEX transaksi_client_status_amount_idx ON transaksi (client_id, status, amount, id);
CREATE INDEX transaksi_client_status_nomor_idx ON transaksi (client_id, status, nomor_invoice, id);

-- Slips: every sort of the list, ties by id in the same direction (one index serves both).
DROP INDEX bupot_user_period_idx;
CREATE INDEX bupot_user_period_idx ON bupot (user_id, tahun, masa, id);
CREATE INDEX bupot_user_recipient_idx ON bupot (user_id, lower(recipient_name), id);
CREATE INDEX bupot_user_number_idx ON bupot (user_id, number, revision, id);
CREATE INDEX bupot_user_kode_idx ON bupot (user_id, kode_objek, id);
CREATE INDEX bupot_user_dpp_idx ON bupot (user_id, dpp, id);
CREATE INDEX bupot_user_pph_idx ON bupot (user_id, pph, id);
CREATE INDEX bupot_user_status_idx ON bupot (user_id, status, id);
CREATE INDEX bupot_user_created_idx ON bupot (user_id, created_at, id);

-- How many bills and payments each client has by kind (a bill's kind, a payment's method) and
-- status, kept by the triggers below in the transaction that changes the rows, so a list's total
-- and tab counts read a few rows instead of counting 100,000. Lists filtered by text or dates
-- still count.
CREATE TABLE list_counts (
  list text NOT NULL CHECK (list IN ('invoices', 'transaksi')),
  client_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  status text NOT NULL,
  n integer NOT NULL
);
CREATE UNIQUE INDEX list_counts_key ON list_counts (list, client_id, kind, status);

-- A statement trigger reads the changed rows as transition tables (a bulk insert is one GROUP BY).
-- Arguments: the list's name and its kind column. Groups apply in key order, so two transactions
-- lock count rows in the same order. A decrease only updates: when a client is deleted, the
-- cascade to its rows may run after the one to its counts.
CREATE FUNCTION list_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP <> 'DELETE' THEN format('SELECT client_id, %I AS kind, status, 1 AS d FROM added', TG_ARGV[1]) END,
    CASE WHEN TG_OP <> 'INSERT' THEN format('SELECT client_id, %I AS kind, status, -1 AS d FROM removed', TG_ARGV[1]) END);
  g record;
BEGIN
  FOR g IN EXECUTE 'SELECT client_id, kind, status, sum(d)::int AS d FROM (' || changed || ') x
                    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3' LOOP
    IF g.d > 0 THEN
      INSERT INTO list_counts AS c (list, client_id, kind, status, n)
      VALUES (TG_ARGV[0], g.client_id, g.kind, g.status, g.d)
      ON CONFLICT (list, client_id, kind, status) DO UPDATE SET n = c.n + excluded.n;
    ELSE
      UPDATE list_counts SET n = n + g.d
      WHERE list = TG_ARGV[0] AND client_id = g.client_id AND kind = g.kind AND status = g.status;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

-- A trigger with transition tables takes one event (PostgreSQL's rule), hence three a table.
CREATE TRIGGER list_counts_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('invoices', 'kind');
CREATE TRIGGER list_counts_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('invoices', 'kind');
CREATE TRIGGER list_counts_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('invoices', 'kind');
CREATE TRIGGER list_counts_insert AFTER INSERT ON transaksi REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('transaksi', 'method');
CREATE TRIGGER list_counts_update AFTER UPDATE ON transaksi REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('transaksi', 'method');
CREATE TRIGGER list_counts_delete AFTER DELETE ON transaksi REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_track('transaksi', 'method');

-- The rows already there.
INSERT INTO list_counts (list, client_id, kind, status, n)
  SELECT 'invoices', client_id, kind, status, count(*) FROM invoices GROUP BY 2, 3, 4
  UNION ALL
  SELECT 'transaksi', client_id, method, status, count(*) FROM transaksi GROUP BY 2, 3, 4;

-- Planner statistics for the new indexes (PGlite has no autovacuum to gather them).
ANALYZE invoices;
ANALYZE transaksi;
ANALYZE bupot;
