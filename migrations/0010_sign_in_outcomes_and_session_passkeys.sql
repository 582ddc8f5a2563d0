-- Sign-in under attack: the history tells refusals from failures, and a session knows the passkey
-- that started it. No rows are added; every existing row is kept.

-- sign_ins: `outcome` ('success', 'failure', or 'locked': refused because a limit was reached)
-- replaces `ok`, and a password reset is a method of its own. SQLite cannot change a CHECK in place,
-- so the table is rebuilt: a new table, every row copied (ok 1 -> 'success', 0 -> 'failure', in
-- insertion order, which breaks ties between rows of the same millisecond), the old one dropped.
-- Successes and the rest are kept apart, the newest 20 of each (docs/decisions/sign-in-history.md).
CREATE TABLE sign_ins_new (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('success', 'failure', 'locked')),
  method TEXT NOT NULL CHECK (method IN ('password', 'totp', 'recovery-code', 'passkey', 'password-reset')),
  device TEXT NOT NULL
);

INSERT INTO sign_ins_new (id, user_id, created_at, outcome, method, device)
SELECT id, user_id, created_at, CASE ok WHEN 1 THEN 'success' ELSE 'failure' END, method, device
FROM sign_ins
ORDER BY rowid;

DROP TABLE sign_ins;
ALTER TABLE sign_ins_new RENAME TO sign_ins;
CREATE INDEX IF NOT EXISTS sign_ins_user_created_idx ON sign_ins (user_id, created_at);

-- The passkey a session was started with (null for a password sign-in): removing the passkey
-- revokes those sessions (docs/decisions/passkey-removal-ends-sessions.md). Once the passkey is
-- gone the column is cleared; the sessions stay revoked.
ALTER TABLE sessions ADD COLUMN passkey_id TEXT REFERENCES passkeys(id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS sessions_passkey_idx ON sessions (passkey_id) WHERE passkey_id IS NOT NULL;

-- The hourly clean-up (worker/scheduled.ts) finds ended sessions by these instead of reading the table.
CREATE INDEX IF NOT EXISTS sessions_expires_idx ON sessions (expires_at);
CREATE INDEX IF NOT EXISTS sessions_revoked_idx ON sessions (revoked_at) WHERE revoked_at IS NOT NULL;
