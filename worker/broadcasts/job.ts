import { doubling, type OutboxPolicy } from "../outbox";

/**
 * Each issue's Kit broadcast is a job of the one outbox (worker/outbox): owed again in the batch of
 * every change of the issue (./store.ts), claimed with a lease so two attempts never run together,
 * taken up when a lease expires (the taker looks in Kit's list first).
 */
export const KIT_DRAFT_JOB = "kit-draft";

/** An attempt ends by this long after its claim, on its own clock: well inside the lease. */
export const ATTEMPT_MS = 30_000;

/**
 * A lease past any attempt (ATTEMPT_MS, each call cut to what is left of it); no wait of its own
 * after a failure but the minute cron's, doubling from a minute after ten tries; dead after 60
 * (the desk and the row say so, with a confirmed "Try again").
 */
export const KIT_DRAFT_POLICY: OutboxPolicy = {
  leaseSeconds: 45,
  backoffSeconds: (attempts) => (attempts < 10 ? 0 : doubling(60, 3600)(attempts - 9)),
  maxAttempts: 60,
};
