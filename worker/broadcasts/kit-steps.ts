import { publishProblems } from "../../src/content/publishing";
import { KitError, type KitBroadcast, type KitBroadcastClient, type KitBroadcastFields } from "../kit";
import type { BroadcastRow, Confirmation } from "./store";

/**
 * One round of bringing Kit in step with what he wants: create, adopt or update the one
 * broadcast (https://developers.kit.com/api-reference/broadcasts). Kit's API has no idempotency
 * key, so a create whose answer may be lost is found again by the marker the site writes in the
 * broadcast's description (`GET /v4/broadcasts`, newest first, cursor pagination), and after any
 * create the list is read again and every extra unsent broadcast of the issue is deleted
 * (`DELETE /v4/broadcasts/{id}`, 204), keeping the first made: two attempts that both created
 * keep the same one. A sent broadcast is never written to.
 */

/** The email's parts the issue gives (its subject, preview text and whole HTML). */
export interface BroadcastEmail {
  subject: string;
  preview_text: string;
  content: string;
}

/** The site's mark on its broadcasts: an id, never the newsletter's display name (he may rename it). */
export const broadcastMarker = (slug: string) => `site-issue:${slug}`;
const isOurs = (broadcast: KitBroadcast, slug: string) => broadcast.description === broadcastMarker(slug);

/** Kit's broadcast was sent: its send_at has passed, or Kit says so. */
export function sentByKit(broadcast: KitBroadcast, now: number): boolean {
  if (broadcast.status && /^(sent|completed|sending|processing)$/i.test(broadcast.status)) return true;
  return typeof broadcast.send_at === "string" && Date.parse(broadcast.send_at) <= now;
}

/** Kit refused the broadcast itself (its content, its template, an id it does not know): no retry makes it take it. */
export const refusedByKit = (error: unknown) => error instanceof KitError && (error.kind === "invalid" || error.kind === "not_found");
/** The call may have reached Kit without its answer reaching us. */
export const answerLost = (error: unknown) => error instanceof KitError && (error.kind === "timeout" || error.kind === "network");

export interface RoundOptions {
  now: number;
  /** An earlier create may have reached Kit unanswered: look in the list before creating. */
  lookFirst: boolean;
  /** The broadcast's fields (send_at null), read when a write needs them; null: the issue is gone. */
  fields: () => Promise<KitBroadcastFields | null>;
  /** Words for a refused call. */
  reasonOf: (error: unknown) => string;
}

const sent = (broadcast: KitBroadcast, now: number): Confirmation => ({
  kit_id: broadcast.id,
  kit_send_at: broadcast.send_at ?? null,
  sent_at: broadcast.send_at ?? new Date(now).toISOString(),
  refused: null,
  schedule_refused: null,
  inStep: true,
});
const nothing: Confirmation = { kit_id: null, kit_send_at: null, sent_at: null, refused: null, schedule_refused: null, inStep: true };

/** The send_at to give Kit now: the wanted moment while it is still a minute ahead (Kit must never read it as now), else null. */
function sendAtOf(row: BroadcastRow, now: number): { sendAt: string | null; missed: string | null } {
  if (row.wanted !== "scheduled" || row.wanted_send_at === null) return { sendAt: null, missed: null };
  if (Date.parse(row.wanted_send_at) > now + 60_000) return { sendAt: row.wanted_send_at, missed: null };
  // Passed while Kit was away: never sent as it is (Kit would send at once or refuse): a draft, with a note.
  return { sendAt: null, missed: publishProblems.sendTimeMissed };
}

export async function bringKitInStep(kit: KitBroadcastClient, row: BroadcastRow, options: RoundOptions): Promise<Confirmation> {
  const { now } = options;
  if (row.sent_at !== null)
    return { kit_id: row.kit_id, kit_send_at: row.kit_send_at, sent_at: row.sent_at, refused: null, schedule_refused: null, inStep: true };
  let id = row.kit_id;
  if (id === null && options.lookFirst) {
    const found = await oursInKit(kit, row.slug);
    const gone = found.find((broadcast) => sentByKit(broadcast, now));
    if (gone) return sent(gone, now);
    id = found[0]?.id ?? null;
  }
  if (id === null && row.wanted === "none") return nothing;
  const fields = await options.fields();
  if (!fields) return { ...nothing, kit_id: id };
  const { sendAt, missed } = sendAtOf(row, now);
  if (id === null) {
    const { broadcast, held, refused } = await writeScheduled((withSendAt) => kit.create(withSendAt), fields, sendAt, options.reasonOf);
    const kept = (await keepOne(kit, row.slug, now)) ?? broadcast.id;
    // Another attempt's broadcast was made first and is kept: the next round writes this revision to it.
    return { kit_id: kept, kit_send_at: held, sent_at: null, refused: null, schedule_refused: refused ?? missed, inStep: kept === broadcast.id };
  }
  const current = await kit.get(id);
  if (sentByKit(current, now)) return sent(current, now);
  const known = id;
  const { held, refused } = await writeScheduled((withSendAt) => kit.update(known, withSendAt), fields, sendAt, options.reasonOf);
  // Taken up after an attempt that may have created one more: keep this one only.
  if (options.lookFirst) await keepOne(kit, row.slug, now, known);
  return { kit_id: known, kit_send_at: held, sent_at: null, refused: null, schedule_refused: refused ?? missed, inStep: true };
}

/** The broadcasts in Kit, first made first. */
async function oursInKit(kit: KitBroadcastClient, slug: string): Promise<KitBroadcast[]> {
  return (await kit.list()).filter((broadcast) => isOurs(broadcast, slug)).sort((a, b) => a.id - b.id);
}

/** Deletes every unsent broadcast of the issue but one (`keep`, else the first made); the one kept. */
async function keepOne(kit: KitBroadcastClient, slug: string, now: number, keep?: number): Promise<number | undefined> {
  const unsent = (await oursInKit(kit, slug)).filter((broadcast) => !sentByKit(broadcast, now));
  const kept = keep !== undefined && unsent.some((broadcast) => broadcast.id === keep) ? keep : unsent[0]?.id;
  for (const extra of unsent) if (extra.id !== kept) await kit.delete(extra.id);
  return kept;
}

/**
 * Writes the broadcast with its schedule. Kit refusing the schedule (e.g. 422 for a time it reads
 * as past) writes it again as a draft (send_at null), so it never keeps a schedule he did not
 * choose; Kit's words are kept to show him.
 */
async function writeScheduled(
  write: (fields: KitBroadcastFields) => Promise<KitBroadcast>,
  fields: KitBroadcastFields,
  sendAt: string | null,
  reasonOf: (error: unknown) => string,
): Promise<{ broadcast: KitBroadcast; held: string | null; refused?: string }> {
  if (sendAt === null) return { broadcast: await write(fields), held: null };
  try {
    return { broadcast: await write({ ...fields, send_at: sendAt }), held: sendAt };
  } catch (error) {
    if (!refusedByKit(error)) throw error;
    return { broadcast: await write(fields), held: null, refused: reasonOf(error) };
  }
}
