/**
 * Each issue's Kit broadcast, its own record beside the issue (migrations/0018_issue_broadcasts.sql):
 * what he wants and what Kit confirmed, written only here; the job that keeps Kit in step
 * (./sync.ts, a job of the one outbox), and the one state every owner page shows (./status.ts).
 */
export { ATTEMPT_MS, KIT_DRAFT_JOB, KIT_DRAFT_POLICY } from "./job";
export { broadcastMarker, type BroadcastEmail } from "./kit-steps";
export { broadcastState, broadcastTrouble, kitBroadcastUrl } from "./status";
export { markBroadcastSent, readBroadcastRecord, readBroadcastRecords, wantBroadcast, type BroadcastRecord, type Wanted } from "./store";
export { syncBroadcast, syncDueBroadcasts, type ComposeEmail } from "./sync";
export { retryBroadcast } from "./retry";
export { KIT_BROADCASTS_SQL } from "./joins";
