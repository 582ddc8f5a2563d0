-- Password reset (ruling R28) and e-mail verification (R29). Additive only; no rows.

-- When the customer proved the address is theirs (a verification link, or a password reset link
-- that reached them); NULL while it is not verified.
ALTER TABLE users ADD COLUMN email_verified_at INTEGER;

-- Single-use tokens mailed to a customer. Only the SHA-256 of a token is kept (hex), never the
-- token; a token is spent by setting used_at in the same statement that checks it is live.
CREATE TABLE IF NOT EXISTS account_tokens (
  token_hash TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('password-reset', 'email-verification')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE INDEX IF NOT EXISTS account_tokens_user_purpose_idx ON account_tokens (user_id, purpose);
