-- Bulk slip actions and reminders (issue 21).
-- A slip may carry its recipient's email address: bulk "email to recipient" sends the PDF there.
ALTER TABLE bupot ADD COLUMN recipient_email text;

-- Every mail of a slip to its recipient: who sent it, when, to which address, and whether the
-- mailer accepted it (shown on the slip's view page).
CREATE TABLE bupot_emails (
  id serial PRIMARY KEY,
  bupot_id integer NOT NULL REFERENCES bupot (id) ON DELETE CASCADE,
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  to_email text NOT NULL,
  status text NOT NULL CHECK (status IN ('sent', 'failed')),
  error text,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bupot_emails_bupot_idx ON bupot_emails (bupot_id, sent_at);

-- One row per reminder sent (VA about to expire, bill about to fall due, masa deadline near).
-- The reminder job inserts the row first and mails only when the insert took place, so several
-- server processes on one PostgreSQL, or two runs of the job, send each reminder once.
CREATE TABLE reminders_sent (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('va', 'bill', 'masa')),
  ref text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, ref)
);

-- The reminders are notification events of their own: a client chooses mail or bell only.
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_event_type_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_event_type_check
  CHECK (event_type IN ('invoice.new', 'invoice.paid', 'va.expired', 'reminder.va', 'reminder.bill', 'reminder.masa'));
