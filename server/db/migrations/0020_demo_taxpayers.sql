-- The data-grid showcase's large table (issue 19: /tables/data-grid, GET /api/table/data): fictitious
-- taxpayers, made by server/seed/table-demo.ts (one INSERT … SELECT FROM generate_series, the same
-- rows on every database). Nothing else reads or writes it.
CREATE TABLE demo_taxpayers (
  id integer PRIMARY KEY,
  nama text NOT NULL,
  npwp text NOT NULL,
  kota text NOT NULL,
  jenis text NOT NULL CHECK (jenis IN ('ORANG_PRIBADI', 'BADAN')),
  status text NOT NULL CHECK (status IN ('AKTIF', 'NON_EFEKTIF', 'DIHAPUS')),
  terdaftar date NOT NULL,
  omzet bigint NOT NULL
);
