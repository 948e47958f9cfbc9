import { KitError, type KitBroadcast, type KitBroadcastClient, type KitBroadcastFields } from "../kit";
import { broadcastMarker, ofIssue, readMarker, sentByKit } from "./marker";
import { factsOf, SECOND_CREATE_MS, type BroadcastRow, type Facts, type Outcome } from "./record";

/**
 * One issue brought to what he wants, from one read of Kit's list (https://developers.kit.com/api-reference/broadcasts/list-broadcasts):
 * exactly one broadcast carrying the issue's marker (the one the record knows, else the first made;
 * every other unsent one is deleted, DELETE answering 204), its content at the wanted revision (the
 * marker says which), its send_at the wanted moment, nothing scheduled for an issue off the web.
 * Kit's API has no idempotency key and its answers arrive late or never, so nothing is assumed from
 * a call whose answer is unknown: the next pass's list settles it.
 */

/** The email as the issue gives it now: subject, preview text, HTML, template, `public: false`. */
export type EmailFields = Omit<KitBroadcastFields, "description" | "send_at">;

export interface IssueContext {
  kit: KitBroadcastClient;
  now: number;
  /** The email's fields (read only when a write needs them); null: the issue is gone. */
  email: () => Promise<EmailFields | null>;
  /** A failed call as its stored code (src/publishing/kit-problem.ts). */
  reasonOf: (error: unknown) => string;
}

/** Kit is sending (or about to): a broadcast whose send_at is this near is never written to. */
export const SENDING_MS = 2 * 60_000;
/** A send_at given to Kit must be this far ahead, so Kit never reads it as now. */
const LEAD_MS = 60_000;

/** Kit may have done it: a timeout, a network error, any 5xx, an answer that is not Kit's JSON. */
export const outcomeUnknown = (error: unknown) =>
  !(error instanceof KitError) || error.kind === "timeout" || error.kind === "network" || error.kind === "server" || error.kind === "unexpected";
/** Kit read the request and refused it (400, 422): no retry of the same makes it take it. */
const refusedByKit = (error: unknown) => error instanceof KitError && error.kind === "invalid";

const iso = (ms: number) => new Date(ms).toISOString();
const sameMoment = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));
const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : Date.parse(a) >= Date.parse(b) ? a : b);

/** The send_at Kit should hold: the wanted moment while Kit holds it or it is still ahead; else none (a draft, the moment missed). */
function target(row: BroadcastRow, held: string | null, now: number): { sendAt: string | null; missed: number } {
  if (row.wanted !== "scheduled" || row.wanted_send_at === null) return { sendAt: null, missed: 0 };
  if (sameMoment(held, row.wanted_send_at)) return { sendAt: held, missed: 0 };
  if (Date.parse(row.wanted_send_at) > now + LEAD_MS) return { sendAt: row.wanted_send_at, missed: 0 };
  return { sendAt: null, missed: 1 };
}

/** A call that failed: its outcome unknown keeps the issue watched (and the moment it may have set); else only its code. */
function failed(facts: Facts, error: unknown, ctx: IssueContext, sendAt: string | null = null): Outcome {
  const reason = ctx.reasonOf(error);
  if (!outcomeUnknown(error)) return { ...facts, reason, inStep: false };
  return { ...facts, reason, unsettled_at: ctx.now, unsettled_send_at: later(facts.unsettled_send_at, sendAt), inStep: false };
}

/** Deletes `extras` (never a sent one: Kit keeps what it sent); an unknown outcome keeps the issue watched. */
async function deleteAll(extras: readonly KitBroadcast[], facts: Facts, ctx: IssueContext): Promise<{ facts: Facts; settled: boolean }> {
  let settled = true;
  let after = facts;
  for (const extra of extras) {
    try {
      await ctx.kit.delete(extra.id);
    } catch (error) {
      // 404: already gone. Anything else: the next list shows whether it went.
      if (error instanceof KitError && error.kind === "not_found") continue;
      settled = false;
      const { inStep: _, ...rest } = failed(after, error, ctx, extra.send_at ?? null);
      after = rest;
    }
  }
  return { facts: after, settled };
}

export async function reconcileIssue(row: BroadcastRow, listed: readonly KitBroadcast[], ctx: IssueContext): Promise<Outcome> {
  const { now } = ctx;
  const ours = ofIssue(listed, row.slug);
  const unsent = ours.filter((broadcast) => !sentByKit(broadcast, now));
  const facts: Facts = { ...factsOf(row), reason: null };

  const sent = ours.find((broadcast) => broadcast.id === row.kit_id && sentByKit(broadcast, now)) ?? ours.find((broadcast) => sentByKit(broadcast, now));
  if (sent) {
    // Kit sent it: recorded from its list, never written to again; a copy still unsent would be a second email.
    const after = await deleteAll(unsent, facts, ctx);
    const sentAt = sent.send_at ?? iso(now);
    return { ...after.facts, kit_id: sent.id, kit_send_at: sentAt, sent_at: sentAt, deleted_in_kit_at: null, inStep: true };
  }

  const known = unsent.find((broadcast) => broadcast.id === row.kit_id);
  if (row.deleted_in_kit_at !== null || (row.kit_id !== null && !known)) {
    // Gone from Kit unsent: he deleted it in Kit's app (the site never deletes the one it keeps).
    // Never made again silently; a copy Kit committed late goes too, so this email does not go out.
    const after = await deleteAll(unsent, facts, ctx);
    return { ...after.facts, kit_send_at: null, deleted_in_kit_at: row.deleted_in_kit_at ?? iso(now), inStep: after.settled };
  }

  const keep = known ?? unsent[0];
  const after = await deleteAll(
    unsent.filter((broadcast) => broadcast !== keep),
    facts,
    ctx,
  );
  const outcome = keep ? await bringUpToDate(row, keep, after.facts, ctx) : await createFor(row, after.facts, ctx);
  return { ...outcome, inStep: outcome.inStep && after.settled };
}

