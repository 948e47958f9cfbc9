-- The email's subject and preview text where the owner wants them to differ from the issue's title
-- and hook (NULL: the title and the hook), sent by the Publish form from the draft's fields
-- (worker/publishing/checks.ts) and read by the Kit broadcast and the test email.
ALTER TABLE newsletter_issues ADD COLUMN subject TEXT NULL;
ALTER TABLE newsletter_issues ADD COLUMN preview_text TEXT NULL;
-- An edit keeps the lines it replaces with the rest of the earlier version.
ALTER TABLE newsletter_issue_versions ADD COLUMN subject TEXT NULL;
ALTER TABLE newsletter_issue_versions ADD COLUMN preview_text TEXT NULL;
