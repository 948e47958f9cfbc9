-- Proofs of consent (POST /api/consent): one row per consent id and revision, the visitor's choice
-- and its earlier changes as JSON. No IP address, no user agent: the random consent id is the only
-- identifier. WITHOUT ROWID keyed by the id itself: a proof writes one row, no second index row.
CREATE TABLE IF NOT EXISTS consent_records (
  id TEXT PRIMARY KEY,
  record TEXT NOT NULL,
  received_at TEXT NOT NULL
) WITHOUT ROWID;
