-- Referrals compared by mailbox (worker/referrals, worker/store/mailbox.ts): `a+1@x.com` and
-- `a.b@gmail.com` are the inboxes `a@x.com` and `ab@gmail.com`. Each code keeps a keyed hash of its
-- subscriber's mailbox, so a friend whose mailbox already has a code (the referrer, or any earlier
-- subscriber) is never counted. Rows whose address is its own mailbox get it here; the others
-- (a plus-tag, dots at Gmail, googlemail.com) are filled in by the cron, which can key the hash.
ALTER TABLE referral_codes ADD COLUMN mailbox_hash TEXT;
UPDATE referral_codes SET mailbox_hash = email_hash
  WHERE instr(substr(email, 1, instr(email, '@') - 1), '+') < 2
    AND substr(email, instr(email, '@') + 1) NOT IN ('gmail.com', 'googlemail.com');
UPDATE referral_codes SET mailbox_hash = email_hash
  WHERE substr(email, instr(email, '@') + 1) = 'gmail.com'
    AND instr(substr(email, 1, instr(email, '@') - 1), '+') < 2
    AND instr(substr(email, 1, instr(email, '@') - 1), '.') = 0;
CREATE INDEX IF NOT EXISTS referral_codes_mailbox ON referral_codes (mailbox_hash);

-- A referrer's own visits to the progress page: at most one row per code an hour (the first
-- visitor of the hour), so opening the page with ever-new browsers writes nothing more. Rows are
-- kept two days, as before; the old table held only those.
DROP TABLE IF EXISTS referral_owner_visits;
CREATE TABLE referral_owner_visits (
  code TEXT NOT NULL,
  hour INTEGER NOT NULL,
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (code, hour)
);
