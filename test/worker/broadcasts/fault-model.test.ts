import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { kitStatus } from "../../../src/components/publishing/kit-status";
import { kitStatusWords } from "../../../src/content/kit-status";
import { readMarker } from "../../../worker/broadcasts";
import { KitWorld, type Action, type KitFault } from "./kit-world";
import { must } from "../../../src/must.ts";

/**
 * The broadcasts' fault model: generated sequences of his actions (publish with a schedule, edit,
 * move, back to a draft, unpublish, publish again, an edit in the last minutes, "Schedule it
 * again") interleaved with Kit's faults (a creation or write committed up to five minutes late, a
 * write committed but answered 504 or timed out, a failing list, a broadcast deleted or sent in
 * Kit's app), against the project's fake Kit driven in-process (./kit-world.ts). After the faults
 * stop and every moment has passed, Kit holds exactly what he wants of every issue, never sent an
 * issue twice or at a moment he had left, and his pages say what Kit holds.
 *
 * fast-check (https://fast-check.dev/docs/core-blocks/runners/#assert): a failing case prints its
 * seed and the shrunk sequence; `fc.assert(…, { seed, path })` replays it.
 */
afterEach(() => vi.restoreAllMocks());

const START = Date.parse("2026-12-01T08:00:00.000Z");
const RUNS = 500;

const fault: fc.Arbitrary<KitFault> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: "ok" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "fail" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "commit-504" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "commit-timeout" as const }) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 300 }).map((seconds) => ({ kind: "late" as const, delayMs: seconds * 1000 })) },
);

