-- Orders (ruling R21): an order with its totals, coupon and billing details frozen at checkout,
-- its lines with each unit price frozen, and one idempotency record per checkout attempt.
-- Additive only; no rows.
CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY NOT NULL,
  -- Short and human-readable, e.g. "NB-7K2M-9QXD"; random, so it says nothing about sales volume.
  number TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- No payment provider is connected: every order starts and stays "Pending payment" for now.
  status TEXT NOT NULL DEFAULT 'pendingPayment' CHECK (status IN ('pendingPayment')),
  -- US dollars, computed by site/shared/pricing.ts from the catalog at checkout.
  subtotal REAL NOT NULL CHECK (subtotal >= 0),
  discount REAL NOT NULL CHECK (discount >= 0),
  total REAL NOT NULL CHECK (total >= 0),
  -- The coupon as it was validated at checkout; all three NULL without one.
  coupon_code TEXT,
  coupon_type TEXT CHECK (coupon_type IS NULL OR coupon_type IN ('percentage', 'fixed')),
  coupon_value REAL,
  -- Who the invoice goes to, copied from the profile at checkout.
  billing_name TEXT NOT NULL,
  billing_email TEXT NOT NULL,
  billing_company TEXT NOT NULL DEFAULT '',
  billing_address TEXT NOT NULL DEFAULT '',
  -- Also the checkout's guard: the insert computes it as NULL when the cart is no longer the one
  -- that was priced, which fails NOT NULL and rolls back the whole batch (worker/db/orders.ts).
  line_count INTEGER NOT NULL CHECK (line_count > 0),
  created_at INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS orders_user_created_idx ON orders (user_id, created_at);

CREATE TABLE IF NOT EXISTS order_lines (
  id TEXT PRIMARY KEY NOT NULL,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  -- The cart's order (oldest line first).
  position INTEGER NOT NULL,
  item_type TEXT NOT NULL CHECK (item_type IN ('plan', 'service')),
  -- The plan's or service's id; no foreign key, so an order outlives its catalog entry.
  item_id TEXT NOT NULL,
  category TEXT CHECK (category IS NULL OR category IN ('kvmVps', 'dedicatedServers', 'additionalServices')),
  name TEXT NOT NULL,
  billing_period TEXT NOT NULL CHECK (billing_period IN ('monthly', 'annual')),
  -- The catalog's monthly price then, and what one period costs (the year's price for annual).
  monthly_price REAL NOT NULL CHECK (monthly_price >= 0),
  unit_price REAL NOT NULL CHECK (unit_price >= 0),
  UNIQUE (order_id, position)
);

-- One per checkout attempt and customer: the same key answers the same order again (R21).
CREATE TABLE IF NOT EXISTS idempotency_keys (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  -- SHA-256 of the request body as validated, so a different request under the same key is a 409.
  fingerprint TEXT NOT NULL,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, key)
);
