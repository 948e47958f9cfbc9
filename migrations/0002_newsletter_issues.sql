-- Issues of The Playback published from the previewer (POST /internal/issues). In the same
-- database as the speaker inquiries: one D1 binding (DB since migration 0015's release, see wrangler.toml).
-- The three issues of src/content/issues/ stay in the repository and are not copied here.
CREATE TABLE IF NOT EXISTS newsletter_issues (
  slug TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  -- YYYY-MM-DD: the issue shows on the web from this day (UTC) on; a later day schedules it.
  date TEXT NOT NULL,
  style TEXT NOT NULL,
  -- The draft text as published (docs/newsletter.md's format, without the ISSUE_ header).
  draft TEXT NOT NULL,
  -- 'published', or 'unpublished' (its page answers 410 and its slug stays taken).
  state TEXT NOT NULL DEFAULT 'published',
  published_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  unpublished_at TEXT NULL,
  -- The Kit draft broadcast: 'waiting' (to create, or an edit to send), 'created', 'refused'.
  kit_state TEXT NOT NULL DEFAULT 'waiting',
  kit_broadcast_id INTEGER NULL,
  -- Kit's own words when it refused, or why the draft still waits.
  kit_reason TEXT NULL,
  -- 1 while an edit of the issue has not reached its Kit draft yet.
  kit_edit_pending INTEGER NOT NULL DEFAULT 0,
  -- When the last attempt at Kit started: a second attempt waits until the first is surely over.
  kit_attempted_at TEXT NULL
);

-- The archive, the feed and the content version read published issues by date.
CREATE INDEX IF NOT EXISTS newsletter_issues_by_date ON newsletter_issues (state, date);
-- The cron's look for drafts still owed to Kit.
CREATE INDEX IF NOT EXISTS newsletter_issues_kit_waiting ON newsletter_issues (kit_state, kit_edit_pending);

-- Every earlier version of an edited issue, and when it was replaced.
CREATE TABLE IF NOT EXISTS newsletter_issue_versions (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL,
  replaced_at TEXT NOT NULL,
  title TEXT NOT NULL,
  date TEXT NOT NULL,
  style TEXT NOT NULL,
  draft TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS newsletter_issue_versions_by_slug ON newsletter_issue_versions (slug, id);

-- One row: bumped by every publish, edit and unpublish. Pages that show issues key their cached
-- copies by it, so every isolate sees a publish on its next request (one row read).
CREATE TABLE IF NOT EXISTS newsletter_content_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT OR IGNORE INTO newsletter_content_version (id, version) VALUES (1, 0);

-- Each published issue's share image (/images/issues/<slug>.png), drawn by the worker on its first
-- request and kept here, once for every data centre; `drawing` is the hash of the card it shows
-- (title and date), so an edit that changes them draws it again.
CREATE TABLE IF NOT EXISTS newsletter_share_images (
  slug TEXT PRIMARY KEY,
  drawing TEXT NOT NULL,
  png BLOB NOT NULL
);
