-- Stored documents, payments with receipts, credit notes and an account balance
-- (docs/decisions/stored-documents-and-credit-notes.md). Additive only; no demo rows.

-- An invoice's PDF is made once and kept in the DOCUMENTS bucket under
-- `invoices/<number>/<sha256>.pdf`; the hash is recorded here once (NULL until then: invoices issued
-- before this change get theirs on first download). `credit_applied_cents` is account credit used on it
-- when it was issued (on the document); `credited_cents`, like `paid_at` and `paid_cents`, is payment
-- state: what credit notes took off what was still due. `paid_cents` now adds up partial payments, and
-- `paid_at` is set when nothing is left to pay.
ALTER TABLE invoices ADD COLUMN pdf_sha256 TEXT CHECK (pdf_sha256 IS NULL OR length(pdf_sha256) = 64);
ALTER TABLE invoices ADD COLUMN credit_applied_cents INTEGER NOT NULL DEFAULT 0 CHECK (credit_applied_cents >= 0);
ALTER TABLE invoices ADD COLUMN credited_cents INTEGER NOT NULL DEFAULT 0 CHECK (credited_cents >= 0);

-- An issued invoice never changes: only its payment state (`paid_at`, `paid_cents`), the links that
-- become NULL when an order or a login goes (`order_id`, `user_id`), what credit notes took off
-- (`credited_cents`) and its PDF's hash, once, may be written.
CREATE TRIGGER IF NOT EXISTS invoices_issued_never_change
BEFORE UPDATE ON invoices
WHEN NEW.number IS NOT OLD.number OR NEW.year IS NOT OLD.year OR NEW.sequence IS NOT OLD.sequence
  OR NEW.order_number IS NOT OLD.order_number OR NEW.issued_at IS NOT OLD.issued_at
  OR NEW.due_at IS NOT OLD.due_at OR NEW.seller IS NOT OLD.seller OR NEW.buyer IS NOT OLD.buyer
  OR NEW.lines IS NOT OLD.lines OR NEW.coupon_code IS NOT OLD.coupon_code
  OR NEW.subtotal_cents IS NOT OLD.subtotal_cents OR NEW.discount_cents IS NOT OLD.discount_cents
  OR NEW.net_cents IS NOT OLD.net_cents OR NEW.tax_kind IS NOT OLD.tax_kind
  OR NEW.tax_rate_bp IS NOT OLD.tax_rate_bp OR NEW.tax_country IS NOT OLD.tax_country
  OR NEW.tax_cents IS NOT OLD.tax_cents OR NEW.total_cents IS NOT OLD.total_cents
  OR NEW.currency IS NOT OLD.currency OR NEW.account_id IS NOT OLD.account_id
  OR NEW.usage_month IS NOT OLD.usage_month OR NEW.credit_applied_cents IS NOT OLD.credit_applied_cents
  OR (OLD.pdf_sha256 IS NOT NULL AND NEW.pdf_sha256 IS NOT OLD.pdf_sha256)
BEGIN
  SELECT RAISE(ABORT, 'an issued invoice cannot be changed');
END;

CREATE TRIGGER IF NOT EXISTS invoices_never_deleted
BEFORE DELETE ON invoices
BEGIN
  SELECT RAISE(ABORT, 'an issued invoice cannot be deleted');
END;

