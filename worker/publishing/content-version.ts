import { startOfDay } from "../../src/publishing";
import { readIssueMoments } from "../issues";

/**
 * The newsletter's content version: what every page that shows issues (archive, issue pages,
 * feed, sitemap) keys its cached copies by, so that a publish shows on the next request in every
 * isolate and data centre, whatever each holds in memory or in the Cache API.
 *
 * One D1 query a request, on those routes only: the 'issues' version (worker/versions, bumped by
 * every publish, edit, unpublish and republish), the date of the newest issue already due (it changes the day a scheduled issue
 * comes out, with no write), and the next scheduled date (the edge keeps those pages no longer).
 * Both dates are read from the (state, date) index: a few rows read, whatever the archive's size.
 * KV would cost a read of a 100,000-a-day Free quota per view; D1 Free reads 5 million rows a day.
 */
export interface ContentVersion {
  /** Part of the page-cache key: changes with every publish and on the day a scheduled issue appears. */
  key: string;
  /** The next scheduled issue's moment (ISO 8601; YYYY-MM-DD for one stored before 0018), if any. */
  nextScheduled: string | null;
}

export async function readContentVersion(db: D1Database, now: Date, today: string): Promise<ContentVersion> {
  const row = await readIssueMoments(db, now, today);
  return { key: `${row?.version ?? 0}-${row?.due ?? "none"}`, nextScheduled: row?.next ?? null };
}

/** Seconds from `now` until `moment` (ISO 8601), or 00:00 of a day (YYYY-MM-DD) in the owner's zone: when the next issue goes live. */
export function secondsUntilMoment(moment: string, now: Date, timeZone: string): number {
  const at = moment.length === 10 ? startOfDay(moment, timeZone) : Date.parse(moment);
  return Math.max(0, Math.floor((at - now.getTime()) / 1000));
}
