-- The owner's email as an outbox (docs/inquiries.md#emailed-once). From here on `emailed_at` is set
-- only after the send succeeded; a sender first takes a lease (`email_lease_until`), which the
-- 5-minute cron takes up again once it has expired (the sender died between claim and send).
ALTER TABLE speaker_inquiries ADD COLUMN email_lease_until TEXT NULL;
-- Over the hourly cap on owner emails: held for the cron's digest instead of a single email.
ALTER TABLE speaker_inquiries ADD COLUMN email_held_at TEXT NULL;
-- The digest an inquiry went into; kept across retries, so a resent digest has the same Message-ID.
ALTER TABLE speaker_inquiries ADD COLUMN digest_id TEXT NULL;

CREATE INDEX IF NOT EXISTS speaker_inquiries_unsent ON speaker_inquiries (received_at) WHERE emailed_at IS NULL;
CREATE INDEX IF NOT EXISTS speaker_inquiries_digest ON speaker_inquiries (digest_id) WHERE digest_id IS NOT NULL;
