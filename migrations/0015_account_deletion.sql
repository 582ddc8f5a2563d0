-- Your data (docs/decisions/what-account-deletion-keeps.md): a person can delete their account.
-- Additive: no row is removed or changed here.

-- When the person deleted the account. The row stays as a tombstone without a login (no address,
-- no password, no name) because orders they placed for a team still name it as their placer.
ALTER TABLE users ADD COLUMN deleted_at INTEGER;

-- The audit log stays insert-only, with one exception: erasing a deleted person from an entry.
-- Their name, address and client address become "Deleted user", '' and '', and an entry whose
-- target is their address gets "Deleted user" as its target; every other change is refused as before.
DROP TRIGGER IF EXISTS audit_log_never_updated;
CREATE TRIGGER IF NOT EXISTS audit_log_never_updated BEFORE UPDATE ON audit_log
WHEN NOT (
  NEW.id = OLD.id AND NEW.account_id = OLD.account_id AND NEW.seq = OLD.seq
  AND NEW.created_at = OLD.created_at AND NEW.event = OLD.event AND NEW.detail = OLD.detail
  AND (NEW.target = OLD.target OR NEW.target = 'Deleted user')
  AND (
    (NEW.actor_id IS OLD.actor_id AND NEW.actor_name = OLD.actor_name AND NEW.actor_email = OLD.actor_email
      AND NEW.address = OLD.address)
    OR (NEW.actor_id IS NULL AND NEW.actor_name = 'Deleted user' AND NEW.actor_email = '' AND NEW.address = '')
  )
)
BEGIN
  SELECT RAISE(ABORT, 'audit_log rows are never updated');
END;
