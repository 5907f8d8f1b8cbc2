-- Attachments in the support chat (issue 17): the mail's attachment store serves the chat too.
-- An upload is its uploader's alone until a message takes it: a mail (message_id, or a draft's
-- draft_id) or a chat message (chat_message_id), never both; the download routes of each side
-- serve only their own kind.
ALTER TABLE message_attachments
  ADD COLUMN chat_message_id integer REFERENCES chat_messages (id) ON DELETE CASCADE;
CREATE INDEX message_attachments_chat_message_idx ON message_attachments (chat_message_id);