-- Each bank transfer an operator records against an invoice. `applied_cents` went to the invoice;
-- whatever was paid above its open amount became account credit. Its receipt PDF is stored like an
-- invoice's (`receipts/<id>/<sha256>.pdf`).
CREATE TABLE IF NOT EXISTS payments (
  id TEXT PRIMARY KEY NOT NULL,
  invoice_number TEXT NOT NULL REFERENCES invoices(number),
  account_id TEXT REFERENCES accounts(id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  applied_cents INTEGER NOT NULL CHECK (applied_cents >= 0 AND applied_cents <= amount_cents),
  recorded_at INTEGER NOT NULL,
  pdf_sha256 TEXT CHECK (pdf_sha256 IS NULL OR length(pdf_sha256) = 64)
);
CREATE INDEX IF NOT EXISTS payments_invoice_idx ON payments (invoice_number, recorded_at);

-- Credit notes: their own gap-free series per calendar year (`NIM-CN-2026-000001`), taken in the
-- batch that writes the note, as invoices take theirs.
CREATE TABLE IF NOT EXISTS credit_note_sequences (
  year INTEGER PRIMARY KEY NOT NULL,
  last INTEGER NOT NULL CHECK (last > 0)
);

-- A credit note corrects one invoice, with that invoice's tax treatment; everything on it is frozen.
-- `service_id` is the annual service whose cancellation it credits (one note per service at most);
-- `to_balance_cents` is the part that became account credit (the invoice was paid), the rest lowered
-- what was still due on the invoice.
CREATE TABLE IF NOT EXISTS credit_notes (
  number TEXT PRIMARY KEY NOT NULL,
  year INTEGER NOT NULL,
  sequence INTEGER NOT NULL,
  invoice_number TEXT NOT NULL REFERENCES invoices(number),
  account_id TEXT REFERENCES accounts(id),
  service_id TEXT UNIQUE,
  issued_at INTEGER NOT NULL,
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  seller TEXT NOT NULL,
  buyer TEXT NOT NULL,
  lines TEXT NOT NULL,
  net_cents INTEGER NOT NULL CHECK (net_cents > 0),
  tax_kind TEXT NOT NULL CHECK (tax_kind IN ('vat', 'reverseCharge', 'none')),
  tax_rate_bp INTEGER CHECK (tax_rate_bp IS NULL OR tax_rate_bp >= 0),
  tax_country TEXT NOT NULL,
  tax_cents INTEGER NOT NULL CHECK (tax_cents >= 0),
  total_cents INTEGER NOT NULL CHECK (total_cents > 0),
  to_balance_cents INTEGER NOT NULL CHECK (to_balance_cents >= 0 AND to_balance_cents <= total_cents),
  currency TEXT NOT NULL DEFAULT 'USD',
  pdf_sha256 TEXT CHECK (pdf_sha256 IS NULL OR length(pdf_sha256) = 64),
  UNIQUE (year, sequence)
);
CREATE INDEX IF NOT EXISTS credit_notes_account_idx ON credit_notes (account_id, issued_at);
CREATE INDEX IF NOT EXISTS credit_notes_invoice_idx ON credit_notes (invoice_number);

CREATE TRIGGER IF NOT EXISTS credit_notes_issued_never_change
BEFORE UPDATE ON credit_notes
WHEN NEW.number IS NOT OLD.number OR NEW.year IS NOT OLD.year OR NEW.sequence IS NOT OLD.sequence
  OR NEW.invoice_number IS NOT OLD.invoice_number OR NEW.account_id IS NOT OLD.account_id
  OR NEW.service_id IS NOT OLD.service_id OR NEW.issued_at IS NOT OLD.issued_at
  OR NEW.reason IS NOT OLD.reason OR NEW.seller IS NOT OLD.seller OR NEW.buyer IS NOT OLD.buyer
  OR NEW.lines IS NOT OLD.lines OR NEW.net_cents IS NOT OLD.net_cents
  OR NEW.tax_kind IS NOT OLD.tax_kind OR NEW.tax_rate_bp IS NOT OLD.tax_rate_bp
  OR NEW.tax_country IS NOT OLD.tax_country OR NEW.tax_cents IS NOT OLD.tax_cents
  OR NEW.total_cents IS NOT OLD.total_cents OR NEW.to_balance_cents IS NOT OLD.to_balance_cents
  OR NEW.currency IS NOT OLD.currency
  OR (OLD.pdf_sha256 IS NOT NULL AND NEW.pdf_sha256 IS NOT OLD.pdf_sha256)
BEGIN
  SELECT RAISE(ABORT, 'an issued credit note cannot be changed');
END;

CREATE TRIGGER IF NOT EXISTS credit_notes_never_deleted
BEFORE DELETE ON credit_notes
BEGIN
  SELECT RAISE(ABORT, 'an issued credit note cannot be deleted');
END;

-- An account's balance is the sum of its movements (integer cents; credit is positive, credit used
-- is negative). The trigger below keeps `account_balances` equal to that sum in the same statement,
-- and its CHECK refuses a movement that would take the balance below zero, so two invoices can
-- never use the same credit.
CREATE TABLE IF NOT EXISTS balance_movements (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id TEXT NOT NULL REFERENCES accounts(id),
  created_at INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents <> 0),
  kind TEXT NOT NULL CHECK (kind IN ('creditNote', 'overpayment', 'applied')),
  -- The credit note, the invoice paid above its amount, or the invoice (or order) the credit went to.
  document TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS balance_movements_account_idx ON balance_movements (account_id, id);

CREATE TABLE IF NOT EXISTS account_balances (
  account_id TEXT PRIMARY KEY NOT NULL REFERENCES accounts(id),
  balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0)
);

CREATE TRIGGER IF NOT EXISTS balance_follows_movements
AFTER INSERT ON balance_movements
BEGIN
  INSERT OR IGNORE INTO account_balances (account_id, balance_cents) VALUES (NEW.account_id, 0);
  UPDATE account_balances SET balance_cents = balance_cents + NEW.amount_cents WHERE account_id = NEW.account_id;
END;

CREATE TRIGGER IF NOT EXISTS balance_movements_never_change
BEFORE UPDATE ON balance_movements
BEGIN
  SELECT RAISE(ABORT, 'a balance movement cannot be changed');
END;

CREATE TRIGGER IF NOT EXISTS balance_movements_never_deleted
BEFORE DELETE ON balance_movements
BEGIN
  SELECT RAISE(ABORT, 'a balance movement cannot be deleted');
END;
