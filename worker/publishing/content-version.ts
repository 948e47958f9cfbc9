import { startOfDay } from "../../src/publishing/zone-time";
import { readWithVersion } from "../versions";

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
  /** YYYY-MM-DD of the next scheduled issue, if any. */
  nextScheduled: string | null;
}

interface VersionRow {
  due: string | null;
  next: string | null;
}

export async function readContentVersion(db: D1Database, today: string): Promise<ContentVersion> {
  const row = await readWithVersion<VersionRow>(
    db,
    "issues",
    `(SELECT max(date) FROM newsletter_issues WHERE state = 'published' AND date <= ?2) AS due,
     (SELECT min(date) FROM newsletter_issues WHERE state = 'published' AND date > ?2) AS next`,
    [today],
  );
  return { key: `${row?.version ?? 0}-${row?.due ?? "none"}`, nextScheduled: row?.next ?? null };
}

/** Seconds from `now` until 00:00 of `day` in the owner's zone, when an issue dated that day goes live. */
export function secondsUntilDay(day: string, now: Date, timeZone: string): number {
  return Math.max(0, Math.floor((startOfDay(day, timeZone) - now.getTime()) / 1000));
}
