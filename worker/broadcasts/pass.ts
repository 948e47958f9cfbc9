import type { KitBroadcastClient } from "../kit";
import { nextWake } from "./plan";
import { factsOf, inStep, type BroadcastRow, type Outcome } from "./record";
import { reconcileIssue, type EmailFields } from "./reconcile";

/**
 * One pass over every watched issue: Kit's list read once (newest first, down to the oldest watched
 * issue's first possible broadcast), each issue reconciled from it, each outcome recorded only if
 * the issue is still at the revision the pass read. The caller runs passes one at a time (the
 * BroadcastReconciler Durable Object); the answer says when the next one is due.
 */
export interface BroadcastStore {
  watched(now: number): Promise<BroadcastRow[]>;
  /** The row after the outcome; undefined when a change came meanwhile (the outcome is dropped). */
  record(row: BroadcastRow, outcome: Outcome): Promise<BroadcastRow | undefined>;
  /** Why the list could not be read, on the rows still on their way to Kit. */
  noteUnread(slugs: string[], reason: string): Promise<void>;
}

export interface PassOptions {
  store: BroadcastStore;
  kit: KitBroadcastClient;
  now: number;
  email: (slug: string) => Promise<EmailFields | null>;
  reasonOf: (error: unknown) => string;
}

export interface PassResult {
  /** When the next pass is due (ms); null: nothing is watched. */
  next: number | null;
  watched: number;
  /** Kit calls made, by kind. */
  calls: { list: number; writes: number };
}

/** Kit's clocks and ours differ a little: the list is read this much further back. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** Writes to Kit in one pass; the issues left wait for the next pass, a minute later (each call is a subrequest). */
export const MAX_WRITES_PER_PASS = 10;

/** Counts the calls a pass makes, and stops writes past the pass's share. */
function counted(kit: KitBroadcastClient, calls: PassResult["calls"]): KitBroadcastClient {
  const write =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) => {
      calls.writes++;
      return call(...args);
    };
  return {
    ...kit,
    list: (options) => {
      calls.list++;
      return kit.list(options);
    },
    create: write(kit.create),
    update: write(kit.update),
    delete: write(kit.delete),
  };
}

const soonest = (row: BroadcastRow) => (row.wanted === "scheduled" && row.wanted_send_at ? Date.parse(row.wanted_send_at) : Number.POSITIVE_INFINITY);

export async function runPass({ store, kit, now, email, reasonOf }: PassOptions): Promise<PassResult> {
  const calls = { list: 0, writes: 0 };
  const rows = await store.watched(now);
  if (rows.length === 0) return { next: null, watched: 0, calls };
  const client = counted(kit, calls);
  let listed: Awaited<ReturnType<KitBroadcastClient["list"]>>;
  try {
    listed = await client.list({ madeSince: Math.min(...rows.map((row) => row.since)) - CLOCK_SKEW_MS });
  } catch (error) {
    // Nothing is known of Kit this pass: nothing recorded but the words, and the next pass in a minute.
    await store.noteUnread(
      rows.filter((row) => !inStep(row)).map((row) => row.slug),
      reasonOf(error),
    );
    return { next: now + 60_000, watched: rows.length, calls };
  }
  const after: BroadcastRow[] = [];
  // The email that goes soonest first: a pass cut short by its share of writes leaves the later ones.
  for (const row of [...rows].sort((a, b) => soonest(a) - soonest(b))) {
    if (calls.writes >= MAX_WRITES_PER_PASS) {
      after.push({ ...row, confirmed_revision: -1 });
      continue;
    }
    let outcome: Outcome;
    try {
      outcome = await reconcileIssue(row, listed, { kit: client, now, email: () => email(row.slug), reasonOf });
    } catch (error) {
      // A failure outside Kit's calls (the email could not be composed, storage): nothing learnt of Kit.
      outcome = { ...factsOf(row), reason: reasonOf(error), inStep: false };
    }
    after.push((await store.record(row, outcome)) ?? { ...row, confirmed_revision: -1 });
  }
  return { next: nextWake(after, now), watched: rows.length, calls };
}
