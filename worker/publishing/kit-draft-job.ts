import { doubling, oweAgain, type OutboxPolicy } from "../outbox";

/**
 * Each issue's Kit broadcast as a job of the one outbox (worker/outbox): owed again in the batch of
 * every publish, edit, unpublish and republish (what Kit is owed is read from the row when
 * the job runs), claimed with a lease so two attempts never run together, and taken up when a lease
 * expires; an attempt whose answer may be lost keeps its lease, so the next one knows to look for
 * the broadcast in Kit's list before creating it.
 */
export const KIT_DRAFT_JOB = "kit-draft";

/**
 * A lease past any attempt (each call times out well before); no wait of its own after a failure
 * but the minute cron's, doubling from a minute after ten tries; given up after a day of tries (the
 * issue list shows the last reason, and the next edit owes it again).
 */
export const KIT_DRAFT_POLICY: OutboxPolicy = { leaseSeconds: 45, backoffSeconds: (attempts) => (attempts < 10 ? 0 : doubling(60, 3600)(attempts - 9)), maxAttempts: 60 };

/** The statement that owes an issue's Kit work, for the batch that changes the issue. */
export const oweKitDraft = (db: D1Database, slug: string, now = Date.now()) => oweAgain(db, KIT_DRAFT_JOB, slug, now);
