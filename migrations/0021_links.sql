-- The single-use links mailed to a user (password reset, e-mail verification) are "links" in the
-- glossary (docs/architecture.md); "token" means an API token. A rename only: every row stays, and
-- the index follows the table's name.
ALTER TABLE account_tokens RENAME TO links;

DROP INDEX IF EXISTS account_tokens_user_purpose_idx;
CREATE INDEX IF NOT EXISTS links_user_purpose_idx ON links (user_id, purpose);
