-- Sessions and sign-in history (ruling R31). Additive only; no rows.

-- What the Security section shows for a session: the device as parsed from the user agent at
-- sign-in ("Chrome on Linux"; the raw user agent is not kept), and when the session was last used
-- (written at most every few minutes, see worker/lib/signed-in.ts). Sessions from before this
-- migration show "Unknown device" and their sign-in time as last seen.
ALTER TABLE sessions ADD COLUMN device TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;

-- The last sign-ins of each account, success or failure (the newest 20 are kept; every insert
-- prunes older rows of that account in the same batch).
CREATE TABLE IF NOT EXISTS sign_ins (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  ok INTEGER NOT NULL CHECK (ok IN (0, 1)),
  method TEXT NOT NULL CHECK (method IN ('password', 'totp', 'recovery-code', 'passkey')),
  device TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS sign_ins_user_created_idx ON sign_ins (user_id, created_at);
