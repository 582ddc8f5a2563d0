-- Teams (docs/decisions/accounts-and-teams.md): the cart, orders, billing details and invoices
-- belong to an account; every customer has a personal account, and a team is an account with
-- members. Every existing row is kept: each user gets a personal account whose id is the user's
-- id, and their rows move to it.

-- `kind` 'personal' (one per user, never with other members) or 'team'. A team is never deleted
-- (its orders and invoices are kept): deleting it sets `deleted_at` and removes its members.
CREATE TABLE IF NOT EXISTS accounts (
  id TEXT PRIMARY KEY NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('personal', 'team')),
  name TEXT NOT NULL,
  require_two_factor INTEGER NOT NULL DEFAULT 0 CHECK (require_two_factor IN (0, 1)),
  created_at INTEGER NOT NULL,
  deleted_at INTEGER
);

-- Who belongs to an account, with which role (site/shared/domain/teams.ts says what each may do).
-- Exactly one owner per account: the partial unique index refuses a second.
CREATE TABLE IF NOT EXISTS memberships (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'billing', 'member', 'viewer')),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, user_id)
);
CREATE UNIQUE INDEX IF NOT EXISTS memberships_one_owner_idx ON memberships (account_id) WHERE role = 'owner';
CREATE INDEX IF NOT EXISTS memberships_user_idx ON memberships (user_id);

-- Every user has a personal account from the moment they exist, whoever inserts them.
INSERT INTO accounts (id, kind, name, created_at) SELECT id, 'personal', '', created_at FROM users;
INSERT INTO memberships (account_id, user_id, role, created_at) SELECT id, id, 'owner', created_at FROM users;
CREATE TRIGGER IF NOT EXISTS users_personal_account AFTER INSERT ON users
BEGIN
  INSERT INTO accounts (id, kind, name, created_at) VALUES (NEW.id, 'personal', '', NEW.created_at);
  INSERT INTO memberships (account_id, user_id, role, created_at) VALUES (NEW.id, NEW.id, 'owner', NEW.created_at);
END;

-- Invitations: mailed to an address with a role; only the SHA-256 of the link's token is kept.
-- Single-use (`accepted_at`), valid 7 days from the last send, cancellable (the row is deleted).
CREATE TABLE IF NOT EXISTS invitations (
  id TEXT PRIMARY KEY NOT NULL,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'billing', 'member', 'viewer')),
  token_hash TEXT NOT NULL UNIQUE,
  invited_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  accepted_at INTEGER,
  accepted_by TEXT REFERENCES users(id) ON DELETE SET NULL
);
-- One open invitation per team and address.
CREATE UNIQUE INDEX IF NOT EXISTS invitations_open_idx ON invitations (account_id, email) WHERE accepted_at IS NULL;

-- The audit log: rows are only ever inserted. The actor's name and e-mail are copied in, so an
-- entry still says who after they leave; `address` is the client's (lib/client-address.ts).
CREATE TABLE IF NOT EXISTS audit_log (
  id TEXT PRIMARY KEY NOT NULL,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  event TEXT NOT NULL,
  -- No foreign key: the entry outlives its actor, and a key's ON DELETE would update the row.
  actor_id TEXT,
  actor_name TEXT NOT NULL,
  actor_email TEXT NOT NULL,
  target TEXT NOT NULL DEFAULT '',
  detail TEXT NOT NULL DEFAULT '{}',
  address TEXT NOT NULL DEFAULT ''
);
-- `seq` numbers an account's entries 1, 2, 3… in the order they were written: newest first is `seq` down.
CREATE UNIQUE INDEX IF NOT EXISTS audit_log_account_seq_idx ON audit_log (account_id, seq);
CREATE INDEX IF NOT EXISTS audit_log_account_event_idx ON audit_log (account_id, event, seq);
CREATE TRIGGER IF NOT EXISTS audit_log_never_updated BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log rows are never updated');
END;

-- The account a session acts for; NULL is the user's personal account.
ALTER TABLE sessions ADD COLUMN account_id TEXT REFERENCES accounts(id) ON DELETE SET NULL;

-- The cart is the account's; `user_id` stays as who added the line.
ALTER TABLE cart_items ADD COLUMN account_id TEXT REFERENCES accounts(id) ON DELETE CASCADE;
UPDATE cart_items SET account_id = user_id;
DROP INDEX IF EXISTS cart_items_user_plan_idx;
DROP INDEX IF EXISTS cart_items_user_service_idx;
CREATE UNIQUE INDEX IF NOT EXISTS cart_items_account_plan_idx ON cart_items (account_id, plan_id);
CREATE UNIQUE INDEX IF NOT EXISTS cart_items_account_service_idx ON cart_items (account_id, service_id);

-- Orders and invoices are the account's; `user_id` stays as who placed the order.
ALTER TABLE orders ADD COLUMN account_id TEXT REFERENCES accounts(id);
UPDATE orders SET account_id = user_id;
CREATE INDEX IF NOT EXISTS orders_account_created_idx ON orders (account_id, created_at);
ALTER TABLE invoices ADD COLUMN account_id TEXT REFERENCES accounts(id);
UPDATE invoices SET account_id = (SELECT orders.account_id FROM orders WHERE orders.id = invoices.order_id);
UPDATE invoices SET account_id = user_id WHERE account_id IS NULL;
CREATE INDEX IF NOT EXISTS invoices_account_issued_idx ON invoices (account_id, issued_at);

-- Billing details are the account's: the table is made again with the account as its key (nothing
-- references it, so nothing else changes).
CREATE TABLE billing_details_by_account (
  account_id TEXT PRIMARY KEY NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  line1 TEXT NOT NULL,
  line2 TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL,
  city TEXT NOT NULL,
  region TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL CHECK (length(country) = 2),
  vat_number TEXT,
  updated_at INTEGER NOT NULL
);
INSERT INTO billing_details_by_account
  SELECT user_id, name, line1, line2, postal_code, city, region, country, vat_number, updated_at FROM billing_details;
DROP TABLE billing_details;
ALTER TABLE billing_details_by_account RENAME TO billing_details;
