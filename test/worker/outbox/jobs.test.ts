import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import { claim, complete, doubling, dueJobs, fail, findJob, finish, forgetDone, oweAgain, oweOnce, release, type OutboxPolicy } from "../../../worker/outbox";
import { must } from "../../../src/must.ts";

const db = (env as Env).DB;
const policy: OutboxPolicy = { leaseSeconds: 60, backoffSeconds: doubling(30, 3600), maxAttempts: 3 };
const T0 = 1_800_000_000_000;
let n = 0;
/** A kind of its own per test, so the tests never see each other's jobs. */
const freshKind = () => `test-${++n}-${crypto.randomUUID().slice(0, 6)}`;

describe("the outbox", () => {
  it("two runners claim one job: one holds it, the other gets nothing", async () => {
    const kind = freshKind();
    await oweOnce(db, kind, "a", T0).run();
    const [first, second] = await Promise.all([claim(db, `${kind}:a`, policy, T0), claim(db, `${kind}:a`, policy, T0)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await claim(db, `${kind}:a`, policy, T0 + 59_000)).toBeUndefined();
  });

  it("a runner that dies: its lease expires, a sweep finds the job and takes it up, knowing it was taken up; the dead runner can no longer close it", async () => {
    const kind = freshKind();
    await oweOnce(db, kind, "a", T0).run();
    const dead = must(await claim(db, `${kind}:a`, policy, T0));
    expect(dead.takenUp).toBe(false);
    expect(await dueJobs(db, kind, { now: T0 + 59_000, limit: 10 })).toEqual([]);
    expect(await dueJobs(db, kind, { now: T0 + 60_000, limit: 10 })).toEqual([`${kind}:a`]);
    const next = must(await claim(db, `${kind}:a`, policy, T0 + 60_000));
    expect(next.takenUp).toBe(true);
    expect(await complete(db, dead, T0 + 61_000)).toBe(false);
    expect(await fail(db, dead, new Error("late"), policy, T0 + 61_000)).toBe("lost");
    expect(await complete(db, next, T0 + 62_000)).toBe(true);
    expect(await findJob(db, `${kind}:a`)).toMatchObject({ done_at: T0 + 62_000, lease: null, attempts: 1 });
    expect(await claim(db, `${kind}:a`, policy, T0 + 10 * 3600_000)).toBeUndefined();
  });

  it("failures wait longer each time, then the job is dead at the limit, with its last error", async () => {
    const kind = freshKind();
    await oweOnce(db, kind, "a", T0).run();
    let at = T0;
    const waits: number[] = [];
    for (const expected of ["again", "again", "dead"] as const) {
      const held = must(await claim(db, `${kind}:a`, policy, at));
      expect(await fail(db, held, new Error(`try ${held.attempts + 1}`), policy, at)).toBe(expected);
      const job = must(await findJob(db, `${kind}:a`));
      waits.push(job.next_at - at);
      at = job.next_at;
    }
    expect(waits.slice(0, 2)).toEqual([30_000, 60_000]);
    expect(await findJob(db, `${kind}:a`)).toMatchObject({ attempts: 3, dead_at: expect.any(Number), last_error: "try 3" });
    expect(await dueJobs(db, kind, { now: at + 10 * 3600_000, limit: 10 })).toEqual([]);
  });

  it("the last try fails while an edit owes the job again: not dead, due again at once with its tries at zero", async () => {
    const kind = freshKind();
    await oweOnce(db, kind, "a", T0).run();
    let at = T0;
    for (let attempt = 0; attempt < policy.maxAttempts - 1; attempt++) {
      const held = must(await claim(db, `${kind}:a`, policy, at));
      expect(await fail(db, held, new Error("down"), policy, at)).toBe("again");
      at = must(await findJob(db, `${kind}:a`)).next_at;
    }
    const last = must(await claim(db, `${kind}:a`, policy, at));
    // The edit comes while the last try is with Kit.
    await oweAgain(db, kind, "a", at + 1).run();
    expect(await fail(db, last, new Error("down"), policy, at + 2)).toBe("again");
    expect(await findJob(db, `${kind}:a`)).toMatchObject({ dead_at: null, attempts: 0, next_at: at + 2, lease: null });
    expect(await dueJobs(db, kind, { now: at + 2, limit: 10 })).toEqual([`${kind}:a`]);
  });

  it("owed once: owing again a job that exists changes nothing, done or not", async () => {
    const kind = freshKind();
    await oweOnce(db, kind, "a", T0).run();
    const held = must(await claim(db, `${kind}:a`, policy, T0));
    await complete(db, held, T0 + 1);
    await oweOnce(db, kind, "a", T0 + 2).run();
    expect(await findJob(db, `${kind}:a`)).toMatchObject({ done_at: T0 + 1 });
  });

  it("owed again while a run is under way: that run's completion does not close it, the job is due again at once", async () => {
    const kind = freshKind();
    await oweAgain(db, kind, "a", T0).run();
    const running = must(await claim(db, `${kind}:a`, policy, T0));
    await oweAgain(db, kind, "a", T0 + 1_000).run();
    expect(await complete(db, running, T0 + 2_000)).toBe(true);
    expect(await findJob(db, `${kind}:a`)).toMatchObject({ done_at: null, lease: null, next_at: T0 + 2_000 });
    const again = must(await claim(db, `${kind}:a`, policy, T0 + 2_000));
    expect(await complete(db, again, T0 + 3_000)).toBe(true);
    expect(await findJob(db, `${kind}:a`)).toMatchObject({ done_at: T0 + 3_000 });
    // A done job owed again (an edit next week) opens with its tries at zero.
    await oweAgain(db, kind, "a", T0 + 4_000).run();
    expect(await findJob(db, `${kind}:a`)).toMatchObject({ done_at: null, attempts: 0, next_at: T0 + 4_000 });
  });

  it("finish says how the close went: done; again when owed again during the run (due at once, its tries at zero); lost when the claim was taken up", async () => {
    const kind = freshKind();
    await oweOnce(db, kind, "a", T0).run();
    const first = must(await claim(db, `${kind}:a`, policy, T0));
    await oweAgain(db, kind, "a", T0 + 1_000).run();
    expect(await finish(db, first, T0 + 2_000)).toBe("again");
    expect(await findJob(db, `${kind}:a`)).toMatchObject({ done_at: null, lease: null, attempts: 0, next_at: T0 + 2_000 });
    const second = must(await claim(db, `${kind}:a`, policy, T0 + 2_000));
    expect(await finish(db, second, T0 + 3_000)).toBe("done");
    expect(await findJob(db, `${kind}:a`)).toMatchObject({ done_at: T0 + 3_000, lease: null, attempts: 1, last_error: null });
    expect(await finish(db, second, T0 + 4_000)).toBe("lost");
    await oweAgain(db, kind, "a", T0 + 5_000).run();
    const expired = must(await claim(db, `${kind}:a`, policy, T0 + 5_000));
    const taker = must(await claim(db, `${kind}:a`, policy, T0 + 5_000 + 60_000));
    expect(await finish(db, expired, T0 + 66_000)).toBe("lost");
    expect(await finish(db, taker, T0 + 67_000)).toBe("done");
  });

  it("a claim given back is due at once and counts no try; young jobs are left to their first runner", async () => {
    const kind = freshKind();
    await oweOnce(db, kind, "a", T0).run();
    const held = must(await claim(db, `${kind}:a`, policy, T0));
    await release(db, held, T0 + 5);
    expect(await findJob(db, `${kind}:a`)).toMatchObject({ attempts: 0, lease: null, next_at: T0 + 5 });
    expect(await dueJobs(db, kind, { now: T0 + 10, limit: 10, createdBefore: T0 })).toEqual([]);
    expect(await dueJobs(db, kind, { now: T0 + 10, limit: 10, createdBefore: T0 + 1 })).toEqual([`${kind}:a`]);
  });

  it("done jobs are forgotten after their kind's retention; open ones are kept", async () => {
    const kind = freshKind();
    await db.batch([oweOnce(db, kind, "done", T0), oweOnce(db, kind, "open", T0)]);
    await complete(db, must(await claim(db, `${kind}:done`, policy, T0)), T0);
    await forgetDone(db, kind, T0 + 1).run();
    expect(await findJob(db, `${kind}:done`)).toBeNull();
    expect(await findJob(db, `${kind}:open`)).not.toBeNull();
  });
});
