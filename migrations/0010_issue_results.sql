-- Each issue's results in Kit, as Kit gave them (worker/publishing/issue-results.ts): the stats of
-- its broadcast (GET /v4/broadcasts/{id}/stats) and its most clicked links (GET
-- /v4/broadcasts/{id}/clicks), read at most every 30 minutes an issue, for recent issues only, so
-- the owner's pages show them without calling Kit. One row per issue with a Kit broadcast.
CREATE TABLE IF NOT EXISTS newsletter_issue_results (
  slug TEXT PRIMARY KEY,
  -- The broadcast the figures are of (the issue's kit_broadcast_id when they were read).
  broadcast_id INTEGER NOT NULL,
  -- When the last refresh started, whatever came of it: the next may start 30 minutes later.
  -- Taken by a conditional write before Kit is called, so two refreshes never call Kit for one issue.
  checked_at TEXT NOT NULL,
  -- When Kit last answered both calls (NULL: never yet).
  fetched_at TEXT NULL,
  -- Kit's `stats` object as JSON, exactly as Kit gave it (status, recipients, open_rate, ...).
  stats TEXT NULL,
  -- The three links with the most unique clicks, as JSON: [{"url": ..., "unique_clicks": ...}].
  top_links TEXT NULL,
  -- Why the last refresh failed, in words; NULL after a success. The last figures stay.
  failure TEXT NULL
-- WITHOUT ROWID: the slug is the table's own key, so a first refresh writes one row, not a row
-- and an index entry (D1 counts both as rows written).
) WITHOUT ROWID;
