-- The admin's user management (issue 16). An account is 'active' or 'suspended' (a suspended
-- account keeps its data but cannot sign in); "pending confirmation" is derived from
-- email_verified_at. last_sign_in_at is written at each sign-in; older accounts take their
-- newest session's start.
ALTER TABLE users ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended'));
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;
UPDATE users u SET last_sign_in_at = (SELECT max(s.created_at) FROM sessions s WHERE s.user_id = u.id);

-- An admin's invitation is a code (valid 7 days) that sets the first password through the
-- reset-password endpoint.
ALTER TABLE otps DROP CONSTRAINT otps_purpose_check;
ALTER TABLE otps ADD CONSTRAINT otps_purpose_check
  CHECK (purpose IN ('register', 'reset', 'email_change', 'invite'));
