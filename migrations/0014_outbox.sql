-- One outbox for the work the site owes to Kit or to the owner's inbox (worker/outbox/): the
-- owner's email of each inquiry, the referral programme's Kit calls, each issue's Kit draft.
-- A job is claimed with a lease before it runs (`next_at` pushed past the lease, `lease` its token):
-- one runner at a time, and a runner that dies leaves a lease that expires and is taken up again.
CREATE TABLE IF NOT EXISTS outbox_jobs (
  -- '<kind>:<subject>', e.g. 'inquiry-email:<inquiry id>', 'referral-links:<code>', 'kit-draft:<slug>'.
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  -- Milliseconds since the epoch.
  created_at INTEGER NOT NULL,
  -- Due from this moment; a claim moves it to the lease's end, a failure to the next try.
  next_at INTEGER NOT NULL,
  lease TEXT NULL,
  -- 1 when the last claim found an expired lease on the job: that runner may have done part of it.
  taken_up INTEGER NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Bumped each time the job is owed again (an edit after the last run): a run of an older one does not close it.
  generation INTEGER NOT NULL DEFAULT 0,
  done_at INTEGER NULL,
  -- Given up after the kind's attempt limit; kept, with its last error, for the owner's pages.
  dead_at INTEGER NULL,
  last_error TEXT NULL
) WITHOUT ROWID;
-- D1 bills each index entry a write touches as a row written (https://developers.cloudflare.com/d1/platform/pricing/):
-- keyed by its id with no rowid, a job is one row; the one index holds only open jobs, by kind, and
-- none of the columns a claim or a failure changes, so those write the row alone. Open jobs are
-- few: a sweep reads a kind's open jobs and keeps the due ones.
CREATE INDEX IF NOT EXISTS outbox_jobs_open ON outbox_jobs (kind) WHERE done_at IS NULL AND dead_at IS NULL;

-- The referral programme's jobs move here ('links:<code>' → 'referral-links:<code>').
INSERT OR IGNORE INTO outbox_jobs (id, kind, created_at, next_at, attempts, done_at, last_error)
  SELECT 'referral-' || id, 'referral-' || kind, created_at * 1000, next_at * 1000, attempts, done_at * 1000, last_error FROM referral_kit_jobs;
DROP TABLE IF EXISTS referral_kit_jobs;

-- Inquiries whose owner email has not gone out (and is not held for the digest) are owed it.
INSERT OR IGNORE INTO outbox_jobs (id, kind, created_at, next_at)
  SELECT 'inquiry-email:' || id, 'inquiry-email', CAST(strftime('%s', received_at) AS INTEGER) * 1000, 0
  FROM speaker_inquiries WHERE emailed_at IS NULL AND email_held_at IS NULL;

-- Digests made but not yet sent are owed too.
INSERT OR IGNORE INTO outbox_jobs (id, kind, created_at, next_at)
  SELECT DISTINCT 'inquiry-digest:' || digest_id, 'inquiry-digest', 0, 0
  FROM speaker_inquiries WHERE digest_id IS NOT NULL AND emailed_at IS NULL;

-- email_lease_until (0004) is no longer read or written: the outbox holds the claims.
