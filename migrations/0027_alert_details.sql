-- Owner alerts keep a code and its details, never a sentence (issue 59): the alert's name is its code,
-- last_details its ids and status as JSON, and src/content/desk.ts says it when the desk renders.
-- Rows from before held the worker's sentence in last_text: the desk has words of its own for every
-- alert name, and lists only the last 7 days, so an old row keeps its name and count with no details
-- ('{}') rather than showing a sentence the worker no longer writes. The log still has each whole.
ALTER TABLE owner_alerts ADD COLUMN last_details TEXT NOT NULL DEFAULT '{}';
ALTER TABLE owner_alerts DROP COLUMN last_text;
