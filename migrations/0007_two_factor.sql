-- Two-factor sign-in with TOTP and recovery codes (ruling R30). Additive only; no rows.

-- One authenticator per account. The TOTP secret is stored only encrypted (AES-GCM with a key derived
-- from the Worker secret ACCOUNT_KEY, worker/lib/secret-box.ts), bound to the account's id. A row with
-- enabled_at NULL is an enrolment begun and not yet confirmed with a code; it protects nothing.
-- last_step is the last accepted RFC 6238 time step: a code of that step or an earlier one is refused.
CREATE TABLE IF NOT EXISTS two_factor (
  user_id TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  secret_box TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  enabled_at INTEGER,
  last_step INTEGER
);

-- Single-use recovery codes: only the SHA-256 of account id and code is kept; a code is spent by
-- setting used_at in the statement that checks it.
CREATE TABLE IF NOT EXISTS recovery_codes (
  code_hash TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE INDEX IF NOT EXISTS recovery_codes_user_idx ON recovery_codes (user_id);

-- The second step of a sign-in: a password was right, a code is still owed. Only the SHA-256 of the
-- ticket is kept; it lives 5 minutes, works once, and five wrong codes lock it.
CREATE TABLE IF NOT EXISTS mfa_tickets (
  ticket_hash TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  remember_me INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);

CREATE INDEX IF NOT EXISTS mfa_tickets_user_idx ON mfa_tickets (user_id);
