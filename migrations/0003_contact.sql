-- Contact-form messages (ruling R18) and the per-client request counters of the rate limiter.
-- Additive only; no rows.
CREATE TABLE IF NOT EXISTS contact_messages (
  id TEXT PRIMARY KEY NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('about', 'contact')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT,
  category TEXT CHECK (category IS NULL OR category IN ('technical', 'billing', 'account', 'sales', 'feedback')),
  message TEXT NOT NULL,
  created_at INTEGER NOT NULL DEFAULT (unixepoch() * 1000)
);

CREATE INDEX IF NOT EXISTS contact_messages_created_at_idx ON contact_messages (created_at);

-- One fixed window per bucket and client: `key` is "<bucket>:<client>".
CREATE TABLE IF NOT EXISTS rate_limits (
  key TEXT PRIMARY KEY NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS rate_limits_window_start_idx ON rate_limits (window_start);
