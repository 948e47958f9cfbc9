// The one outbox (migrations/0014_outbox.sql): work owed to Kit or to the owner's inbox, claimed with a lease.
export { claim, closeJob, complete, doubling, dueJobs, fail, findJob, finish, forgetDone, jobId, leaseHeld, oweAgain, oweOnce, release } from "./jobs";
export type { OutboxClaim, OutboxJob, OutboxPolicy } from "./jobs";
export { JOB_ENDS_SQL } from "./joins";
