import { KEY_PREFIX, kvKeys } from "../store";
import { utcDay, type StatsEvent, type StatsRow } from "./events";

/** Local events outlive any range the page reads (366 days). */
const LOCAL_EVENT_TTL_SECONDS = 400 * 86_400;

/**
 * Without Analytics Engine's account id and token (development, `npm start`, tests): each event is
 * a SIGNUPS_KV key `event:<day>:<time>:<id>` with the event as its metadata, so one list reads them.
 */
export async function writeLocalEvent(kv: KVNamespace, event: StatsEvent, time = Date.now()): Promise<void> {
  await kv.put(kvKeys.event(utcDay(time), time, crypto.randomUUID()), "", { metadata: event, expirationTtl: LOCAL_EVENT_TTL_SECONDS });
}

export async function readLocalEvents(kv: KVNamespace, from: string, to: string): Promise<StatsRow[]> {
  const rows: StatsRow[] = [];
  let cursor: string | undefined;
  do {
    // Events stored before experiments existed have no experiment fields.
    const page = await kv.list<Partial<StatsEvent>>({ prefix: KEY_PREFIX.event, ...(cursor ? { cursor } : {}) });
    for (const { name, metadata } of page.keys) {
      const [day = "", time = "0"] = name.slice(KEY_PREFIX.event.length).split(":");
      if (!metadata || day < from || day > to) continue;
      const { country: _country, device: _device, weight, ...event } = metadata;
      rows.push({ ...(event as Omit<StatsEvent, "country" | "device" | "weight">), experiment: event.experiment ?? "", variant: event.variant ?? "", day, first: Number(time), count: weight ?? 1 });
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return rows;
}
