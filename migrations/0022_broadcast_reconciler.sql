-- Each issue's broadcast is reconciled from Kit's list by one Durable Object (worker/broadcasts/),
-- not stepped by an outbox job: the job's rows, and its "look first" flag, go.
DELETE FROM outbox_jobs WHERE kind = 'kit-draft';
ALTER TABLE issue_broadcasts DROP COLUMN look_first;

-- When a broadcast of the issue could first have been made (milliseconds): the pass reads Kit's
-- list, newest first, down to the oldest watched issue's. Rows stored before: their last change.
ALTER TABLE issue_broadcasts ADD COLUMN since INTEGER NOT NULL DEFAULT 0;
UPDATE issue_broadcasts SET since = changed_at;
-- The last call to Kit whose outcome is unknown (a timeout, a lost or 5xx answer), in milliseconds:
-- the issue is read again every minute for a while after it, and no second create follows too soon.
ALTER TABLE issue_broadcasts ADD COLUMN unsettled_at INTEGER NOT NULL DEFAULT 0;
-- The latest send_at such a call carried: the issue stays watched until that moment has passed.
ALTER TABLE issue_broadcasts ADD COLUMN unsettled_send_at TEXT NULL;
-- 1 when the wanted moment passed before Kit held it: the email stays a draft in Kit.
ALTER TABLE issue_broadcasts ADD COLUMN send_missed INTEGER NOT NULL DEFAULT 0;
-- When a pass found the broadcast gone from Kit's list, unsent (he deleted it in Kit's app): never
-- made again until he asks ("Schedule it again").
ALTER TABLE issue_broadcasts ADD COLUMN deleted_in_kit_at TEXT NULL;
UPDATE issue_broadcasts SET reason = NULL;

-- Each change of an issue's row carries a token of its own; the other statements of its batch
-- (the broadcast's record, the content version) name that token, never changes() of another statement.
ALTER TABLE newsletter_issues ADD COLUMN change_token TEXT NULL;
