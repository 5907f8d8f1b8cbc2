-- The support chat (issue 17): one conversation a client with the service's staff. Messages are
-- plain text (never rendered as HTML); ids order them and are the cursor a reconnecting portal
-- resumes from. Each side's delivered and seen positions are the last message id it received
-- or read (the ticks); `client_key` makes a retried send land once.
CREATE TABLE chat_conversations (
  id serial PRIMARY KEY,
  client_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  last_message_id integer,
  last_message_at timestamptz,
  client_delivered_upto integer NOT NULL DEFAULT 0,
  client_seen_upto integer NOT NULL DEFAULT 0,
  staff_delivered_upto integer NOT NULL DEFAULT 0,
  staff_seen_upto integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_conversations_recent_idx ON chat_conversations (last_message_at);

CREATE TABLE chat_messages (
  id serial PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
  sender_id integer REFERENCES users(id) ON DELETE SET NULL,
  from_client boolean NOT NULL,
  body text NOT NULL,
  client_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, id);
CREATE UNIQUE INDEX chat_messages_client_key_idx ON chat_messages (conversation_id, sender_id, client_key);

-- A staff member's chosen status; shown as offline once they have not been active for a while.
CREATE TABLE chat_staff_status (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'online' CHECK (status IN ('online', 'away', 'busy', 'offline')),
  active_at timestamptz NOT NULL DEFAULT now()
);

-- The staff subject 'chat' (the Chat app), with a permission per action for the roles dialog.
INSERT INTO permissions (name, action, subject)
SELECT initcap(a) || ' chat', a, 'chat'
FROM unnest(ARRAY['read', 'create', 'update', 'delete']) WITH ORDINALITY AS act(a, ai)
ORDER BY ai;
