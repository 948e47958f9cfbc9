import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import type { DailySalt } from "../../../worker/stats";

const dayAt = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const namespace = () => (env as unknown as Env).DAILY_SALT;

describe("DailySalt", () => {
  it("makes one random salt per day, keeps it for the day, and deletes the previous day's", async () => {
    const stub = namespace().get(namespace().idFromName(`test-${crypto.randomUUID()}`));
    const [today, tomorrow] = [dayAt(0), dayAt(1)];
    const monday = await stub.saltFor(today);
    expect(monday).toMatch(/^[0-9a-f]{64}$/);
    expect(await stub.saltFor(today)).toBe(monday);
    const tuesday = await stub.saltFor(tomorrow);
    expect(tuesday).not.toBe(monday);
    await runInDurableObject(stub, async (_instance: DailySalt, state) => {
      expect([...(await state.storage.list()).keys()]).toEqual([tomorrow]);
      // Its alarm is the end of that day, UTC.
      expect(await state.storage.getAlarm()).toBe(Date.parse(`${dayAt(2)}T00:00:00Z`));
    });
  });

  it("drops ended days when its alarm runs", async () => {
    const stub = namespace().get(namespace().idFromName(`test-${crypto.randomUUID()}`));
    // Yesterday's salt: its alarm (midnight just gone) is due at once.
    await stub.saltFor(dayAt(-1));
    await runDurableObjectAlarm(stub);
    await runInDurableObject(stub, async (_instance: DailySalt, state) => {
      expect([...(await state.storage.list()).keys()]).toEqual([]);
    });
  });
});
