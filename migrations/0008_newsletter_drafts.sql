-- Drafts of The Playback kept on the server (worker/drafts), so the owner can start on one device
-- and finish on another. The browser keeps a copy as a cache for typing offline (src/previewer/drafts).
CREATE TABLE IF NOT EXISTS newsletter_drafts (
  -- A random id (crypto.randomUUID), the draft's address: /newsletter-preview?draft=<id>.
  id TEXT PRIMARY KEY,
  -- Bumped by every save; a save names the version it started from and is refused (409) when
  -- another tab or device saved since, so a newer copy is never replaced by an older one.
  version INTEGER NOT NULL DEFAULT 1,
  -- The draft text (docs/newsletter.md's format) and the style it is previewed in.
  text TEXT NOT NULL,
  style TEXT NOT NULL,
  -- A title the owner gave it (the issue's once published); NULL: the list shows its first words.
  title TEXT NULL,
  -- The issue this draft edits (opened for an edit, or published from it); NULL: a new issue.
  -- Drafts bound to an issue show as the issue on /internal/issues, not in the drafts list.
  issue_slug TEXT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- One draft per issue: opening an issue for an edit takes up its draft again.
CREATE UNIQUE INDEX IF NOT EXISTS newsletter_drafts_by_issue ON newsletter_drafts (issue_slug) WHERE issue_slug IS NOT NULL;
-- The list on /internal/issues: drafts bound to no issue, last edited first.
CREATE INDEX IF NOT EXISTS newsletter_drafts_unbound ON newsletter_drafts (updated_at) WHERE issue_slug IS NULL;
