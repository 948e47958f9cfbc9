-- The password rule's verdict on the internal pages' PREVIEW_PASSWORD (worker/internal/password-strength.ts):
-- judged once, after the first sign-in with it, and kept here so no later sign-in loads the
-- estimator. Keyed by a 32-bit tag of an HMAC keyed by the password: never the password, and too
-- short to tell it apart from the 2^8 and more other passwords of 10^12 guesses with the same tag.
CREATE TABLE IF NOT EXISTS password_verdicts (
  tag TEXT PRIMARY KEY,
  strong INTEGER NOT NULL,
  judged_at TEXT NOT NULL
) WITHOUT ROWID;
