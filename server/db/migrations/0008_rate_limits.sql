-- Rate limits shared by every server process on one PostgreSQL (server/lib/rate-limit-postgres.ts):
-- one row per limiter (bucket) and key, e.g. ('login_account', an email), holding the times of
-- its recent hits in ms since the epoch by the server clock. expires_at_ms is the last hit plus
-- the window; past it the row holds nothing that counts and is swept. On PGlite (one process)
-- the limits live in memory and this table stays empty.
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  key text NOT NULL,
  hits bigint[] NOT NULL,
  expires_at_ms bigint NOT NULL
);
CREATE UNIQUE INDEX rate_limits_key ON rate_limits (bucket, key);
CREATE INDEX rate_limits_expiry_idx ON rate_limits (expires_at_ms);
