-- Full-text search of The Playback's archive (worker/search, docs/newsletter.md#search).
--
-- D1 supports SQLite's FTS5 module for full-text search
-- (https://developers.cloudflare.com/d1/sql-api/sql-statements/#supported-sqlite-extensions).
-- Caveat: `wrangler d1 export` refuses a database that holds a virtual table
-- (https://developers.cloudflare.com/d1/best-practices/import-export-data/#known-limitations):
-- drop issue_search, export, then run this file again; the worker refills the table on its next
-- search (issue_search_sources below says what it holds).
--
-- One row per issue a reader may find: the repository's (src/content/issues/, written on the first
-- search after a deploy that changed them) and each issue published from the previewer while it
-- is published (scheduled ones too: the search leaves out those dated after today). Kept in step
-- with newsletter_issues in the same batch as each publish, edit and unpublish.
-- unicode61 with remove_diacritics 2: "cafe" finds "café"; words are letters and digits of any
-- script, as the search reads them (src/search/query.ts).
CREATE VIRTUAL TABLE IF NOT EXISTS issue_search USING fts5(
  slug UNINDEXED,
  date UNINDEXED,
  -- 'repository' or 'published'
  origin UNINDEXED,
  title,
  body,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- What issue_search holds of each source: 'repository' -> the hash of the repository's issues it
-- holds; 'published' -> the version of the text extraction the published issues were indexed
-- with. A search compares them once per isolate and writes only when they differ.
CREATE TABLE IF NOT EXISTS issue_search_sources (
  source TEXT PRIMARY KEY,
  version TEXT NOT NULL
) WITHOUT ROWID;

-- Searches that found no issue, for the owner's stats page: the normalised words (at most 100
-- characters) and the UTC day, counted; nothing about who searched. Pruned by the daily cron.
-- WITHOUT ROWID: an upsert writes one row, not a row and an index entry.
CREATE TABLE IF NOT EXISTS search_misses (
  day TEXT NOT NULL,
  query TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, query)
) WITHOUT ROWID;
