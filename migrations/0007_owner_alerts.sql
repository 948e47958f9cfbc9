-- The owner alerts the worker raised (SIGNUP_ALERTS of src/signup/contract.ts), one row per day
-- and name: how many times, and the last one's words. The desk lists those of the last 7 days.
CREATE TABLE IF NOT EXISTS owner_alerts (
  day TEXT NOT NULL,
  name TEXT NOT NULL,
  count INTEGER NOT NULL,
  last_at TEXT NOT NULL,
  last_text TEXT NOT NULL,
  PRIMARY KEY (day, name)
);

-- The owner's weekly email: one row per ISO week (2026-W48), claimed before sending, so a cron
-- that runs twice sends it once. sent_at stays NULL while a send is in flight or failed.
CREATE TABLE IF NOT EXISTS owner_weekly_emails (
  week TEXT PRIMARY KEY,
  claimed_at TEXT NOT NULL,
  sent_at TEXT NULL,
  -- 'sent', or 'quiet' (nothing happened and nothing waits: no email).
  outcome TEXT NULL
);

-- The site's cache generation: part of every page-cache key, bumped by the desk's purge so that
-- every isolate's memory and the Cache API stop serving what they hold (worker/pages/cache-generation.ts).
CREATE TABLE IF NOT EXISTS site_cache_generation (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  generation INTEGER NOT NULL
);
INSERT OR IGNORE INTO site_cache_generation (id, generation) VALUES (1, 0);
