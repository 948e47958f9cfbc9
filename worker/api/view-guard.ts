import { clientKey, networkKey } from "../limits";
import { utcDay, type RefusalReason } from "../stats";
import type { Env } from "../config";

/**
 * The caps on beacons a person never reaches, counted without spending a Durable Object request
 * (the signup limits need those): per address (an IPv4 address or an IPv6 /64, worker/limits):
 *
 * - PAGE_MINUTE: 10 beacons of one page and kind a minute from one visitor, an address and a browser
 *   (`VIEW_PAGE_LIMIT`; the visitor hash is made of the same two). A reader reloads a page a few
 *   times at most; 300 beacons of one page in a minute count as at most 10 views, while a room of
 *   different browsers behind one address, all opening the page the speaker names, stays below.
 * - ADDRESS_MINUTE: 100 beacons a minute of any page (`VIEW_ADDRESS_LIMIT`): an office or a
 *   school behind one address, dozens of readers each opening a page every few seconds, stays
 *   below; a script rotating user agents (a new visitor hash each time) does not.
 * - ADDRESS_DAY: 1,000 beacons a UTC day, counted in the isolate: a household reads tens of pages
 *   a day. Isolates do not share this count, so it only stops a script that stays on one.
 * - NETWORK_PAGE_MINUTE: 60 beacons of one page and kind a minute from one IPv6 /48
 *   (`VIEW_NETWORK_LIMIT`), whatever the browser. A /48 holds 65,536 /64s, each with the caps above,
 *   so without it one holder counts as many views of one campaign's page as it likes; sixty a
 *   minute is a full room at a talk opening the page the speaker names. Counted only once the
 *   client's own caps passed (one /64's flood does not spend its neighbours' allowance), and the
 *   one cap answered 429 with Retry-After rather than 204: the rest of the network's beacons are
 *   the same script's, and telling it to wait costs less than counting its refusals.
 *
 * The minute caps are Cloudflare's Rate Limiting binding
 * (https://developers.cloudflare.com/workers/runtime-apis/bindings/rate-limit/): counted per
 * Cloudflare location, shared by that location's isolates, eventually consistent and "permissive"
 * by design, with a period of 10 or 60 s, so a burst may pass a little over a cap. That is fine for
 * counting (a few views too many), unlike the exact signup limits (worker/limits/counter.ts).
 */
export const PAGE_MINUTE = 10;
export const ADDRESS_MINUTE = 100;
export const ADDRESS_DAY = 1_000;
export const NETWORK_PAGE_MINUTE = 60;
/** A beacon over the /48's cap waits out the binding's minute. */
export const NETWORK_RETRY_SECONDS = 60;
/** Addresses remembered by one isolate in a day before the tally starts again. */
const MAX_ADDRESSES = 10_000;

let day = "";
const perAddress = new Map<string, number>();

function overDailyCap(address: string, today: string): boolean {
  if (today !== day || perAddress.size >= MAX_ADDRESSES) {
    day = today;
    perAddress.clear();
  }
  const count = (perAddress.get(address) ?? 0) + 1;
  perAddress.set(address, count);
  return count > ADDRESS_DAY;
}

/** Why this beacon of `path` (a page of the site) is over a cap, or undefined when it counts. */
export async function beaconOverCap(env: Env, request: Request, path: string, kind: "view" | "booking"): Promise<RefusalReason | undefined> {
  const address = clientKey(request.headers.get("CF-Connecting-IP"));
  if (overDailyCap(address, utcDay())) return "address-day";
  if (!(await env.VIEW_ADDRESS_LIMIT.limit({ key: address })).success) return "address-minute";
  const browser = request.headers.get("User-Agent") ?? "";
  if (!(await env.VIEW_PAGE_LIMIT.limit({ key: `${address} ${browser} ${kind} ${path}` })).success) return "page-minute";
  const network = networkKey(request.headers.get("CF-Connecting-IP"));
  if (network && !(await env.VIEW_NETWORK_LIMIT.limit({ key: `${network} ${kind} ${path}` })).success) return "network-minute";
  return undefined;
}