const issue = fc.integer({ min: 0, max: 2 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("publish" as const), issue, schedule: fc.boolean(), inMinutes: fc.integer({ min: 0, max: 120 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("edit" as const), issue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("move" as const), issue, inMinutes: fc.integer({ min: 0, max: 120 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("to-draft" as const), issue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("unpublish" as const), issue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("republish" as const), issue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("schedule-again" as const), issue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("last-minutes-edit" as const), issue, secondsBefore: fc.integer({ min: 1, max: 240 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("delete-in-kit" as const), issue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("send-in-kit" as const), issue }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("wait" as const), minutes: fc.integer({ min: 0, max: 6 }) }) },
);

const history = fc.record({
  issues: fc.integer({ min: 1, max: 3 }),
  faultMinutes: fc.integer({ min: 1, max: 20 }),
  faults: fc.array(fault, { maxLength: 60 }),
  actions: fc.array(action, { minLength: 1, maxLength: 25 }),
});

/** Kit, his record and his pages agree, for every issue, once the faults stopped and every moment passed. */
async function expectSettled(world: KitWorld): Promise<void> {
  const seenByPasses = await world.refreshResults();
  for (const { slug } of world.issues) {
    const row = world.store.rows.get(slug);
    const ours = world.ours(slug);
    if (!row) {
      expect(ours, `${slug}: never published, nothing in Kit`).toEqual([]);
      continue;
    }
    const sent = ours.filter((broadcast) => world.sentInKit(broadcast));
    const unsent = ours.filter((broadcast) => !world.sentInKit(broadcast));
    const state = world.stateOf(slug);
    const words = kitStatus(state, "UTC");
    expect(sent.length, `${slug}: never two emails for one issue`).toBeLessThanOrEqual(1);
    expect(unsent.length, `${slug}: at most one broadcast waits in Kit`).toBeLessThanOrEqual(1);
    if (sent.length === 1) {
      const email = must(sent[0]);
      expect(state).toMatchObject({ state: "sent" });
      expect(words.label).toBe(kitStatusWords.sent.label);
      if (world.sentInApp.has(email.id)) continue;
      // Sent by its schedule: a pass saw it in Kit's list (not only the results' refresh), nothing more waits, at a moment
      // he wanted it sent at, for an issue he wanted emailed then.
      expect(seenByPasses.has(slug), `${slug}: a pass recorded the send`).toBe(true);
      expect(unsent, `${slug}: nothing more waits once Kit sent it`).toEqual([]);
      expect(state).toMatchObject({ broadcastId: email.id, sentAt: email.send_at });
      expect(world.wantedAt(slug, Date.parse(must(email.send_at)))).toEqual({ kind: "scheduled", sendAt: email.send_at });
      continue;
    }
    if (row.deleted_in_kit_at !== null) {
      expect(unsent, `${slug}: deleted in Kit, never made again`).toEqual([]);
      expect(state.state).toBe(row.wanted === "none" ? "none" : "deleted");
      if (state.state === "deleted") expect(words.label).toBe(kitStatusWords.deleted.label);
      continue;
    }
    if (row.wanted === "none") {
      expect(
        unsent.filter((broadcast) => broadcast.send_at !== null),
        `${slug}: nothing scheduled for an issue off the web`,
      ).toEqual([]);
      expect(["none", "created"]).toContain(state.state);
    } else if (row.wanted === "draft") {
      expect(unsent, `${slug}: one draft in Kit`).toHaveLength(1);
      expect(must(unsent[0]).send_at).toBeNull();
      expect(readMarker(must(unsent[0]).description)?.revision, `${slug}: Kit holds the last revision`).toBe(row.revision);
      expect(state).toMatchObject({ state: "created", broadcastId: must(unsent[0]).id });
      expect(words.label).toBe(kitStatusWords.created.label);
    } else {
      expect.fail(`${slug}: wanted scheduled at ${row.wanted_send_at}, and Kit sent nothing (Kit holds ${JSON.stringify(unsent)})`);
    }
  }
}

type History = { issues: number; faultMinutes: number; faults: KitFault[]; actions: Action[] };

/** One history played out: his actions with Kit's faults, then time past every moment; answers the world to judge. */
async function play({ issues, faultMinutes, faults, actions }: History): Promise<KitWorld> {
  vi.restoreAllMocks();
  const world = new KitWorld({ issues, faults, start: START, faultMinutes });
  world.route();
  for (const next of actions) await world.act(next);
  // The faults stop; then time runs past every moment (and a quarter of an hour more), the reconciler's alarm firing.
  await world.advance(Math.max(0, world.latestMoment + 15 * 60_000 - world.now));
  return world;
}

/** Histories the generated runs once found failing (shrunk), kept as named cases. */
const regressions: { name: string; history: History }[] = [
  {
    // Seed 1936887138. The first create times out and Kit commits it 121 s later; the pass 2 minutes on makes a
    // second, which he sends from Kit's app; the pass that sees it sent stopped watching the issue, so the late
    // copy, scheduled at the issue's moment, was never deleted and went out too.
    name: "a creation Kit commits late, after he sent the email from Kit's app, is deleted before its moment",
    history: {
      issues: 1,
      faultMinutes: 1,
      faults: [{ kind: "late", delayMs: 1000 }, { kind: "ok" }, { kind: "late", delayMs: 121_000 }],
      actions: [
        { kind: "publish", issue: 0, schedule: false, inMinutes: 0 },
        { kind: "move", issue: 0, inMinutes: 0 },
        { kind: "wait", minutes: 2 },
        { kind: "send-in-kit", issue: 0 },
        { kind: "edit", issue: 0 },
      ],
    },
  },
  {
    // Seed 179594191. The first create times out and Kit commits it 121 s later; the pass 2 minutes on made a second
    // (answered 504), so two drafts stood in Kit while the next list failed, and he sent both from Kit's app.
    name: "no second create while Kit may still commit the first late: never two drafts he could both send",
    history: {
      issues: 1,
      faultMinutes: 4,
      faults: [{ kind: "ok" }, { kind: "late", delayMs: 121_000 }, { kind: "ok" }, { kind: "ok" }, { kind: "commit-504" }, { kind: "fail" }],
      actions: [
        { kind: "publish", issue: 0, schedule: false, inMinutes: 0 },
        { kind: "wait", minutes: 3 },
        { kind: "send-in-kit", issue: 0 },
        { kind: "send-in-kit", issue: 0 },
      ],
    },
  },
  {
    // Seed 179594197. Deleted in Kit, then "Schedule it again" one second before its moment: the new broadcast
    // could only be a draft whose moment had passed. He is now asked to choose a later time first.
    name: "Schedule it again is refused less than five minutes before the moment: no draft left behind a passed moment",
    history: {
      issues: 1,
      faultMinutes: 1,
      faults: [],
      actions: [
        { kind: "publish", issue: 0, schedule: false, inMinutes: 0 },
        { kind: "delete-in-kit", issue: 0 },
        { kind: "move", issue: 0, inMinutes: 0 },
        { kind: "last-minutes-edit", issue: 0, secondsBefore: 1 },
        { kind: "schedule-again", issue: 0 },
        { kind: "edit", issue: 0 },
      ],
    },
  },
];

describe("the broadcasts' fault model", () => {
  for (const { name, history } of regressions) {
    it(name, async () => {
      const world = await play(history);
      await expectSettled(world);
    });
  }

  it(`Kit converges on what he wants after any ${RUNS} generated histories of his actions and Kit's faults`, async () => {
    let cases = 0;
    let passes = 0;
    await fc.assert(
      fc.asyncProperty(history, async (generated) => {
        const world = await play(generated);
        await expectSettled(world);
        cases++;
        passes += world.passes;
      }),
      { numRuns: RUNS },
    );
    expect(cases).toBe(RUNS);
    console.log(`[fault model] ${cases} histories, ${passes} passes`);
  }, 120_000);
});
