-- The language an account's mail is written in (server/lib/mail): the portal language the account
-- registered in (the request's Accept-Language), updated when its owner signs in. Accounts made
-- before this read Indonesian, the portal's default.
ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'id' CHECK (locale IN ('id', 'en', 'fr', 'ar'));
