import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";

const counters = (env as unknown as Env).LIMIT_COUNTER;

describe("LimitCounter: one exact window per subject", () => {
  it("counts to its maximum, then says when the window ends", async () => {
    const counter = counters.get(counters.idFromName(`test:${crypto.randomUUID()}`));
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await counter.take(3, 600));
    expect(decisions.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(decisions[3]).toMatchObject({ allowed: false });
    expect((decisions[3] as { retryAfter: number }).retryAfter).toBeGreaterThan(590);
  });

  it("keeps nothing once its window is over: the alarm deletes the object's storage", async () => {
    const counter = counters.get(counters.idFromName(`test:${crypto.randomUUID()}`));
    await counter.take(3, 600);
    // The alarm of a window still running keeps the count.
    await runDurableObjectAlarm(counter);
    expect(await runInDurableObject(counter, (_, state) => [...state.storage.kv.list()].length)).toBe(1);
    await runInDurableObject(counter, (_, state) => state.storage.kv.put("window", { count: 3, resetAt: Date.now() - 1 }));
    await runDurableObjectAlarm(counter);
    expect(await runInDurableObject(counter, (_, state) => [...state.storage.kv.list()].length)).toBe(0);
  });
});
