import type { Env } from "../../../worker/config";
import type { StatsEvent } from "../../../worker/stats";
import { kvKeys } from "../../../worker/store";

/** Stores `event` in the local stats store (development) as recorded at `time`, under that day. */
export async function storeStatsEvent(env: Pick<Env, "SIGNUPS_KV">, event: StatsEvent, time = Date.now()): Promise<void> {
  await env.SIGNUPS_KV.put(kvKeys.event(new Date(time).toISOString().slice(0, 10), time, crypto.randomUUID()), "", { metadata: event });
}
