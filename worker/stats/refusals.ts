import { utcDay, type StatsEvent } from "./events";

/**
 * Why a beacon was not counted; the owner's page shows how many of each (src/content/stats.ts
 * words them), so a flood is visible rather than silent.
 */
export const REFUSAL_REASONS = ["bot", "prefetch", "unknown-page", "page-minute", "address-minute", "address-day", "network-minute"] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/**
 * Refusals are tallied in the isolate and stored at most once a minute per isolate, as one event
 * per reason weighted by its count: a flood of a million refused beacons costs a few writes, not a
 * million. The first refusal after a quiet minute is stored at once; what an isolate tallied in its
 * last minute before it is stopped is lost (a count, never a signup).
 */
export const REFUSAL_FLUSH_MS = 60_000;

const pending = new Map<RefusalReason, number>();
let lastFlush = 0;

export function noteRefusal(reason: RefusalReason): void {
  pending.set(reason, (pending.get(reason) ?? 0) + 1);
}

/** The refusals to store now (one event per reason), if a minute has passed since the last; else none. */
export function dueRefusals(now = Date.now()): StatsEvent[] {
  if (pending.size === 0 || now - lastFlush < REFUSAL_FLUSH_MS) return [];
  lastFlush = now;
  const events = [...pending].map(([reason, count]): StatsEvent => refusalEvent(reason, count, now));
  pending.clear();
  return events;
}

function refusalEvent(reason: RefusalReason, count: number, now: number): StatsEvent {
  const blank = {
    source: "",
    medium: "",
    campaign: "",
    content: "",
    video: "",
    referrerHost: "",
    country: "",
    device: "",
    visitor: "",
    form: "",
    signupDay: utcDay(now),
    experiment: "",
    variant: "",
  } as const;
  return { kind: "refused", path: reason, ...blank, weight: count };
}
