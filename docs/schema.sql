-- What migrations/ make, written by `npm run schema` (test/worker/schema/schema.test.ts checks it). Do not edit by hand.

-- table consent_records
CREATE TABLE "consent_records" (
  received_day TEXT NOT NULL,
  id TEXT NOT NULL,
  record TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (received_day, id)
) WITHOUT ROWID;

-- table draft_revisions
CREATE TABLE draft_revisions (
  id INTEGER PRIMARY KEY,
  -- The draft it belongs to (kept 30 days after the draft is deleted, then removed by the daily cron).
  draft_id TEXT NOT NULL,
  -- The draft's version that held this text.
  version INTEGER NOT NULL,
  text TEXT NOT NULL,
  style TEXT NOT NULL,
  title TEXT NULL,
  -- Who wrote this text (the draft's written_by then): a device id or an event.
  source TEXT NULL,
  -- What replaced it: 'save', 'publish', 'edit', 'restore', 'conflict' (a choice, or the unchosen
  -- side of a question kept as it was asked), 'delete'.
  reason TEXT NOT NULL,
  -- How many words differ from the text that replaced it (a cheap estimate: the changed middle).
  words_changed INTEGER NOT NULL,
  -- When it was replaced (ISO).
  created_at TEXT NOT NULL
, subject TEXT NULL, preview_text TEXT NULL, issue_slug TEXT NULL);

-- table guard_tallies
CREATE TABLE guard_tallies (
  day TEXT NOT NULL,
  name TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, name)
);

-- table issue_broadcasts
CREATE TABLE issue_broadcasts (
  slug TEXT PRIMARY KEY,
  -- Bumped by every publish, edit, move, unpublish, republish and back-to-draft of the issue.
  revision INTEGER NOT NULL DEFAULT 1,
  -- What he wants: 'none' (no email: an issue off the web; a broadcast Kit holds stays a draft),
  -- 'draft' (a draft in Kit, sent from Kit) or 'scheduled' (Kit sends it at wanted_send_at).
  wanted TEXT NOT NULL DEFAULT 'draft',
  wanted_send_at TEXT NULL,
  -- The revision Kit holds: equal to `revision` when Kit is in step, lower while a change is on its way.
  confirmed_revision INTEGER NOT NULL DEFAULT 0,
  -- What Kit last confirmed: its broadcast's id, send_at (NULL: a draft) and when it was sent.
  kit_id INTEGER NULL,
  kit_send_at TEXT NULL,
  sent_at TEXT NULL,
  -- Kit's own words when it refused the broadcast, or refused its schedule (it then stays a draft).
  refused TEXT NULL,
  schedule_refused TEXT NULL,
  -- Why the last attempt did not finish (Kit down, slow, its budget spent), in words.
  reason TEXT NULL,
  -- 1 when an attempt's create may have reached Kit without its answer: the next looks in Kit's list first.
  changed_at INTEGER NOT NULL DEFAULT 0
, since INTEGER NOT NULL DEFAULT 0, unsettled_at INTEGER NOT NULL DEFAULT 0, unsettled_send_at TEXT NULL, send_missed INTEGER NOT NULL DEFAULT 0, deleted_in_kit_at TEXT NULL) WITHOUT ROWID;

