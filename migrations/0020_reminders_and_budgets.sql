-- Reminders, suspension and spend budgets (docs/decisions/reminders-and-suspension.md,
-- docs/decisions/spend-budgets.md). Additive only; no demo rows. Suspension is not stored: an account
-- is suspended while it has an invoice unpaid 14 days after its due date, so paying lifts it at once.

-- Each reminder of an invoice, sent at most once: the hourly run inserts the row first and mails only
-- for the rows it inserted, so a repeated or overlapping run sends nothing twice.
CREATE TABLE IF NOT EXISTS invoice_reminders (
  invoice_number TEXT NOT NULL REFERENCES invoices(number),
  kind TEXT NOT NULL CHECK (kind IN ('first', 'second')),
  sent_at INTEGER NOT NULL,
  PRIMARY KEY (invoice_number, kind)
);

-- The hourly run and checkout look for unpaid invoices by due date.
CREATE INDEX IF NOT EXISTS invoices_unpaid_due_idx ON invoices (due_at, account_id) WHERE paid_at IS NULL;

-- An account's monthly budget in whole dollars, and whether checkout of metered items stops at it.
CREATE TABLE IF NOT EXISTS account_budgets (
  account_id TEXT PRIMARY KEY NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  amount_dollars INTEGER NOT NULL CHECK (amount_dollars BETWEEN 1 AND 1000000),
  stop_orders INTEGER NOT NULL DEFAULT 0 CHECK (stop_orders IN (0, 1)),
  updated_at INTEGER NOT NULL
);

-- Each alert of a month (50, 75 or 100 percent of the budget), recorded once: as with reminders, the
-- run mails only for the rows it inserted.
CREATE TABLE IF NOT EXISTS budget_alerts (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]'),
  percent INTEGER NOT NULL CHECK (percent IN (50, 75, 100)),
  usage_cents INTEGER NOT NULL CHECK (usage_cents >= 0),
  budget_dollars INTEGER NOT NULL,
  sent_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, month, percent)
);
