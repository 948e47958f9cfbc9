import type { KitBroadcast } from "../kit";
import { must } from "../../src/must.ts";

/**
 * The site's mark on its broadcasts, in Kit's internal description (never shown to readers): the
 * issue's slug and the revision of what he wants that the broadcast's content and schedule carry.
 * Kit's API has no idempotency key, so the list is how a pass knows which broadcasts are the
 * issue's and whether each holds the wanted revision, whatever answers were lost on the way.
 * Never the newsletter's display name: he may rename it.
 */
const PREFIX = "site-issue:";

export const broadcastMarker = (slug: string, revision: number) => `${PREFIX}${slug} r${revision}`;

/** The issue and revision a description marks; revision null for a mark written before revisions (`site-issue:<slug>`). */
export function readMarker(description: string | null | undefined): { slug: string; revision: number | null } | null {
  if (!description?.startsWith(PREFIX)) return null;
  const match = /^(\S+)(?: r(\d+))?$/.exec(description.slice(PREFIX.length));
  return match ? { slug: must(match[1]), revision: match[2] ? Number(match[2]) : null } : null;
}

/** The issue's broadcasts in a list, first made first (Kit's ids grow with each broadcast made). */
export function ofIssue(listed: readonly KitBroadcast[], slug: string): KitBroadcast[] {
  return listed.filter((broadcast) => readMarker(broadcast.description)?.slug === slug).sort((a, b) => a.id - b.id);
}

/** Kit's broadcast was sent (or is being sent): Kit says so, or its send_at has passed. */
export function sentByKit(broadcast: KitBroadcast, now: number): boolean {
  if (broadcast.status && /^(sent|completed|sending|processing)$/i.test(broadcast.status)) return true;
  return typeof broadcast.send_at === "string" && Date.parse(broadcast.send_at) <= now;
}
