-- The channel's videos (worker/videos, docs/videos.md): every upload the feed ever listed, kept
-- when it leaves the feed's latest 15. The slug is made once, from the first title, and never
-- changes, so a page's address stays good when he retitles the video.
CREATE TABLE videos (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  published_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  short INTEGER NOT NULL DEFAULT 0,
  first_seen_at TEXT NOT NULL
);
CREATE INDEX videos_newest ON videos (published_at DESC);

-- The one row of the feed's reading: validators for a conditional request, and what the desk says.
CREATE TABLE video_feed_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  etag TEXT,
  last_modified TEXT,
  last_read_at TEXT,
  last_failure_at TEXT,
  last_failure TEXT,
  -- When a video was last added or changed: the pages' cache version.
  changed_at TEXT,
  -- When Kit's "Signup video" custom field was made (once; signups on a video's page fill it).
  kit_field_at TEXT
);
