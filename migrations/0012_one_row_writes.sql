-- Fewer D1 rows written per consent choice and per confirmation, so a viral day fits Workers
-- Free's 100,000 rows written a day. D1 bills each index entry a write touches as a row written
-- ("Indexes will add an additional written row when writes include the indexed column",
-- https://developers.cloudflare.com/d1/platform/pricing/), and a rowid table with a TEXT primary
-- key writes the table row and the key's own index. Each table below becomes one row per write:
-- a WITHOUT ROWID table keyed by what it is looked up and deleted by, with no second index.
-- Measured by the quota model (test/quota/quota-model.test.ts, docs/deploy.md).

-- Consent proofs: keyed by the day received, then the consent id and revision. A choice is one
-- row written; a change on the same day updates that row (keeping the earlier choice in
-- `changes`), a change on a later day is a row of its own; the daily expiry deletes a range of
-- the key, reading only the rows it deletes (the index on received_at is gone).
CREATE TABLE consent_records_by_day (
  received_day TEXT NOT NULL,
  id TEXT NOT NULL,
  record TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (received_day, id)
) WITHOUT ROWID;
INSERT INTO consent_records_by_day (received_day, id, record, received_at) SELECT substr(received_at, 1, 10), id, record, received_at FROM consent_records;
DROP TABLE consent_records;
ALTER TABLE consent_records_by_day RENAME TO consent_records;

-- Kit webhook claims: one row each, keyed by the event id (the claim is an insert on it). The
-- index on received_at is gone: the daily cron deletes the claims older than a week, reading the
-- table once (a week of confirmations), instead of every delivery deleting through the index.
CREATE TABLE kit_webhook_claims (
  event_id TEXT PRIMARY KEY,
  received_at INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO kit_webhook_claims (event_id, received_at) SELECT event_id, received_at FROM kit_webhook_events;
DROP TABLE kit_webhook_events;
ALTER TABLE kit_webhook_claims RENAME TO kit_webhook_events;

-- Referral Kit jobs: one row each, keyed by the job's id; the due index keeps only done_at, so a
-- lease (a new next_at) writes the row alone. Jobs not done are few: the cron reads them all.
CREATE TABLE referral_kit_jobs_keyed (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL,
  done_at INTEGER,
  last_error TEXT
) WITHOUT ROWID;
INSERT INTO referral_kit_jobs_keyed (id, kind, code, created_at, attempts, next_at, done_at, last_error) SELECT id, kind, code, created_at, attempts, next_at, done_at, last_error FROM referral_kit_jobs;
DROP TABLE referral_kit_jobs;
ALTER TABLE referral_kit_jobs_keyed RENAME TO referral_kit_jobs;
CREATE INDEX IF NOT EXISTS referral_kit_jobs_open ON referral_kit_jobs (done_at);
