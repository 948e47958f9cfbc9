import type { KitDraftState } from "../../src/publishing/contract";
import type { Env } from "../config";
import type { IssueRow } from "./repository";

/** The Kit draft's state as the previewer and the issue list show it. */
export function kitDraftOf(row: Pick<IssueRow, "kit_state" | "kit_broadcast_id" | "kit_reason">, _siteUrl: string): KitDraftState {
  if (row.kit_state === "created" && row.kit_broadcast_id !== null) return { state: "created", broadcastId: row.kit_broadcast_id, url: kitBroadcastUrl(row.kit_broadcast_id) };
  if (row.kit_state === "refused") return { state: "refused", reason: row.kit_reason ?? "" };
  return row.kit_reason ? { state: "waiting", reason: row.kit_reason } : { state: "waiting" };
}

/** The broadcast in Kit's app, where the owner picks its recipients and sends it. */
export function kitBroadcastUrl(id: number): string {
  return `https://app.kit.com/campaigns/${id}/draft`;
}

/** Creates or updates the issue's Kit draft (next commit); the issue stays published whatever Kit answers. */
export async function syncKitDraft(_env: Env, _slug: string): Promise<void> {}
