-- The signed-in user's own account (issue 20): two-factor sign-in with an authenticator app
-- (TOTP, RFC 6238), its recovery codes, the short-lived challenge between a sign-in's password
-- and its code, notification preferences per event type, and the avatar and time zone.

-- One authenticator per account. The secret is sealed with ENCRYPTION_KEY (server/lib/crypto.ts,
-- context 'totp:<user_id>'); enabled_at stays null between setup and the first good code.
-- last_used_step is the newest 30-second step a code was accepted for: a code is never taken twice.
CREATE TABLE user_two_factor (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret bytea NOT NULL,
  enabled_at timestamptz,
  last_used_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Single-use recovery codes, argon2id hashes only (the user sees them once).
CREATE TABLE recovery_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recovery_codes_user_idx ON recovery_codes (user_id);

-- A sign-in whose password was right, waiting for its second factor (5 minutes, 5 tries).
-- Only the SHA-256 of the challenge token is kept.
CREATE TABLE login_challenges (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE UNIQUE INDEX login_challenges_token_key ON login_challenges (token_hash);
CREATE INDEX login_challenges_user_idx ON login_challenges (user_id);

-- Per event type: 'mail' (a mail and the bell) or 'bell' (the bell only). No row: the default
-- of contract/account.ts (a new bill is mailed, the rest rings only).
CREATE TABLE notification_preferences (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_type text NOT NULL CHECK (event_type IN ('invoice.new', 'invoice.paid', 'va.expired')),
  channel text NOT NULL CHECK (channel IN ('mail', 'bell')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, event_type)
);

-- The account page's own settings: time zone (null: the browser's) and avatar (resized by the
-- portal to 256 px; at most 200 KB, type checked by its first bytes).
CREATE TABLE account_profiles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  time_zone text,
  avatar bytea,
  avatar_type text CHECK (avatar_type IN ('image/png', 'image/jpeg', 'image/webp')),
  avatar_updated_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
