-- Messages between the service's staff and its clients (issue 17: the Email app and the client's
-- Pesan page). A message belongs to a thread (a reply joins its original's); each person it
-- concerns has a row of message_recipients with their own folder, read flag, star and labels,
-- so a client's mailbox is exactly their rows. Drafts are the staff's unsent messages; an
-- attachment belongs to its uploader until a message or draft takes it.
CREATE TABLE message_threads (
  id serial PRIMARY KEY,
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE messages (
  id serial PRIMARY KEY,
  thread_id integer NOT NULL REFERENCES message_threads(id) ON DELETE CASCADE,
  sender_id integer REFERENCES users(id) ON DELETE SET NULL,
  -- written by a client to the service (lands in every staff mailbox that reads 'email')
  from_client boolean NOT NULL DEFAULT false,
  to_all_clients boolean NOT NULL DEFAULT false,
  subject text NOT NULL,
  body_html text NOT NULL,
  body_text text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_thread_idx ON messages (thread_id, sent_at);

CREATE TABLE message_recipients (
  message_id integer NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- 'all': a copy of an announcement to every client; 'service': a staff copy of a client's
  -- message. Neither is listed to anyone as a recipient.
  kind text NOT NULL CHECK (kind IN ('from', 'to', 'cc', 'bcc', 'all', 'service')),
  folder text NOT NULL CHECK (folder IN ('inbox', 'sent', 'spam', 'trash')),
  is_read boolean NOT NULL DEFAULT false,
  starred boolean NOT NULL DEFAULT false,
  labels jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- deleted from the Trash: gone for this person
  deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (message_id, user_id)
);
CREATE INDEX message_recipients_mailbox_idx ON message_recipients (user_id, folder, message_id);

CREATE TABLE message_drafts (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reply_to integer REFERENCES messages(id) ON DELETE SET NULL,
  to_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  cc_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  bcc_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  to_all_clients boolean NOT NULL DEFAULT false,
  subject text NOT NULL DEFAULT '',
  body_html text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_drafts_owner_idx ON message_drafts (owner_id, updated_at);

CREATE TABLE message_attachments (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  message_id integer REFERENCES messages(id) ON DELETE CASCADE,
  draft_id integer REFERENCES message_drafts(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_attachments_message_idx ON message_attachments (message_id);
CREATE INDEX message_attachments_draft_idx ON message_attachments (draft_id);

-- The staff subject 'email' (the Email app), with a permission per action for the roles dialog.
INSERT INTO permissions (name, action, subject)
SELECT initcap(a) || ' email', a, 'email'
FROM unnest(ARRAY['read', 'create', 'update', 'delete']) WITH ORDINALITY AS act(a, ai)
ORDER BY ai;
