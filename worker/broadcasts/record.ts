import * as v from "valibot";

/**
 * The broadcast's record (migrations/0018, 0022): what he wants of an issue's email, at a revision,
 * and what the last pass found in Kit's list. Pure: the D1 store (./store.ts) and the fault model's
 * in-memory store apply the same outcome the same way.
 */
export type Wanted = { kind: "none" } | { kind: "draft" } | { kind: "scheduled"; sendAt: string };

/** A row of `issue_broadcasts` (docs/schema.sql), parsed where the store reads it (./store.ts). */
export const broadcastRow = v.object({
  slug: v.string(),
  revision: v.number(),
  wanted: v.picklist(["none", "draft", "scheduled"] as const satisfies readonly Wanted["kind"][]),
  wanted_send_at: v.nullable(v.string()),
  /** The revision at which a pass last found Kit holding what he wants. */
  confirmed_revision: v.number(),
  kit_id: v.nullable(v.number()),
  kit_send_at: v.nullable(v.string()),
  sent_at: v.nullable(v.string()),
  /** Why Kit refused the broadcast, or its schedule: a stored KitProblem (src/publishing/kit-problem.ts), Kit's own words inside. */
  refused: v.nullable(v.string()),
  schedule_refused: v.nullable(v.string()),
  /** Why the last pass could not finish this issue: a stored KitProblem code, never words. */
  reason: v.nullable(v.string()),
  changed_at: v.number(),
  /** When a broadcast of the issue could first have been made (ms). */
  since: v.number(),
  /** The last call whose outcome is unknown (ms; 0: none). */
  unsettled_at: v.number(),
  /** The latest send_at such a call carried. */
  unsettled_send_at: v.nullable(v.string()),
  /** 1: the wanted moment passed before Kit held it. */
  send_missed: v.number(),
  /** When a pass found his broadcast gone from Kit, unsent. */
  deleted_in_kit_at: v.nullable(v.string()),
});
export type BroadcastRow = v.InferOutput<typeof broadcastRow>;

/** Every outcome's fields: what a pass learnt of Kit for one issue. */
export type Facts = Pick<
  BroadcastRow,
  "kit_id" | "kit_send_at" | "sent_at" | "refused" | "schedule_refused" | "reason" | "unsettled_at" | "unsettled_send_at" | "send_missed" | "deleted_in_kit_at"
>;

/** A pass's outcome for one issue: the facts, and whether Kit holds what he wanted at the revision read. */
export interface Outcome extends Facts {
  inStep: boolean;
}

export const factsOf = (row: BroadcastRow): Facts => ({
  kit_id: row.kit_id,
  kit_send_at: row.kit_send_at,
  sent_at: row.sent_at,
  refused: row.refused,
  schedule_refused: row.schedule_refused,
  reason: row.reason,
  unsettled_at: row.unsettled_at,
  unsettled_send_at: row.unsettled_send_at,
  send_missed: row.send_missed,
  deleted_in_kit_at: row.deleted_in_kit_at,
});

/**
 * The row after a pass's outcome, if the row is still at the revision the pass read; else
 * undefined (a change came meanwhile: the pass it woke reads Kit's list again and settles it).
 */
export function applyOutcome(current: BroadcastRow, revisionRead: number, outcome: Outcome): BroadcastRow | undefined {
  if (current.revision !== revisionRead) return undefined;
  const { inStep, ...facts } = outcome;
  return { ...current, ...facts, confirmed_revision: inStep ? revisionRead : current.confirmed_revision };
}

/** After a call whose outcome is unknown, the issue is read every minute this long, and no create follows within SECOND_CREATE_MS. */
export const UNSETTLED_WATCH_MS = 10 * 60_000;
/**
 * Longer than Kit may commit a create late (the fault model's five minutes): a second create sooner
 * could stand beside the first as two drafts, both of which he may send from Kit's app before a pass
 * deletes one.
 */
export const SECOND_CREATE_MS = 6 * 60_000;
/** A moment stays watched this long after it passes, so a pass sees Kit send it (a minute after it). */
export const AFTER_MOMENT_MS = 10 * 60_000;

export const inStep = (row: Pick<BroadcastRow, "confirmed_revision" | "revision">) => row.confirmed_revision === row.revision;

/**
 * The moments Kit may send the email at: what he wants, what Kit holds, what an unknown call
 * may have set. Once Kit sent it, only the last: a copy a call of unknown outcome made, committed
 * late, would be a second email.
 */
export function momentsOf(row: BroadcastRow): number[] {
  const moments =
    row.sent_at !== null ? [row.unsettled_send_at] : [row.wanted === "scheduled" ? row.wanted_send_at : null, row.kit_send_at, row.unsettled_send_at];
  return moments.flatMap((moment) => (moment ? [Date.parse(moment)] : [])).filter((moment) => !Number.isNaN(moment));
}

/** Read every minute: a change Kit's list does not show yet (until Kit sent it), or a call of unknown outcome lately (sent or not). */
export const readAgainSoon = (row: BroadcastRow, now: number) => (row.sent_at === null && !inStep(row)) || now < row.unsettled_at + UNSETTLED_WATCH_MS;

/**
 * Watched: a pass reads Kit's list for it. Until Kit is in step, for a while after any unknown
 * outcome, and until every moment it could be sent at has passed (and a pass has seen it sent).
 * Once Kit sent it, still while a call of unknown outcome may commit a copy late, so the copy is
 * found and deleted before it goes out.
 */
export function watched(row: BroadcastRow, now: number): boolean {
  if (readAgainSoon(row, now)) return true;
  return momentsOf(row).some((moment) => moment + AFTER_MOMENT_MS > now);
}
