-- The storefront (issue 3): catalog, carts and coupons. No rows here: the catalog and the
-- coupons are seeded from content/catalog/ by scripts/db-setup.mjs.
CREATE TABLE IF NOT EXISTS plans (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  -- NULL means custom pricing (Contact Sales).
  monthly_price REAL,
  description TEXT NOT NULL,
  -- JSON array of strings.
  features TEXT NOT NULL DEFAULT '[]',
  cpu_cores INTEGER NOT NULL,
  ram INTEGER NOT NULL,
  storage INTEGER NOT NULL,
  bandwidth INTEGER NOT NULL,
  -- 0 once the item leaves the data files; kept so existing cart lines still resolve.
  active INTEGER NOT NULL DEFAULT 1,
  updated_at INTEGER NOT NULL DEFAULT (unixepoch() * 1000)
);

CREATE TABLE IF NOT EXISTS services (
  id TEXT PRIMARY KEY NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('kvmVps', 'dedicatedServers', 'additionalServices')),
  name TEXT NOT NULL,
  monthly_price REAL,
  description TEXT NOT NULL,
  features TEXT NOT NULL DEFAULT '[]',
  -- JSON array of data-center names, or the JSON string "All".
  locations TEXT NOT NULL DEFAULT '"All"',
  is_out_of_stock INTEGER NOT NULL DEFAULT 0,
  cpu_cores INTEGER,
  ram INTEGER,
  storage INTEGER,
  bandwidth INTEGER,
  active INTEGER NOT NULL DEFAULT 1,
  updated_at INTEGER NOT NULL DEFAULT (unixepoch() * 1000)
);

CREATE TABLE IF NOT EXISTS cart_items (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id TEXT REFERENCES plans(id),
  service_id TEXT REFERENCES services(id),
  billing_period TEXT NOT NULL CHECK (billing_period IN ('monthly', 'annual')),
  created_at INTEGER NOT NULL DEFAULT (unixepoch() * 1000),
  updated_at INTEGER NOT NULL DEFAULT (unixepoch() * 1000),
  CHECK ((plan_id IS NULL) <> (service_id IS NULL))
);

-- One line per item (R10): concurrent adds meet these indexes and update the line instead.
CREATE UNIQUE INDEX IF NOT EXISTS cart_items_user_plan_idx ON cart_items (user_id, plan_id);
CREATE UNIQUE INDEX IF NOT EXISTS cart_items_user_service_idx ON cart_items (user_id, service_id);

CREATE TABLE IF NOT EXISTS coupons (
  -- Stored upper-case; NOCASE makes the lookup case-insensitive as well (R11).
  code TEXT PRIMARY KEY NOT NULL COLLATE NOCASE,
  discount_type TEXT NOT NULL CHECK (discount_type IN ('percentage', 'fixed')),
  discount_value REAL NOT NULL CHECK (discount_value > 0),
  -- Milliseconds since the epoch; NULL never expires.
  expires_at INTEGER,
  active INTEGER NOT NULL DEFAULT 1,
  updated_at INTEGER NOT NULL DEFAULT (unixepoch() * 1000)
);
