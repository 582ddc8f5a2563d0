-- API tokens (docs/decisions/api-tokens.md): a customer's token for scripts and CI, made for one
-- account, with scopes and an expiry. Only the SHA-256 of the token is kept; `hint` is its last four
-- characters, so a list can tell tokens apart. `scopes` is space-separated with a space at each end
-- (' cart:read orders:read '), so a scope is found by looking for ' <scope> '.
CREATE TABLE IF NOT EXISTS api_tokens (
  id TEXT PRIMARY KEY NOT NULL,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  hint TEXT NOT NULL,
  scopes TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS api_tokens_account_user_idx ON api_tokens (account_id, user_id, created_at);

-- What a request's bearer can be: a browser session or an API token. The signed-in batch looks the
-- bearer up here (worker/lib/session-sql.ts), so both pass the same checks of expiry, revocation,
-- membership and role. A session acts for its current account (NULL: the personal one) with any
-- scope; a token for its own account with its scopes.
CREATE VIEW IF NOT EXISTS credentials AS
  SELECT id, 'session' AS kind, token_hash, user_id, account_id, expires_at, revoked_at, '' AS scopes,
    coalesce(last_seen_at, created_at) AS last_used_at
  FROM sessions
  UNION ALL
  SELECT id, 'token' AS kind, token_hash, user_id, account_id, expires_at, revoked_at, scopes,
    coalesce(last_used_at, created_at) AS last_used_at
  FROM api_tokens;
