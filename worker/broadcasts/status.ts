import type { KitDraftState } from "../../src/publishing";
import { kitProblemOf } from "../../src/publishing";
import type { Config } from "../config";
import { inStep, type BroadcastRow } from "./record";
import { SENDING_MS } from "./reconcile";
import { must } from "../../src/must";

/** The broadcast in Kit's app, where the owner picks its recipients and sends it. */
export function kitBroadcastUrl(id: number): string {
  return `https://app.kit.com/campaigns/${id}/draft`;
}

const notSetUp = (kit: Config["kit"]) => (kit.kind === "invalid" ? kit.problems.join("; ") : "no KIT_API_KEY here");

/**
 * The one state the form, the list, the desk and the results box show (src/components/publishing/kit-status.ts
 * words it), from what he wants and what the last pass found in Kit's list: "sent" only when Kit's
 * list (or its stats) said so; "deleted" when he deleted it in Kit; while a change is on its way,
 * never the old state.
 */
export function broadcastState(row: BroadcastRow | null | undefined, kit: Config["kit"]): KitDraftState {
  if (!row) return kit.kind === "kit" ? { state: "waiting" } : { state: "not-set-up", reason: notSetUp(kit) };
  const id = row.kit_id;
  const url = id !== null ? kitBroadcastUrl(id) : undefined;
  if (id !== null && row.sent_at !== null) return { state: "sent", broadcastId: id, url: must(url), sentAt: row.sent_at };
  if (row.deleted_in_kit_at !== null && row.wanted !== "none" && id !== null) return { state: "deleted", broadcastId: id, deletedAt: row.deleted_in_kit_at };
  if (!inStep(row)) {
    if (kit.kind !== "kit") return { state: "not-set-up", reason: notSetUp(kit) };
    if (id !== null) return { state: "updating", broadcastId: id, url: must(url), ...(row.reason ? { reason: kitProblemOf(row.reason) } : {}) };
    return { state: "waiting", ...(row.wanted === "scheduled" ? { schedule: true } : {}), ...(row.reason ? { reason: kitProblemOf(row.reason) } : {}) };
  }
  if (row.refused !== null && id === null) return { state: "refused", reason: kitProblemOf(row.refused) };
  if (id === null || row.deleted_in_kit_at !== null) return { state: "none" };
  if (row.kit_send_at !== null) return { state: "scheduled", broadcastId: id, url: must(url), sendAt: row.kit_send_at };
  if (row.send_missed === 1 && row.wanted === "scheduled") return { state: "created", broadcastId: id, url: must(url), missed: true };
  const refused = row.schedule_refused ?? row.refused;
  return refused
    ? { state: "created", broadcastId: id, url: must(url), scheduleRefused: kitProblemOf(refused) }
    : { state: "created", broadcastId: id, url: must(url) };
}

/**
 * The last minutes: Kit holds a moment that is less than SENDING_MS away (or passed, not yet seen
 * sent), so Kit is sending this email now. A change then reaches the web page only: the email is
 * never written to, and a fix never cancels it.
 */
export function kitIsSending(row: BroadcastRow | null | undefined, now: number): boolean {
  if (!row || row.sent_at !== null || row.kit_send_at === null) return false;
  return Date.parse(row.kit_send_at) - SENDING_MS <= now;
}

/** For the desk: broadcasts Kit refused, still on their way after `lateMs`, and deleted in Kit. */
export function broadcastTrouble(
  records: Iterable<BroadcastRow>,
  kit: Config["kit"],
  now: number,
  lateMs: number,
): { refused: number; waiting: number; deleted: BroadcastRow[] } {
  const trouble = { refused: 0, waiting: 0, deleted: [] as BroadcastRow[] };
  for (const row of records) {
    const state = broadcastState(row, kit).state;
    if (state === "refused" || (state === "created" && row.schedule_refused !== null && row.wanted === "scheduled")) trouble.refused++;
    if ((state === "waiting" || state === "updating") && row.changed_at < now - lateMs) trouble.waiting++;
    if (state === "deleted") trouble.deleted.push(row);
  }
  return trouble;
}
