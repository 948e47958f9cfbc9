-- A revision keeps the whole draft it replaced, not only its text, style and title: the email's
-- subject and preview text, and the issue it was bound to. A deleted draft restored from its last
-- revision ("Undo", /internal/drafts/deleted) comes back with all of them. NULL in revisions kept
-- before: none.
ALTER TABLE draft_revisions ADD COLUMN subject TEXT NULL;
ALTER TABLE draft_revisions ADD COLUMN preview_text TEXT NULL;
ALTER TABLE draft_revisions ADD COLUMN issue_slug TEXT NULL;
-- The recently deleted list and the daily purge read each draft's deletes.
CREATE INDEX draft_revisions_deletes ON draft_revisions (reason, draft_id) WHERE reason = 'delete';
