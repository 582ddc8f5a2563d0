-- Billing: billing details per customer, invoices numbered without gaps, and money in whole cents.
-- Every existing row is kept; existing orders keep their amounts, converted to cents.

-- Who invoices go to (docs/decisions/invoices-and-bank-transfer.md). One row per customer, written
-- from the Billing page or the cart before checkout; `country` is ISO 3166-1 alpha-2 and decides the
-- tax (docs/decisions/tax-by-billing-country.md); `vat_number` is normalized and was checked for format
-- and check digits when saved, NULL for none.
CREATE TABLE IF NOT EXISTS billing_details (
  user_id TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
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

-- Money in whole cents from here on (docs/decisions/money-in-cents.md): each REAL amount gets an
-- INTEGER twin filled from it, then the REAL column goes. An order's total now includes its tax.
ALTER TABLE orders ADD COLUMN subtotal_cents INTEGER NOT NULL DEFAULT 0 CHECK (subtotal_cents >= 0);
ALTER TABLE orders ADD COLUMN discount_cents INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0);
ALTER TABLE orders ADD COLUMN tax_cents INTEGER NOT NULL DEFAULT 0 CHECK (tax_cents >= 0);
ALTER TABLE orders ADD COLUMN total_cents INTEGER NOT NULL DEFAULT 0 CHECK (total_cents >= 0);
UPDATE orders SET
  subtotal_cents = CAST(round(subtotal * 100) AS INTEGER),
  discount_cents = CAST(round(discount * 100) AS INTEGER),
  total_cents = CAST(round(total * 100) AS INTEGER);
ALTER TABLE orders DROP COLUMN subtotal;
ALTER TABLE orders DROP COLUMN discount;
ALTER TABLE orders DROP COLUMN total;

ALTER TABLE order_lines ADD COLUMN monthly_price_cents INTEGER NOT NULL DEFAULT 0 CHECK (monthly_price_cents >= 0);
ALTER TABLE order_lines ADD COLUMN unit_price_cents INTEGER NOT NULL DEFAULT 0 CHECK (unit_price_cents >= 0);
UPDATE order_lines SET
  monthly_price_cents = CAST(round(monthly_price * 100) AS INTEGER),
  unit_price_cents = CAST(round(unit_price * 100) AS INTEGER);
ALTER TABLE order_lines DROP COLUMN monthly_price;
ALTER TABLE order_lines DROP COLUMN unit_price;

-- One sequence of invoice numbers per calendar year for the whole shop. Checkout increments it in
-- the same batch that writes the order and its invoice, so a checkout that fails uses no number and
-- concurrent checkouts get consecutive ones (D1 runs a batch as one transaction).
CREATE TABLE IF NOT EXISTS invoice_sequences (
  year INTEGER PRIMARY KEY NOT NULL,
  last INTEGER NOT NULL CHECK (last > 0)
);

-- An invoice as issued: everything on it frozen at checkout. Invoices are kept when the order or
-- the customer is deleted (the links become NULL), so the numbers stay without gaps. Only
-- `paid_at`/`paid_cents` are ever written after the insert, once, by the operator's payment record.
CREATE TABLE IF NOT EXISTS invoices (
  number TEXT PRIMARY KEY NOT NULL,
  year INTEGER NOT NULL,
  sequence INTEGER NOT NULL,
  order_id TEXT UNIQUE REFERENCES orders(id) ON DELETE SET NULL,
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  order_number TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  due_at INTEGER NOT NULL,
  -- JSON: {name, addressLines, vatNumber, email, bank} of the seller and {name, addressLines,
  -- vatNumber, country, email} of the buyer; the lines as [{name, billingPeriod, periodStart,
  -- periodEnd, amountCents}].
  seller TEXT NOT NULL,
  buyer TEXT NOT NULL,
  lines TEXT NOT NULL,
  coupon_code TEXT,
  subtotal_cents INTEGER NOT NULL CHECK (subtotal_cents >= 0),
  discount_cents INTEGER NOT NULL CHECK (discount_cents >= 0),
  net_cents INTEGER NOT NULL CHECK (net_cents >= 0),
  tax_kind TEXT NOT NULL CHECK (tax_kind IN ('vat', 'reverseCharge', 'none')),
  tax_rate_bp INTEGER CHECK (tax_rate_bp IS NULL OR tax_rate_bp >= 0),
  tax_country TEXT NOT NULL,
  tax_cents INTEGER NOT NULL CHECK (tax_cents >= 0),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  currency TEXT NOT NULL DEFAULT 'USD',
  paid_at INTEGER,
  paid_cents INTEGER,
  UNIQUE (year, sequence)
);

CREATE INDEX IF NOT EXISTS invoices_user_issued_idx ON invoices (user_id, issued_at);
