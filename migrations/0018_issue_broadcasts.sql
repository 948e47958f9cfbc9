-- Each issue's Kit broadcast as its own record (worker/broadcasts/, the one place that writes it),
-- beside the issue as Ghost keeps an email beside its post: what the owner wants, what Kit last
-- confirmed, and a revision bumped in the same D1 batch as every change of the issue.
CREATE TABLE IF NOT EXISTS issue_broadcasts (
  slug TEXT PRIMARY KEY,
  -- Bumped by every publish, edit, move, unpublish, republish and back-to-draft of the issue.
  revision INTEGER NOT NULL DEFAULT 1,
  -- What he wants: 'none' (no email: an issue off the web; a broadcast Kit holds stays a draft),
  -- 'draft' (a draft in Kit, sent from Kit) or 'scheduled' (Kit sends it at wanted_send_at).
  wanted TEXT NOT NULL DEFAULT 'draft',
  wanted_send_at TEXT NULL,
  -- The revision Kit holds: equal to `revision` when Kit is in step, lower while a change is on its way.
  confirmed_revision INTEGER NOT NULL DEFAULT 0,
  -- What Kit last confirmed: its broadcast's id, send_at (NULL: a draft) and when it was sent.
  kit_id INTEGER NULL,
  kit_send_at TEXT NULL,
  sent_at TEXT NULL,
  -- Kit's own words when it refused the broadcast, or refused its schedule (it then stays a draft).
  refused TEXT NULL,
  schedule_refused TEXT NULL,
  -- Why the last attempt did not finish (Kit down, slow, its budget spent), in words.
  reason TEXT NULL,
  -- 1 when an attempt's create may have reached Kit without its answer: the next looks in Kit's list first.
  look_first INTEGER NOT NULL DEFAULT 0,
  -- When he last changed what he wants (milliseconds since the epoch): the desk names a change Kit is late with.
  changed_at INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- Every stored issue keeps its meaning: the state held on its row (0002, 0009) moves here.
INSERT OR IGNORE INTO issue_broadcasts (slug, revision, wanted, wanted_send_at, confirmed_revision, kit_id, kit_send_at, sent_at, refused, schedule_refused, reason, look_first, changed_at)
  SELECT slug, 1,
    CASE WHEN state = 'unpublished' THEN 'none' WHEN send_choice = 'schedule' AND send_at IS NOT NULL THEN 'scheduled' ELSE 'draft' END,
    CASE WHEN state = 'published' AND send_choice = 'schedule' THEN send_at END,
    CASE WHEN kit_state = 'refused' OR (kit_state = 'created' AND kit_edit_pending = 0) OR (state = 'unpublished' AND kit_state = 'waiting') THEN 1 ELSE 0 END,
    kit_broadcast_id, kit_send_at, kit_sent_at,
    CASE WHEN kit_state = 'refused' THEN kit_reason END,
    kit_schedule_reason,
    CASE WHEN kit_state <> 'refused' THEN kit_reason END,
    CASE WHEN kit_state = 'waiting' THEN 1 ELSE 0 END,
    CAST(strftime('%s', updated_at) AS INTEGER) * 1000
  FROM newsletter_issues;

-- Off the issue's row: its broadcast's columns, and the dead kit_attempted_at (0002, unused since 0016).
DROP INDEX IF EXISTS newsletter_issues_kit_waiting;
ALTER TABLE newsletter_issues DROP COLUMN kit_state;
ALTER TABLE newsletter_issues DROP COLUMN kit_broadcast_id;
ALTER TABLE newsletter_issues DROP COLUMN kit_reason;
ALTER TABLE newsletter_issues DROP COLUMN kit_edit_pending;
ALTER TABLE newsletter_issues DROP COLUMN kit_attempted_at;
ALTER TABLE newsletter_issues DROP COLUMN kit_send_at;
ALTER TABLE newsletter_issues DROP COLUMN kit_sent_at;
ALTER TABLE newsletter_issues DROP COLUMN kit_schedule_reason;
-- The inquiry email's lease (0004), unused since the outbox (0014) holds the claims.
ALTER TABLE speaker_inquiries DROP COLUMN email_lease_until;


-- One moment per issue: its date and time (send_time, HH:MM on his clock, 00:00 when none) as the
-- moment (ISO 8601, UTC) its page, the archive, feed, sitemap and search show it from
-- (src/publishing/zone-time.ts decides summer time). NULL for issues stored before: from 00:00 of
-- their date in his zone, as until now.
ALTER TABLE newsletter_issues ADD COLUMN live_at TEXT NULL;
