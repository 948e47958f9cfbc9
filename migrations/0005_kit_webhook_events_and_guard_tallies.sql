-- Kit webhook events already handled, by Kit's event id (a UUID that stays the same across
-- re-sends): the primary key lets exactly one delivery claim an event, however many arrive at once
-- (worker/api/kit-webhook/seen-events.ts). Rows older than a week are deleted (Kit retries for
-- about 41 hours).
CREATE TABLE IF NOT EXISTS kit_webhook_events (
  event_id TEXT PRIMARY KEY,
  received_at INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS kit_webhook_events_received ON kit_webhook_events (received_at);

-- Daily counts of what the site's guards let through or turned away, for the owner's pages
-- (worker/tallies): signups taken without Turnstile's word while Siteverify could not answer, and
-- wrong passwords at the internal pages. One row per day and name, counted up in place.
CREATE TABLE IF NOT EXISTS guard_tallies (
  day TEXT NOT NULL,
  name TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, name)
);
