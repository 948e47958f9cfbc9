-- Each issue's Kit broadcast is now a job of the one outbox (migrations/0014_outbox.sql,
-- worker/publishing/kit-draft-job.ts): the issues whose broadcast Kit still owes are owed their job.
-- newsletter_issues.kit_attempted_at (0002) is no longer read or written: the job's lease replaces it.
INSERT OR IGNORE INTO outbox_jobs (id, kind, created_at, next_at)
  SELECT 'kit-draft:' || slug, 'kit-draft', 0, 0 FROM newsletter_issues
  WHERE (state = 'published' AND (kit_state = 'waiting' OR kit_edit_pending = 1))
     OR (state = 'unpublished' AND kit_state = 'created' AND kit_edit_pending = 1);
