/**
 * Each issue's Kit broadcast: its own record beside the issue (migrations/0018, 0022), written only
 * here: what he wants, set in the batch of each change (./store.ts), and what Kit's list showed. A
 * reconciler compares the two and converges Kit on what he wants, one pass at a time (./pass.ts,
 * ./reconcile.ts; run by the BroadcastReconciler Durable Object through ./runner.ts), and one state
 * every owner page shows (./status.ts).
 */
export { broadcastMarker, readMarker } from "./marker";
export { broadcastState, broadcastTrouble, kitBroadcastUrl, kitIsSending } from "./status";
export {
  changeWaiting,
  d1BroadcastStore,
  lookAgain,
  markBroadcastSent,
  readBroadcastRecord,
  readBroadcastRecords,
  reviseBroadcasts,
  scheduleAgain,
  wantBroadcast,
  type BroadcastRecord,
  type Wanted,
} from "./store";
export { applyOutcome, watched, type BroadcastRow, type Outcome } from "./record";
export { runPass, MAX_WRITES_PER_PASS, type BroadcastStore, type PassResult } from "./pass";
export { reconcileIssue, SENDING_MS, type EmailFields } from "./reconcile";
export { nextWake, LOOKS_AROUND_MOMENT_MS } from "./plan";
export { PassRunner, type AlarmClock } from "./runner";
export { kitPass, reasonOf, type ComposeEmail } from "./kit-pass";
export { KIT_BROADCASTS_SQL } from "./joins";