/** No broadcast of the issue in Kit: made, unless he wants none or a create of unknown outcome may still be committed. */
async function createFor(row: BroadcastRow, facts: Facts, ctx: IssueContext): Promise<Outcome> {
  const none = { ...facts, kit_id: null, kit_send_at: null };
  if (row.wanted === "none") return { ...none, inStep: true };
  if (ctx.now < row.unsettled_at + SECOND_CREATE_MS) return { ...none, inStep: false };
  const email = await ctx.email();
  if (!email) return { ...none, inStep: true };
  const { sendAt, missed } = target(row, null, ctx.now);
  const fields: KitBroadcastFields = { ...email, description: broadcastMarker(row.slug, row.revision), send_at: sendAt };
  const made = (broadcast: KitBroadcast, held: string | null, scheduleRefused: string | null): Outcome => ({
    ...none,
    kit_id: broadcast.id,
    kit_send_at: broadcast.send_at === undefined ? held : broadcast.send_at,
    refused: null,
    schedule_refused: scheduleRefused,
    send_missed: missed,
    inStep: true,
  });
  return writeOrDraft(none, sendAt, true, (withSendAt) => ctx.kit.create({ ...fields, send_at: withSendAt }), made, ctx);
}

/** The broadcast kept: its content brought to the wanted revision and its send_at to the wanted moment, writing only what differs. */
async function bringUpToDate(row: BroadcastRow, keep: KitBroadcast, facts: Facts, ctx: IssueContext): Promise<Outcome> {
  const held = keep.send_at ?? null;
  const base: Facts = { ...facts, kit_id: keep.id, kit_send_at: held, deleted_in_kit_at: null };
  const { sendAt, missed } = target(row, held, ctx.now);
  const contentCurrent = row.wanted === "none" || readMarker(keep.description)?.revision === row.revision;
  const scheduleCurrent = sameMoment(held, sendAt);
  // Kit is sending it now: never written to (a fix never cancels an email); the pass after the moment records it sent.
  if (held !== null && Date.parse(held) <= ctx.now + SENDING_MS) return { ...base, inStep: contentCurrent && scheduleCurrent };
  if (contentCurrent && scheduleCurrent) return { ...base, send_missed: missed, inStep: true };
  const email = contentCurrent ? {} : await ctx.email();
  if (email === null) return { ...base, inStep: true };
  // A send_at Kit already holds is left out, so the write changes the content and never the moment.
  const fields: Partial<KitBroadcastFields> = {
    ...email,
    ...(contentCurrent ? {} : { description: broadcastMarker(row.slug, row.revision) }),
    ...(scheduleCurrent ? {} : { send_at: sendAt }),
  };
  const written = (answer: KitBroadcast, heldNow: string | null, scheduleRefused: string | null): Outcome => ({
    ...base,
    kit_send_at: answer.send_at === undefined ? heldNow : answer.send_at,
    refused: null,
    schedule_refused: scheduleRefused,
    send_missed: missed,
    inStep: true,
  });
  const update = (withSendAt: string | null) => ctx.kit.update(keep.id, withSendAt === sendAt ? fields : { ...fields, send_at: withSendAt });
  return writeOrDraft(base, sendAt, !scheduleCurrent, update, written, ctx);
}

/**
 * One write with its schedule. Kit refusing a schedule the write carried (e.g. 422 for a time it
 * reads as past) writes it again as a draft, with Kit's words, rather than keep a schedule he did
 * not choose; Kit refusing anything else is recorded in its words; a failure as `failed` says.
 */
async function writeOrDraft(
  base: Facts,
  sendAt: string | null,
  carriesSchedule: boolean,
  write: (sendAt: string | null) => Promise<KitBroadcast>,
  done: (answer: KitBroadcast, held: string | null, scheduleRefused: string | null) => Outcome,
  ctx: IssueContext,
): Promise<Outcome> {
  try {
    return done(await write(sendAt), sendAt, null);
  } catch (error) {
    if (!refusedByKit(error)) return failed(base, error, ctx, sendAt);
    if (!carriesSchedule || sendAt === null) return { ...base, refused: ctx.reasonOf(error), inStep: true };
    try {
      return done(await write(null), null, ctx.reasonOf(error));
    } catch (again) {
      return refusedByKit(again) ? { ...base, refused: ctx.reasonOf(again), inStep: true } : failed(base, again, ctx);
    }
  }
}
