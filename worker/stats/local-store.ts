import { KEY_PREFIX, kvKeys } from "../store";
import { utcDay, type StatsEvent, type StatsRow } from "./events";

/** Local events outlive any range the page reads (366 days). */
const LOCAL_EVENT_TTL_SECONDS = 400 * 86_400;

/**
 * In development without Analytics Engine's account id and token (`npm start`, tests): each event
 * is a SIGNUPS_KV key `event:<day>:<time>:<id>` with the event as its metadata, so one listing of
 * a day's prefix reads that day. Never used in production (record.ts).
 */
export async function writeLocalEvent(kv: KVNamespace, event: StatsEvent, time = Date.now()): Promise<void> {
  await kv.put(kvKeys.event(utcDay(time), time, crypto.randomUUID()), "", { metadata: event, expirationTtl: LOCAL_EVENT_TTL_SECONDS });
}

/** The UTC days from..to, inclusive. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) days.push(utcDay(time));
  return days;
}

/** The events of from..to: one listing per day of the range (its `event:<day>:` prefix), never the whole history. */
export async function readLocalEvents(kv: KVNamespace, from: string, to: string): Promise<StatsRow[]> {
  const days = await Promise.all(daysOf(from, to).map((day) => readLocalDay(kv, day)));
  return days.flat();
}

async function readLocalDay(kv: KVNamespace, day: string): Promise<StatsRow[]> {
  const rows: StatsRow[] = [];
  const prefix = `${KEY_PREFIX.event}${day}:`;
  let cursor: string | undefined;
  do {
    // Events stored before experiments existed have no experiment fields.
    const page = await kv.list<Partial<StatsEvent>>({ prefix, ...(cursor ? { cursor } : {}) });
    for (const { name, metadata } of page.keys) {
      if (!metadata) continue;
      const time = name.slice(prefix.length).split(":")[0] ?? "0";
      const { country: _country, device: _device, weight, ...event } = metadata;
      rows.push({
        ...(event as Omit<StatsEvent, "country" | "device" | "weight">),
        experiment: event.experiment ?? "",
        variant: event.variant ?? "",
        day,
        first: Number(time),
        count: weight ?? 1,
      });
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return rows;
}
