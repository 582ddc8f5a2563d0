-- Passkeys (ruling R30): WebAuthn credentials a customer registered, and the single-use challenges
-- of registration and sign-in ceremonies. Additive only; no rows.

-- One row per registered passkey. `id` is ours (a UUID, used in URLs); `credential_id` is the
-- authenticator's (base64url), `public_key` its COSE public key (base64url). `counter` is the last
-- signature counter seen (a lower one later means a cloned authenticator); `transports` a JSON array.
CREATE TABLE IF NOT EXISTS passkeys (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  name TEXT NOT NULL,
  backed_up INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);

CREATE INDEX IF NOT EXISTS passkeys_user_idx ON passkeys (user_id);

-- Challenges handed to a browser: only the SHA-256 (hex) of the base64url challenge is kept, valid
-- a few minutes, spent (used_at) by the statement that accepts the ceremony. A registration challenge
-- belongs to the signed-in customer who asked for it; a sign-in challenge to nobody yet.
CREATE TABLE IF NOT EXISTS webauthn_challenges (
  challenge_hash TEXT PRIMARY KEY NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('registration', 'authentication')),
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE INDEX IF NOT EXISTS webauthn_challenges_expires_idx ON webauthn_challenges (expires_at);
