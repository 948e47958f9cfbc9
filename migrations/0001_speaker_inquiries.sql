-- Speaker inquiries from the booking form (/speaker/inquire). One row per inquiry; the id is the
-- one the endpoint gave it, so a queued retry inserts it at most once.
CREATE TABLE IF NOT EXISTS speaker_inquiries (
  id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  answered_at TEXT NULL,
  -- When the owner's email went out: set before sending, cleared again if the send fails.
  emailed_at TEXT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  organisation TEXT NOT NULL DEFAULT '',
  event_name TEXT NOT NULL,
  event_date TEXT NULL,
  date_flexible INTEGER NOT NULL DEFAULT 0,
  city TEXT NOT NULL DEFAULT '',
  audience TEXT NOT NULL DEFAULT '',
  format TEXT NOT NULL,
  topic TEXT NOT NULL DEFAULT '',
  custom_topic TEXT NOT NULL DEFAULT '',
  budget TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  source_page TEXT NOT NULL DEFAULT '',
  variant TEXT NULL
);

CREATE INDEX IF NOT EXISTS speaker_inquiries_received ON speaker_inquiries (received_at DESC);
