-- VPS sizes and GPU instances can be ordered (docs/decisions/vps-and-gpus-orderable.md): they join the
-- catalog in D1, seeded from content/catalog/vps.json and gpus.json like plans and services; a cart
-- line may hold one, with a count (GPUs, 1–8) and a region; an order line keeps both. Additive only:
-- cart_items is rebuilt with its rows (its CHECK allowed only a plan or a service), nothing is lost.

-- A VPS size has a monthly price, a GPU instance an hourly one; NULL there means custom pricing.
CREATE TABLE IF NOT EXISTS instance_types (
  id TEXT PRIMARY KEY NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('vps', 'gpu')),
  name TEXT NOT NULL,
  monthly_price REAL CHECK (monthly_price IS NULL OR monthly_price >= 0),
  hourly_price REAL CHECK (hourly_price IS NULL OR hourly_price >= 0),
  description TEXT NOT NULL,
  -- JSON array of short spec lines ("2 vCPUs", "1 × NVIDIA L4").
  specs TEXT NOT NULL DEFAULT '[]',
  -- JSON array of data-center names, or the JSON string "All".
  locations TEXT NOT NULL DEFAULT '"All"',
  is_out_of_stock INTEGER NOT NULL DEFAULT 0,
  -- 0 once the item leaves the data files; kept so existing cart lines still resolve.
  active INTEGER NOT NULL DEFAULT 1,
  updated_at INTEGER NOT NULL DEFAULT (unixepoch() * 1000)
);

-- Nothing references cart_items, so it is rebuilt in place with every row.
CREATE TABLE cart_items_next (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id TEXT REFERENCES plans(id),
  service_id TEXT REFERENCES services(id),
  billing_period TEXT NOT NULL CHECK (billing_period IN ('monthly', 'annual')),
  created_at INTEGER NOT NULL DEFAULT (unixepoch() * 1000),
  updated_at INTEGER NOT NULL DEFAULT (unixepoch() * 1000),
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  instance_id TEXT REFERENCES instance_types(id),
  -- How many instances the line orders: GPUs 1–8, everything else 1.
  count INTEGER NOT NULL DEFAULT 1 CHECK (count BETWEEN 1 AND 8),
  -- One of the item's locations; NULL until the customer picks, which means the first of them.
  region TEXT,
  CHECK ((plan_id IS NOT NULL) + (service_id IS NOT NULL) + (instance_id IS NOT NULL) = 1)
);
INSERT INTO cart_items_next (id, user_id, plan_id, service_id, billing_period, created_at, updated_at, account_id)
  SELECT id, user_id, plan_id, service_id, billing_period, created_at, updated_at, account_id FROM cart_items;
DROP TABLE cart_items;
ALTER TABLE cart_items_next RENAME TO cart_items;
-- One line per item (R10): concurrent adds meet these indexes and update the line instead.
CREATE UNIQUE INDEX IF NOT EXISTS cart_items_account_plan_idx ON cart_items (account_id, plan_id);
CREATE UNIQUE INDEX IF NOT EXISTS cart_items_account_service_idx ON cart_items (account_id, service_id);
CREATE UNIQUE INDEX IF NOT EXISTS cart_items_account_instance_idx ON cart_items (account_id, instance_id);

-- order_lines is referenced by account_services (ON DELETE SET NULL), so it is not rebuilt: its
-- item_type stays 'plan' or 'service' ('service' for a VPS size or GPU) and item_kind says which.
ALTER TABLE order_lines ADD COLUMN item_kind TEXT CHECK (item_kind IS NULL OR item_kind IN ('vps', 'gpu'));
ALTER TABLE order_lines ADD COLUMN count INTEGER NOT NULL DEFAULT 1 CHECK (count BETWEEN 1 AND 8);
-- NULL for lines ordered before regions were asked for.
ALTER TABLE order_lines ADD COLUMN region TEXT;
-- A GPU's hourly price in thousandths of a dollar, frozen like the monthly price; NULL otherwise.
ALTER TABLE order_lines ADD COLUMN hourly_rate_mills INTEGER CHECK (hourly_rate_mills IS NULL OR hourly_rate_mills >= 0);
