-- A token's first use is recorded (docs/decisions/api-tokens.md): the credentials view gave a
-- never-used token its creation time as "last used", so a use in its first 5 minutes looked recent
-- and was never written. A never-used token now reads 0 there, which is always stale. The view holds
-- no data; it is made again with the one column changed.
DROP VIEW IF EXISTS credentials;
CREATE VIEW credentials AS
  SELECT id, 'session' AS kind, token_hash, user_id, account_id, expires_at, revoked_at, '' AS scopes,
    coalesce(last_seen_at, created_at) AS last_used_at
  FROM sessions
  UNION ALL
  SELECT id, 'token' AS kind, token_hash, user_id, account_id, expires_at, revoked_at, scopes,
    coalesce(last_used_at, 0) AS last_used_at
  FROM api_tokens;

-- The hourly run deletes revoked and expired tokens 30 days on, and a maker's live ones are counted.
CREATE INDEX IF NOT EXISTS api_tokens_user_idx ON api_tokens (user_id, account_id);
