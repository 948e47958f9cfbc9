-- A video the owner hid from the site (worker/videos, /internal/videos): its page answers 410 Gone,
-- it leaves /videos and the sitemap, and issues naming it show only the watch link on YouTube. The
-- feed keeps updating the row; showing it again clears the mark. NULL: shown.
ALTER TABLE videos ADD COLUMN hidden_at TEXT;
