-- Proofs of consent (POST /api/consent): one row per consent id and revision, the visitor's choice
-- and its earlier changes as JSON. No IP address, no user agent: the random consent id is the only
-- identifier. WITHOUT ROWID keyed by the id itself: a proof writes one row, no second index row.
CREATE TABLE IF NOT EXISTS consent_records (
  id TEXT PRIMARY KEY,
  record TEXT NOT NULL,
  received_at TEXT NOT NULL
) WITHOUT ROWID;

-- The daily clean-up deletes records past their two years by this index, reading only those rows
-- (a scan would read every record each day). It adds one row written per choice.
CREATE INDEX IF NOT EXISTS consent_records_received ON consent_records (received_at);
