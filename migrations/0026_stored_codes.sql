-- Reasons are stored as codes, never the owner's sentences (issue 59): src/publishing/kit-problem.ts
-- and src/videos/feed-problem.ts are the codes, src/content/ their words, said when a page renders.
-- Rows written by earlier versions held the sentences themselves; each known sentence becomes its
-- code here, so old rows still read the same. Text no sentence matched is kept inside a code
-- (Kit's own words, an error's message) and still shows as it was. Long prefixes and suffixes are
-- compared with substr: D1 refuses a LIKE or GLOB pattern longer than 50 characters.

-- issue_broadcasts.reason: the reconciler's words for a failed call to Kit.
UPDATE issue_broadcasts SET reason = '{"code":"budget-spent"}' WHERE reason = 'Kit''s request budget is spent for now; the site looks again within a minute.';
UPDATE issue_broadcasts SET reason = '{"code":"slowed"}' WHERE reason = 'Kit asked to slow down (429); the site looks again within a minute.';
UPDATE issue_broadcasts SET reason = json_object('code', 'kit-failed', 'status', CAST(substr(reason, 13, instr(reason, ')') - 13) AS INTEGER)) WHERE substr(reason, 1, 12) = 'Kit failed (' AND substr(reason, -39) = '; the site looks again within a minute.';
UPDATE issue_broadcasts SET reason = json_object('code', 'no-answer', 'kind', substr(reason, 21, instr(reason, ')') - 21)) WHERE substr(reason, 1, 20) = 'Kit did not answer (' AND substr(reason, -39) = '; the site looks again within a minute.';
UPDATE issue_broadcasts SET reason = json_object('code', 'kit-refused', 'status', CAST(substr(reason, 14) AS INTEGER), 'words', '') WHERE reason GLOB 'Kit answered [0-9][0-9][0-9]';
UPDATE issue_broadcasts SET reason = json_object('code', 'failed', 'detail', reason) WHERE reason IS NOT NULL AND reason NOT LIKE '{"code":%';

-- issue_broadcasts.refused: the reconciler's words for a failed call to Kit.
UPDATE issue_broadcasts SET refused = '{"code":"budget-spent"}' WHERE refused = 'Kit''s request budget is spent for now; the site looks again within a minute.';
UPDATE issue_broadcasts SET refused = '{"code":"slowed"}' WHERE refused = 'Kit asked to slow down (429); the site looks again within a minute.';
UPDATE issue_broadcasts SET refused = json_object('code', 'kit-failed', 'status', CAST(substr(refused, 13, instr(refused, ')') - 13) AS INTEGER)) WHERE substr(refused, 1, 12) = 'Kit failed (' AND substr(refused, -39) = '; the site looks again within a minute.';
UPDATE issue_broadcasts SET refused = json_object('code', 'no-answer', 'kind', substr(refused, 21, instr(refused, ')') - 21)) WHERE substr(refused, 1, 20) = 'Kit did not answer (' AND substr(refused, -39) = '; the site looks again within a minute.';
UPDATE issue_broadcasts SET refused = json_object('code', 'kit-refused', 'status', CAST(substr(refused, 14) AS INTEGER), 'words', '') WHERE refused GLOB 'Kit answered [0-9][0-9][0-9]';
UPDATE issue_broadcasts SET refused = json_object('code', 'kit-refused', 'status', 0, 'words', refused) WHERE refused IS NOT NULL AND refused NOT LIKE '{"code":%';

-- issue_broadcasts.schedule_refused: the reconciler's words for a failed call to Kit.
UPDATE issue_broadcasts SET schedule_refused = '{"code":"budget-spent"}' WHERE schedule_refused = 'Kit''s request budget is spent for now; the site looks again within a minute.';
UPDATE issue_broadcasts SET schedule_refused = '{"code":"slowed"}' WHERE schedule_refused = 'Kit asked to slow down (429); the site looks again within a minute.';
UPDATE issue_broadcasts SET schedule_refused = json_object('code', 'kit-failed', 'status', CAST(substr(schedule_refused, 13, instr(schedule_refused, ')') - 13) AS INTEGER)) WHERE substr(schedule_refused, 1, 12) = 'Kit failed (' AND substr(schedule_refused, -39) = '; the site looks again within a minute.';
UPDATE issue_broadcasts SET schedule_refused = json_object('code', 'no-answer', 'kind', substr(schedule_refused, 21, instr(schedule_refused, ')') - 21)) WHERE substr(schedule_refused, 1, 20) = 'Kit did not answer (' AND substr(schedule_refused, -39) = '; the site looks again within a minute.';
UPDATE issue_broadcasts SET schedule_refused = json_object('code', 'kit-refused', 'status', CAST(substr(schedule_refused, 14) AS INTEGER), 'words', '') WHERE schedule_refused GLOB 'Kit answered [0-9][0-9][0-9]';
UPDATE issue_broadcasts SET schedule_refused = json_object('code', 'kit-refused', 'status', 0, 'words', schedule_refused) WHERE schedule_refused IS NOT NULL AND schedule_refused NOT LIKE '{"code":%';

-- newsletter_issue_results.failure: why the last refresh of an issue's results failed.
UPDATE newsletter_issue_results SET failure = '{"code":"budget-spent"}' WHERE failure = 'Kit''s request budget was spent for the moment';
UPDATE newsletter_issue_results SET failure = '{"code":"slowed"}' WHERE failure = 'Kit asked to slow down (429)';
UPDATE newsletter_issue_results SET failure = json_object('code', 'kit-failed', 'status', CAST(substr(failure, 13, length(failure) - 13) AS INTEGER)) WHERE failure GLOB 'Kit failed (*)';
UPDATE newsletter_issue_results SET failure = '{"code":"no-answer","kind":"network"}' WHERE failure = 'Kit did not answer';
UPDATE newsletter_issue_results SET failure = json_object('code', 'kit-refused', 'status', CAST(substr(failure, 14, 3) AS INTEGER), 'words', CASE WHEN length(failure) > 18 THEN substr(failure, 19) ELSE '' END) WHERE failure GLOB 'Kit answered [0-9][0-9][0-9]*';
UPDATE newsletter_issue_results SET failure = '{"code":"failed"}' WHERE failure IS NOT NULL AND failure NOT LIKE '{"code":%';

-- video_feed_state.last_failure: why the last read of the channel's feed failed.
UPDATE video_feed_state SET last_failure = json_object('code', 'status', 'status', CAST(substr(last_failure, 25, instr(last_failure, ' instead') - 25) AS INTEGER)) WHERE substr(last_failure, 1, 24) = 'YouTube''s feed answered ' AND substr(last_failure, -21) = ' instead of the feed.';
UPDATE video_feed_state SET last_failure = json_object('code', 'timeout', 'seconds', CAST(substr(last_failure, 38, instr(last_failure, ' seconds') - 38) AS REAL)) WHERE substr(last_failure, 1, 37) = 'YouTube''s feed did not answer within ' AND substr(last_failure, -9) = ' seconds.';
UPDATE video_feed_state SET last_failure = '{"code":"network"}' WHERE last_failure = 'The site could not reach YouTube''s feed.';
UPDATE video_feed_state SET last_failure = '{"code":"truncated"}' WHERE last_failure = 'YouTube''s feed answer was cut short: nothing was changed.';
UPDATE video_feed_state SET last_failure = '{"code":"not-feed"}' WHERE last_failure IS NOT NULL AND last_failure NOT LIKE '{"code":%';
