-- One table of versions (worker/versions/): numbers that pages key their cached copies by, bumped
-- when what they show changes. 'issues': every publish, edit, unpublish and republish (read on every
-- request of an issue route). 'site-cache': the desk's purge (read by each isolate every 30 s).
-- They replace newsletter_content_version (0002) and site_cache_generation (0007).
CREATE TABLE IF NOT EXISTS versions (
  name TEXT PRIMARY KEY,
  version INTEGER NOT NULL
) WITHOUT ROWID;
INSERT OR IGNORE INTO versions (name, version) SELECT 'issues', version FROM newsletter_content_version WHERE id = 1;
INSERT OR IGNORE INTO versions (name, version) SELECT 'site-cache', generation FROM site_cache_generation WHERE id = 1;
INSERT OR IGNORE INTO versions (name, version) VALUES ('issues', 0), ('site-cache', 0);
DROP TABLE IF EXISTS newsletter_content_version;
DROP TABLE IF EXISTS site_cache_generation;
