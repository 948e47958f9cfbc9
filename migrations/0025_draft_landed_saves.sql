-- The saves each device made of a draft, by their key (worker/drafts/landed.ts): a browser whose
-- closing save landed (its answer lost as the tab closed) recognises it on its next open by the
-- version it produced, and asks no question about two versions. JSON {device: [[key, version], ...]},
-- a few per device; NULL: none yet.
ALTER TABLE newsletter_drafts ADD COLUMN landed_saves TEXT;
