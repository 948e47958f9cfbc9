/**
 * How much of an experiment one client may move in a day. The variant is assigned from the visitor
 * hash (address and User-Agent), so a script can fetch a page with ever-new User-Agents, keep those
 * that see the variant it favours and convert with them; a conversion then counts for a visitor
 * the script chose. Per client (an IPv4 address or an IPv6 /64: worker/limits' clientKey), per
 * experiment, per UTC day, only the first CREDITED_VISITORS visitors seen and the first
 * CREDITED_CONVERTERS converting visitors are credited to a variant; the rest count for the page
 * alone (its views, bookings and signups are kept, outside the experiment). A household or an
 * office stays within the bound; a script needs ever-new addresses to pass it. Events without a
 * visitor hash in the stats (Global Privacy Control), which the results count one by one, are
 * counted one by one here too.
 *
 * Counted in the isolate's memory: no Durable Object request, no D1 row, no new quota spent per
 * request. An isolate knows only its own requests, so a script spread over many locations gets the
 * bound once per isolate; it still needs as many isolates as the bound divides its traffic by.
 */
export const CREDITED_VISITORS = 20;
export const CREDITED_CONVERTERS = 3;
/**
 * Keys one isolate remembers (memory stays bounded): past it, the least recently used key is
 * forgotten, not the whole day's count (a flood of new clients resets no one else's bound).
 */
export const MAX_KEYS = 20_000;

export type CreditKind = "view" | "conversion";

let countedDay = "";
const credited = new Map<string, Set<string>>();
let anonymous = 0;

/**
 * Whether an event of `visitor` (empty under Global Privacy Control) from `client` may be credited
 * to `experiment` today; the first event of a visitor takes a place, later ones of that visitor use it.
 */
export function takeCredit(client: string, experiment: string, kind: CreditKind, visitor: string, day: string): boolean {
  if (day !== countedDay) {
    countedDay = day;
    credited.clear();
  }
  const key = `${experiment}|${kind}|${client}`;
  const seen = credited.get(key) ?? new Set<string>();
  // A Map keeps insertion order: set again, the key is the newest; the first keys are the oldest.
  credited.delete(key);
  for (const oldest of credited.keys()) {
    if (credited.size < MAX_KEYS) break;
    credited.delete(oldest);
  }
  credited.set(key, seen);
  // An event without a visitor hash is its own visitor: each takes a place.
  const who = visitor || `anonymous:${++anonymous}`;
  if (seen.has(who)) return true;
  if (seen.size >= (kind === "view" ? CREDITED_VISITORS : CREDITED_CONVERTERS)) return false;
  seen.add(who);
  return true;
}
