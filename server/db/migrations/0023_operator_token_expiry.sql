-- Operator tokens expire and can be revoked (issue 28, docs/operators.md). issued_at is when the current
-- token was made (npm run operator -- add makes a new one); expires_at ends it (90 days by default);
-- revoked_at ends it at once (npm run operator -- revoke). A token made before this migration gets 90 days
-- from now, so nobody is locked out by the upgrade.
ALTER TABLE operator
  ADD COLUMN issued_at    timestamptz,
  ADD COLUMN expires_at   timestamptz,
  ADD COLUMN revoked_at   timestamptz,
  ADD COLUMN last_used_at timestamptz;
UPDATE operator SET issued_at = created_at, expires_at = now() + interval '90 days';
ALTER TABLE operator
  ALTER COLUMN issued_at SET NOT NULL,
  ALTER COLUMN issued_at SET DEFAULT now(),
  ALTER COLUMN expires_at SET NOT NULL;
