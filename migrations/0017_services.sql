-- Services (docs/decisions/services-metered-by-the-hour.md): each checkout line becomes a service of
-- the account, metered by the started hour from the order's time; the monthly run invoices the
-- month before, once per (account, month). Additive only; no demo rows.

-- What an account runs. The prices are frozen when the service starts, so a catalog change never
-- reaches a running service. `hourly_rate_mills` is the rate in thousandths of a dollar: R22's rates
-- have three decimals, so the rate is exact as an integer (monthly ÷ 672, rounded half up; a GPU's
-- hourly price). `metered_from` is where the started hours are counted from: the start, or for an
-- order placed before services, the end of the month its invoice already paid for.
CREATE TABLE IF NOT EXISTS account_services (
  id TEXT PRIMARY KEY NOT NULL,
  account_id TEXT NOT NULL REFERENCES accounts(id),
  order_id TEXT REFERENCES orders(id) ON DELETE SET NULL,
  order_line_id TEXT UNIQUE REFERENCES order_lines(id) ON DELETE SET NULL,
  item_kind TEXT NOT NULL CHECK (item_kind IN ('plan', 'service', 'vps', 'gpu')),
  -- The catalog id; no foreign key, so a service outlives its catalog entry.
  item_id TEXT NOT NULL,
  name TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 1 CHECK (count BETWEEN 1 AND 8),
  billing_period TEXT NOT NULL CHECK (billing_period IN ('monthly', 'annual')),
  -- One of the item's locations; NULL for services ordered before regions were asked for.
  region TEXT,
  monthly_price_cents INTEGER NOT NULL CHECK (monthly_price_cents >= 0),
  hourly_rate_mills INTEGER NOT NULL CHECK (hourly_rate_mills >= 0),
  started_at INTEGER NOT NULL,
  metered_from INTEGER NOT NULL CHECK (metered_from >= started_at),
  ended_at INTEGER CHECK (ended_at IS NULL OR ended_at >= started_at),
  state TEXT NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'ended')),
  CHECK ((state = 'ended') = (ended_at IS NOT NULL))
);

CREATE INDEX IF NOT EXISTS account_services_account_idx ON account_services (account_id, started_at);
-- The monthly run walks the accounts with monthly-billed services in id order.
CREATE INDEX IF NOT EXISTS account_services_metered_idx ON account_services (billing_period, account_id);

-- A monthly invoice names the month it bills; one per account and month, whatever happens.
ALTER TABLE invoices ADD COLUMN usage_month TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS invoices_account_usage_month_idx ON invoices (account_id, usage_month)
  WHERE usage_month IS NOT NULL;

-- The monthly run's record: a row per (account, month) decides "already invoiced". Written in the
-- batch that issues the invoice, so a run that is repeated, late or concurrent fails that batch
-- (the primary key) and takes no invoice number. A month that came to $0.00 has a row and no invoice.
CREATE TABLE IF NOT EXISTS usage_invoices (
  account_id TEXT NOT NULL REFERENCES accounts(id),
  month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]'),
  invoice_number TEXT REFERENCES invoices(number),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, month)
);

-- Every line of an order placed before services becomes a service that started at the order's time.
-- A monthly line's first month was invoiced at checkout, so its hours count from a month later; an
-- annual line is paid for its year and never metered. Plans have no location to run in: NULL.
INSERT INTO account_services (
  id, account_id, order_id, order_line_id, item_kind, item_id, name, count, billing_period, region,
  monthly_price_cents, hourly_rate_mills, started_at, metered_from, ended_at, state
)
SELECT
  order_lines.id, orders.account_id, orders.id, order_lines.id, order_lines.item_type, order_lines.item_id,
  order_lines.name, 1, order_lines.billing_period, NULL, order_lines.monthly_price_cents,
  (order_lines.monthly_price_cents * 20 + 672) / 1344, orders.created_at,
  CASE
    WHEN order_lines.billing_period = 'monthly' AND EXISTS (SELECT 1 FROM invoices WHERE invoices.order_id = orders.id)
      THEN CAST(unixepoch(orders.created_at / 1000, 'unixepoch', '+1 month') AS INTEGER) * 1000
        + orders.created_at % 1000
    ELSE orders.created_at
  END,
  NULL, 'active'
FROM order_lines JOIN orders ON orders.id = order_lines.order_id
WHERE orders.account_id IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM account_services WHERE account_services.order_line_id = order_lines.id
);