-- table issue_search
CREATE VIRTUAL TABLE issue_search USING fts5(
  slug UNINDEXED,
  date UNINDEXED,
  -- 'repository' or 'published'
  origin UNINDEXED,
  title,
  body,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- table issue_search_sources
CREATE TABLE issue_search_sources (
  source TEXT PRIMARY KEY,
  version TEXT NOT NULL
) WITHOUT ROWID;

-- table kit_webhook_events
CREATE TABLE "kit_webhook_events" (
  event_id TEXT PRIMARY KEY,
  received_at INTEGER NOT NULL
) WITHOUT ROWID;

-- table newsletter_drafts
CREATE TABLE newsletter_drafts (
  -- A random id (crypto.randomUUID), the draft's address: /newsletter-preview?draft=<id>.
  id TEXT PRIMARY KEY,
  -- Bumped by every save; a save names the version it started from and is refused (409) when
  -- another tab or device saved since, so a newer copy is never replaced by an older one.
  version INTEGER NOT NULL DEFAULT 1,
  -- The draft text (docs/newsletter.md's format) and the style it is previewed in.
  text TEXT NOT NULL,
  style TEXT NOT NULL,
  -- A title the owner gave it (the issue's once published); NULL: the list shows its first words.
  title TEXT NULL,
  -- The issue this draft edits (opened for an edit, or published from it); NULL: a new issue.
  -- Drafts bound to an issue show as the issue on /internal/issues, not in the drafts list.
  issue_slug TEXT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
, subject TEXT NULL, preview_text TEXT NULL, written_by TEXT NULL, revision_at TEXT NULL, revisions INTEGER NOT NULL DEFAULT 0, create_key TEXT NULL, landed_saves TEXT);

-- table newsletter_issue_results
CREATE TABLE newsletter_issue_results (
  slug TEXT PRIMARY KEY,
  -- The broadcast the figures are of (the issue's kit_broadcast_id when they were read).
  broadcast_id INTEGER NOT NULL,
  -- When the last refresh started, whatever came of it: the next may start 30 minutes later.
  -- Taken by a conditional write before Kit is called, so two refreshes never call Kit for one issue.
  checked_at TEXT NOT NULL,
  -- When Kit last answered both calls (NULL: never yet).
  fetched_at TEXT NULL,
  -- Kit's `stats` object as JSON, exactly as Kit gave it (status, recipients, open_rate, ...).
  stats TEXT NULL,
  -- The three links with the most unique clicks, as JSON: [{"url": ..., "unique_clicks": ...}].
  top_links TEXT NULL,
  -- Why the last refresh failed, in words; NULL after a success. The last figures stay.
  failure TEXT NULL
-- WITHOUT ROWID: the slug is the table's own key, so a first refresh writes one row, not a row
-- and an index entry (D1 counts both as rows written).
) WITHOUT ROWID;

-- table newsletter_issue_versions
CREATE TABLE newsletter_issue_versions (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL,
  replaced_at TEXT NOT NULL,
  title TEXT NOT NULL,
  date TEXT NOT NULL,
  style TEXT NOT NULL,
  draft TEXT NOT NULL
, subject TEXT NULL, preview_text TEXT NULL);

-- table newsletter_issues
CREATE TABLE newsletter_issues (
  slug TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  -- YYYY-MM-DD: the issue shows on the web from this day (UTC) on; a later day schedules it.
  date TEXT NOT NULL,
  style TEXT NOT NULL,
  -- The draft text as published (docs/newsletter.md's format, without the ISSUE_ header).
  draft TEXT NOT NULL,
  -- 'published', or 'unpublished' (its page answers 410 and its slug stays taken).
  state TEXT NOT NULL DEFAULT 'published',
  published_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  unpublished_at TEXT NULL,
  -- The Kit draft broadcast: 'waiting' (to create, or an edit to send), 'created', 'refused'.
  send_choice TEXT NOT NULL DEFAULT 'draft', send_time TEXT NULL, send_at TEXT NULL, live_at TEXT NULL, subject TEXT NULL, preview_text TEXT NULL, change_token TEXT NULL);

-- table newsletter_share_images
CREATE TABLE newsletter_share_images (
  slug TEXT PRIMARY KEY,
  drawing TEXT NOT NULL,
  png BLOB NOT NULL
);

-- table outbox_jobs
CREATE TABLE outbox_jobs (
  -- '<kind>:<subject>', e.g. 'inquiry-email:<inquiry id>', 'referral-links:<code>', 'kit-draft:<slug>'.
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  -- Milliseconds since the epoch.
  created_at INTEGER NOT NULL,
  -- Due from this moment; a claim moves it to the lease's end, a failure to the next try.
  next_at INTEGER NOT NULL,
  lease TEXT NULL,
  -- 1 when the last claim found an expired lease on the job: that runner may have done part of it.
  taken_up INTEGER NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Bumped each time the job is owed again (an edit after the last run): a run of an older one does not close it.
  generation INTEGER NOT NULL DEFAULT 0,
  done_at INTEGER NULL,
  -- Given up after the kind's attempt limit; kept, with its last error, for the owner's pages.
  dead_at INTEGER NULL,
  last_error TEXT NULL
) WITHOUT ROWID;

-- table owner_alerts
CREATE TABLE owner_alerts (
  day TEXT NOT NULL,
  name TEXT NOT NULL,
  count INTEGER NOT NULL,
  last_at TEXT NOT NULL,
  last_details TEXT NOT NULL DEFAULT '{}',
  PRIMARY KEY (day, name)
);

-- table owner_weekly_emails
CREATE TABLE owner_weekly_emails (
  week TEXT PRIMARY KEY,
  claimed_at TEXT NOT NULL,
  sent_at TEXT NULL,
  -- 'sent', or 'quiet' (nothing happened and nothing waits: no email).
  outcome TEXT NULL
);

-- table password_verdicts
CREATE TABLE password_verdicts (
  tag TEXT PRIMARY KEY,
  strong INTEGER NOT NULL,
  judged_at TEXT NOT NULL
) WITHOUT ROWID;

-- table referral_codes
CREATE TABLE referral_codes (
  code TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  email_hash TEXT NOT NULL,
  kit_subscriber_id TEXT,
  first_name TEXT,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
, mailbox_hash TEXT);

-- table referral_kit_names
CREATE TABLE referral_kit_names (
  name TEXT PRIMARY KEY,
  kit_id TEXT NOT NULL
);

-- table referral_owner_visits
CREATE TABLE referral_owner_visits (
  code TEXT NOT NULL,
  hour INTEGER NOT NULL,
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (code, hour)
);

-- table referrals
CREATE TABLE referrals (
  friend_hash TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  friend_domain TEXT NOT NULL,
  visitor TEXT NOT NULL,
  signup_day TEXT NOT NULL,
  signed_up_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  confirmed_at INTEGER,
  counts_at INTEGER,
  rewarded INTEGER NOT NULL DEFAULT 0
);

-- table search_misses
CREATE TABLE search_misses (
  day TEXT NOT NULL,
  query TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, query)
) WITHOUT ROWID;

-- table speaker_inquiries
CREATE TABLE speaker_inquiries (
  id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  answered_at TEXT NULL,
  -- When the owner's email went out: set before sending, cleared again if the send fails.
  emailed_at TEXT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  organisation TEXT NOT NULL DEFAULT '',
  event_name TEXT NOT NULL,
  event_date TEXT NULL,
  date_flexible INTEGER NOT NULL DEFAULT 0,
  city TEXT NOT NULL DEFAULT '',
  audience TEXT NOT NULL DEFAULT '',
  format TEXT NOT NULL,
  topic TEXT NOT NULL DEFAULT '',
  custom_topic TEXT NOT NULL DEFAULT '',
  budget TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  source_page TEXT NOT NULL DEFAULT '',
  variant TEXT NULL
, email_held_at TEXT NULL, digest_id TEXT NULL);

-- table versions
CREATE TABLE versions (
  name TEXT PRIMARY KEY,
  version INTEGER NOT NULL
) WITHOUT ROWID;

-- table video_feed_state
CREATE TABLE video_feed_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  etag TEXT,
  last_modified TEXT,
  last_read_at TEXT,
  last_failure_at TEXT,
  last_failure TEXT,
  -- When a video was last added or changed: the pages' cache version.
  changed_at TEXT,
  -- When Kit's "Signup video" custom field was made (once; signups on a video's page fill it).
  kit_field_at TEXT
);

-- table videos
CREATE TABLE videos (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  published_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  short INTEGER NOT NULL DEFAULT 0,
  first_seen_at TEXT NOT NULL
, hidden_at TEXT);

-- index draft_revisions_by_draft
CREATE INDEX draft_revisions_by_draft ON draft_revisions (draft_id, id);

-- index draft_revisions_deletes
CREATE INDEX draft_revisions_deletes ON draft_revisions (reason, draft_id) WHERE reason = 'delete';

-- index newsletter_drafts_by_create_key
CREATE UNIQUE INDEX newsletter_drafts_by_create_key ON newsletter_drafts (create_key) WHERE create_key IS NOT NULL;

-- index newsletter_drafts_by_issue
CREATE UNIQUE INDEX newsletter_drafts_by_issue ON newsletter_drafts (issue_slug) WHERE issue_slug IS NOT NULL;

-- index newsletter_drafts_unbound
CREATE INDEX newsletter_drafts_unbound ON newsletter_drafts (updated_at) WHERE issue_slug IS NULL;

-- index newsletter_issue_versions_by_slug
CREATE INDEX newsletter_issue_versions_by_slug ON newsletter_issue_versions (slug, id);

-- index newsletter_issues_by_date
CREATE INDEX newsletter_issues_by_date ON newsletter_issues (state, date);

-- index outbox_jobs_open
CREATE INDEX outbox_jobs_open ON outbox_jobs (kind) WHERE done_at IS NULL AND dead_at IS NULL;

-- index referral_codes_mailbox
CREATE INDEX referral_codes_mailbox ON referral_codes (mailbox_hash);

-- index referrals_code
CREATE INDEX referrals_code ON referrals (code, status);

-- index referrals_signed_up
CREATE INDEX referrals_signed_up ON referrals (signed_up_at);

-- index speaker_inquiries_digest
CREATE INDEX speaker_inquiries_digest ON speaker_inquiries (digest_id) WHERE digest_id IS NOT NULL;

-- index speaker_inquiries_received
CREATE INDEX speaker_inquiries_received ON speaker_inquiries (received_at DESC);

-- index speaker_inquiries_unsent
CREATE INDEX speaker_inquiries_unsent ON speaker_inquiries (received_at) WHERE emailed_at IS NULL;

-- index videos_newest
CREATE INDEX videos_newest ON videos (published_at DESC);
