-- The bill list asks for one kind (a top-up is listed only when asked for by kind) beside the
-- client and, on a status tab, the status (issue 14). Without kind in the sort indexes a page far
-- down read every bill it passed from the table to check its kind (page 20 by total: 1,000 rows);
-- with it the page's ids are an index-only walk and only the page's 50 bills are read.
-- Keep in step with server/db/schema/billing.ts (drizzle declares no INCLUDE: the key columns).

-- Status tabs: client, status, kind, then the sort (the 'status' sort is by issue date within a
-- status). The due date rides along, so the unpaid tabs (split at today) stay index-only.
DROP INDEX invoices_client_status_idx;
DROP INDEX invoices_client_status_total_idx;
DROP INDEX invoices_client_status_due_idx;
DROP INDEX invoices_client_status_nomor_idx;
CREATE INDEX invoices_client_status_kind_tanggal_idx ON invoices (client_id, status, kind, tanggal, id) INCLUDE (jatuh_tempo);
CREATE INDEX invoices_client_status_kind_total_idx ON invoices (client_id, status, kind, total, id) INCLUDE (jatuh_tempo);
CREATE INDEX invoices_client_status_kind_due_idx ON invoices (client_id, status, kind, jatuh_tempo, id);
CREATE INDEX invoices_client_status_kind_nomor_idx ON invoices (client_id, status, kind, nomor, id) INCLUDE (jatuh_tempo);

-- Every status but drafts: client, kind, then the sort; the status rides along for the draft filter.
DROP INDEX invoices_client_tanggal_idx;
DROP INDEX invoices_client_due_idx;
DROP INDEX invoices_client_total_idx;
DROP INDEX invoices_client_nomor_idx;
CREATE INDEX invoices_client_kind_tanggal_idx ON invoices (client_id, kind, tanggal, id) INCLUDE (status);
CREATE INDEX invoices_client_kind_due_idx ON invoices (client_id, kind, jatuh_tempo, id) INCLUDE (status);
CREATE INDEX invoices_client_kind_total_idx ON invoices (client_id, kind, total, id) INCLUDE (status);
CREATE INDEX invoices_client_kind_nomor_idx ON invoices (client_id, kind, nomor, id) INCLUDE (status);

-- Planner statistics for the new indexes (PGlite has no autovacuum to gather them).
ANALYZE invoices;
