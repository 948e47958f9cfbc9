-- One schedule for the web and the email (docs/newsletter.md, "Scheduling the email"): each issue
-- chooses to leave its Kit broadcast a draft (the owner sends it from Kit) or to schedule it.
-- 'draft' (the default, and every issue published before this migration) or 'schedule'.
ALTER TABLE newsletter_issues ADD COLUMN send_choice TEXT NOT NULL DEFAULT 'draft';
-- HH:MM on the owner's clock (OWNER_TIME_ZONE) for an issue already live when it was scheduled.
ALTER TABLE newsletter_issues ADD COLUMN send_time TEXT NULL;
-- The moment (ISO 8601, UTC) the site wants Kit to send: 00:00 of the issue's day in the owner's
-- zone, or send_time on the day it was scheduled; NULL while the broadcast should be a draft.
ALTER TABLE newsletter_issues ADD COLUMN send_at TEXT NULL;
-- What Kit's broadcast holds, as Kit last answered: its send_at (NULL: a draft in Kit).
ALTER TABLE newsletter_issues ADD COLUMN kit_send_at TEXT NULL;
-- When Kit sent the email (its send_at passed): later edits change only the web page.
ALTER TABLE newsletter_issues ADD COLUMN kit_sent_at TEXT NULL;
-- Kit's own words when it refused the schedule (the broadcast then stays a draft, send_at NULL).
ALTER TABLE newsletter_issues ADD COLUMN kit_schedule_reason TEXT NULL;
