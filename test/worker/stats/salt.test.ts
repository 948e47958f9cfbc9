import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import type { DailySalt } from "../../../worker/stats";

const dayAt = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const namespace = () => (env as unknown as Env).DAILY_SALT;
const freshStub = () => namespace().get(namespace().idFromName(`test-${crypto.randomUUID()}`));
const storedDays = (stub: DurableObjectStub<DailySalt>) =>
  runInDurableObject(stub, async (_instance: DailySalt, state) => [...(await state.storage.list()).keys()].sort());

describe("DailySalt", () => {
  it("makes one random salt per day and keeps it for the whole day, even once the next day's exists", async () => {
    const stub = freshStub();
    const [today, tomorrow] = [dayAt(0), dayAt(1)];
    const monday = await stub.saltFor(today);
    expect(monday).toMatch(/^[0-9a-f]{64}$/);
    expect(await stub.saltFor(today)).toBe(monday);
    const tuesday = await stub.saltFor(tomorrow);
    expect(tuesday).not.toBe(monday);
    // A request for today arriving after tomorrow's first one: today's salt is still today's.
    expect(await stub.saltFor(today)).toBe(monday);
    expect(await storedDays(stub)).toEqual([today, tomorrow]);
    await runInDurableObject(stub, async (_instance: DailySalt, state) => {
      // Its alarm is the end of the oldest day kept, UTC.
      expect(await state.storage.getAlarm()).toBe(Date.parse(`${tomorrow}T00:00:00Z`));
    });
  });

  it("sends D after D+1: D is made then, once, and D+1 is not deleted", async () => {
    const stub = freshStub();
    const [today, tomorrow] = [dayAt(0), dayAt(1)];
    const tuesday = await stub.saltFor(tomorrow);
    const monday = await stub.saltFor(today);
    expect(monday).not.toBe(tuesday);
    expect(await stub.saltFor(tomorrow)).toBe(tuesday);
    expect(await stub.saltFor(today)).toBe(monday);
    expect(await storedDays(stub)).toEqual([today, tomorrow]);
  });

  it("never makes a salt again for a day that is over, nor for a day more than one ahead", async () => {
    const stub = freshStub();
    expect(await stub.saltFor(dayAt(-1))).toBeNull();
    expect(await stub.saltFor(dayAt(3))).toBeNull();
    expect(await storedDays(stub)).toEqual([]);
  });

  it("drops ended days when its alarm runs, and keeps the days not over", async () => {
    const stub = freshStub();
    const today = dayAt(0);
    await stub.saltFor(today);
    // A salt of yesterday, as one kept from before midnight. The alarm is set ahead, so only
    // runDurableObjectAlarm runs it: one set in the past would also fire by itself, and the
    // helper would find none scheduled while that run was still under way.
    await runInDurableObject(stub, async (_instance: DailySalt, state) => {
      await state.storage.put(dayAt(-1), "f".repeat(64));
      await state.storage.setAlarm(Date.now() + 3_600_000);
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await storedDays(stub)).toEqual([today]);
    await runInDurableObject(stub, async (_instance: DailySalt, state) => {
      expect(await state.storage.getAlarm()).toBe(Date.parse(`${dayAt(1)}T00:00:00Z`));
    });
  });
});
