/**
 * What one counted event holds: no IP address, no user agent, no email. A view; a signup and its
 * confirmation; a click on a booking action (the beacon); a speaker inquiry sent; and beacons
 * refused (`path` holds the reason, `weight` how many: refusals.ts).
 */
export type EventKind = "view" | "signup" | "confirmed" | "booking" | "inquiry" | "refused";
export const EVENT_KINDS: readonly EventKind[] = ["view", "signup", "confirmed", "booking", "inquiry", "refused"];

export interface StatsEvent {
  kind: EventKind;
  /** The page viewed, or the page a signup was sent from. */
  path: string;
  /** UTM of the page's address (views) or of the signup's page. */
  source: string;
  medium: string;
  campaign: string;
  content: string;
  /** YouTube video id, when the link named one. */
  video: string;
  /** External referrer host (the site's own host is left empty). */
  referrerHost: string;
  /** Two-letter country from Cloudflare (`request.cf.country`). */
  country: string;
  device: "mobile" | "tablet" | "desktop" | "";
  /** Daily visitor hash; empty when not known (Global Privacy Control, webhook without a signup day). */
  visitor: string;
  /** Signups and confirmations: `newsletter` or the lead magnet's slug. */
  form: string;
  /** Confirmations: the UTC day of the signup, to find the visitor's first touch that day. */
  signupDay: string;
  /** The experiment the page ran and the variant this visitor saw there; empty outside experiments. */
  experiment: string;
  variant: string;
  /** How many events this one stands for (refusals are stored as one weighted event a minute); 1 when absent. */
  weight?: number;
}

/**
 * A group of events as the readers return it (the local store: one event per row; Analytics
 * Engine: grouped by every field the report uses, counted with `SUM(_sample_interval)`).
 */
export interface StatsRow extends Omit<StatsEvent, "country" | "device" | "weight"> {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  /** Time of the group's first event, ms since the epoch. */
  first: number;
  count: number;
}

/** Longest text kept per field: a local record travels as KV metadata (1024 bytes). */
const LIMITS: Record<string, number> = {
  path: 200,
  source: 80,
  medium: 80,
  campaign: 80,
  content: 80,
  video: 11,
  referrerHost: 100,
  country: 2,
  device: 7,
  visitor: 32,
  form: 60,
  signupDay: 10,
  experiment: 32,
  variant: 32,
};

export function clampEvent(event: StatsEvent): StatsEvent {
  const clamped = { ...event } as unknown as Record<string, string>;
  for (const [field, max] of Object.entries(LIMITS)) clamped[field] = String(clamped[field] ?? "").slice(0, max);
  const weight = event.weight;
  return { ...(clamped as unknown as StatsEvent), ...(weight !== undefined ? { weight: Math.max(1, Math.min(1_000_000, Math.floor(weight))) } : {}) };
}

export const utcDay = (time: number | Date = Date.now()) => new Date(time).toISOString().slice(0, 10);
