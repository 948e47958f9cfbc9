-- The referral programme (worker/referrals, docs/referrals.md).
-- One code per confirmed subscriber: random (50 bits), never derived from the address. The
-- address is kept to find the code again on a repeated confirmation and for the owner's view; the
-- row is revoked when the subscriber unsubscribes and deleted a year after (the cron).
CREATE TABLE IF NOT EXISTS referral_codes (
  code TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  email_hash TEXT NOT NULL,
  kit_subscriber_id TEXT,
  first_name TEXT,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);

-- A friend who signed up through a code: keyed by a keyed hash of the friend's address, so an
-- address counts once ever (the first code it came through). status: pending (signed up),
-- confirmed (Kit's signed subscriber.activated; it counts from counts_at, after the hold period),
-- refused (the referrer's own address or visitor), cancelled (unsubscribed within the hold).
CREATE TABLE IF NOT EXISTS referrals (
  friend_hash TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  friend_domain TEXT NOT NULL,
  visitor TEXT NOT NULL,
  signup_day TEXT NOT NULL,
  signed_up_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  confirmed_at INTEGER,
  counts_at INTEGER,
  rewarded INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX IF NOT EXISTS referrals_code ON referrals (code, status);
CREATE INDEX IF NOT EXISTS referrals_signed_up ON referrals (signed_up_at);

-- Daily visitor hashes that opened a referrer's progress page: that visitor is the referrer, so a
-- signup from it that day is not counted. Deleted after two days.
CREATE TABLE IF NOT EXISTS referral_owner_visits (
  code TEXT NOT NULL,
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (code, day, visitor)
);

-- Kit calls owed (the links written to custom fields, each reward's tag): one row per call by a
-- fixed id, so a reward is owed once however often it is reached; done_at set when Kit took it.
-- Retried by the cron while Kit is down.
CREATE TABLE IF NOT EXISTS referral_kit_jobs (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL,
  done_at INTEGER,
  last_error TEXT
);

CREATE INDEX IF NOT EXISTS referral_kit_jobs_due ON referral_kit_jobs (done_at, next_at);

-- Kit ids the site looked up or created by name (custom field keys, reward tags).
CREATE TABLE IF NOT EXISTS referral_kit_names (
  name TEXT PRIMARY KEY,
  kit_id TEXT NOT NULL
);
