-- Tax evidence (docs/decisions/vat-numbers-confirmed-with-vies.md): what VIES last said about an EU
-- VAT number. NULL everywhere for no number, for a UK or Swiss number (checked by format only), and for
-- an EU number saved before this migration, which checkout then confirms before it exempts an order.
-- `vat_status`: 'confirmed', 'notRegistered' (VIES says no) or 'unreachable' (VIES could not say);
-- `vat_checked_at`: when we asked (ms); `vat_request_date` and `vat_request_id`: VIES's date and
-- consultation number of a confirmation, printed on reverse-charge invoices.
ALTER TABLE billing_details ADD COLUMN vat_status TEXT
  CHECK (vat_status IS NULL OR vat_status IN ('confirmed', 'notRegistered', 'unreachable'));
ALTER TABLE billing_details ADD COLUMN vat_checked_at INTEGER;
ALTER TABLE billing_details ADD COLUMN vat_request_date TEXT;
ALTER TABLE billing_details ADD COLUMN vat_request_id TEXT;
