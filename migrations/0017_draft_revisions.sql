-- No word saved is ever lost (worker/drafts/revisions.ts, docs/newsletter.md "Drafts on the server").

-- The email's subject and preview text where the owner wants them to differ from the title and the
-- hook (NULL: the title and the hook), saved with the draft on every device.
ALTER TABLE newsletter_drafts ADD COLUMN subject TEXT NULL;
ALTER TABLE newsletter_drafts ADD COLUMN preview_text TEXT NULL;
-- Who wrote the text the draft holds now: a device (the `draft_device` cookie, one per browser
-- profile) or an event ('create', 'edit', 'publish', 'restore', 'conflict'). A revision says where
-- its text came from with it.
ALTER TABLE newsletter_drafts ADD COLUMN written_by TEXT NULL;
-- When the last revision of this draft was kept; NULL after an event (publish, restore, a conflict
-- choice, an "Edit" from the list), so the next change keeps the text as it stood then. One device's
-- continuous typing keeps at most one revision per REVISION_EVERY_MS.
ALTER TABLE newsletter_drafts ADD COLUMN revision_at TEXT NULL;
-- How many revisions the draft keeps (kept by each change that keeps one): the history is thinned
-- only past REVISIONS_KEPT, so an ordinary save reads no revision.
ALTER TABLE newsletter_drafts ADD COLUMN revisions INTEGER NOT NULL DEFAULT 0;
-- A create's Idempotency-Key: the same key within a day answers the same draft.
ALTER TABLE newsletter_drafts ADD COLUMN create_key TEXT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS newsletter_drafts_by_create_key ON newsletter_drafts (create_key) WHERE create_key IS NOT NULL;

-- The texts a draft held before something replaced them.
CREATE TABLE IF NOT EXISTS draft_revisions (
  id INTEGER PRIMARY KEY,
  -- The draft it belongs to (kept 30 days after the draft is deleted, then removed by the daily cron).
  draft_id TEXT NOT NULL,
  -- The draft's version that held this text.
  version INTEGER NOT NULL,
  text TEXT NOT NULL,
  style TEXT NOT NULL,
  title TEXT NULL,
  -- Who wrote this text (the draft's written_by then): a device id or an event.
  source TEXT NULL,
  -- What replaced it: 'save', 'publish', 'edit', 'restore', 'conflict' (a choice, or the unchosen
  -- side of a question kept as it was asked), 'delete'.
  reason TEXT NOT NULL,
  -- How many words differ from the text that replaced it (a cheap estimate: the changed middle).
  words_changed INTEGER NOT NULL,
  -- When it was replaced (ISO).
  created_at TEXT NOT NULL
);
-- A draft's history, newest first, paged by id.
CREATE INDEX IF NOT EXISTS draft_revisions_by_draft ON draft_revisions (draft_id, id);
