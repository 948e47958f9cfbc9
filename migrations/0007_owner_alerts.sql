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
