import type { KitDraftState } from "../../src/publishing/contract";
import type { Config } from "../config";
import type { BroadcastRecord } from "./store";

/** The broadcast in Kit's app, where the owner picks its recipients and sends it. */
export function kitBroadcastUrl(id: number): string {
  return `https://app.kit.com/campaigns/${id}/draft`;
}

const notSetUp = (kit: Config["kit"]) => (kit.kind === "invalid" ? kit.problems.join("; ") : "no KIT_API_KEY here");

/**
 * The one state the form, the list, the desk and the results box show (src/components/publishing/kit-status.ts
 * words it), from what he wants and what Kit confirmed: "sent" only when Kit said so (or its
 * confirmed send_at passed); while a change is on its way, never the old state.
 */
export function broadcastState(row: BroadcastRecord | null | undefined, kit: Config["kit"], _now = Date.now()): KitDraftState {
  if (!row) return kit.kind === "kit" ? { state: "waiting" } : { state: "not-set-up", reason: notSetUp(kit) };
  const id = row.kit_id;
  const url = id !== null ? kitBroadcastUrl(id) : undefined;
  // Sent only once Kit said so (its answer to the job, or its stats): never inferred from a clock.
  if (id !== null && row.sent_at !== null) return { state: "sent", broadcastId: id, url: url!, sentAt: row.sent_at };
  const inStep = row.confirmed_revision === row.revision && row.look_first === 0;
  if (!inStep) {
    if (row.dead_at !== null) return { state: "dead", reason: row.reason ?? row.last_error ?? "", ...(id !== null ? { broadcastId: id, url } : {}) };
    if (kit.kind !== "kit") return { state: "not-set-up", reason: notSetUp(kit) };
    if (id !== null) return { state: "updating", broadcastId: id, url: url!, ...(row.reason ? { reason: row.reason } : {}) };
    return { state: "waiting", ...(row.wanted === "scheduled" ? { schedule: true } : {}), ...(row.reason ? { reason: row.reason } : {}) };
  }
  if (row.refused !== null && id === null) return { state: "refused", reason: row.refused };
  if (id === null) return { state: "none" };
  if (row.kit_send_at !== null) return { state: "scheduled", broadcastId: id, url: url!, sendAt: row.kit_send_at };
  const refused = row.schedule_refused ?? row.refused;
  return refused ? { state: "created", broadcastId: id, url: url!, scheduleRefused: refused } : { state: "created", broadcastId: id, url: url! };
}

/** For the desk: broadcasts Kit refused, still on their way after `lateMs`, and given up. */
export function broadcastTrouble(
  records: Iterable<BroadcastRecord>,
  kit: Config["kit"],
  now: number,
  lateMs: number,
): { refused: number; waiting: number; dead: BroadcastRecord[] } {
  const trouble = { refused: 0, waiting: 0, dead: [] as BroadcastRecord[] };
  for (const row of records) {
    const state = broadcastState(row, kit, now).state;
    if (state === "refused" || (state === "created" && row.schedule_refused !== null && row.wanted === "scheduled")) trouble.refused++;
    if ((state === "waiting" || state === "updating") && row.changed_at < now - lateMs) trouble.waiting++;
    if (state === "dead") trouble.dead.push(row);
  }
  return trouble;
}
