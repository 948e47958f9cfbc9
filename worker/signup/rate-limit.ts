import { clientKey } from "./client-key";

interface Window {
  count: number;
  /** Epoch ms the window ends. */
  resetAt: number;
}

export interface WindowLimit {
  /** KV key of this client's window (hashed: no addresses in key names). */
  key: (client: string) => Promise<string>;
  max: number;
  windowSeconds: number;
}

/** Allowed decisions carry the count's write, which the caller may finish after answering. */
export type RateDecision = { allowed: true; record: () => Promise<void> } | { allowed: false; retryAfter: number };

/**
 * A fixed window per client (IPv4 address or IPv6 /64) in KV: at most `max` in `windowSeconds`.
 * Best effort by design: KV is eventually consistent (another location may not see the latest
 * count for up to a minute), allows about one write per second per key, and two simultaneous
 * requests can both read the same count. It slows down scripts and repeated submissions; it is
 * not an exact counter. A KV failure lets the request through: losing a real signup is worse.
 */
export async function rateLimit(kv: KVNamespace, limit: WindowLimit, clientAddress: string | null, now = Date.now()): Promise<RateDecision> {
  const key = await limit.key(clientKey(clientAddress));
  try {
    const current = await kv.get<Window>(key, "json");
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + limit.windowSeconds * 1000 };
    if (window.count >= limit.max) {
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    }
    const ttl = Math.max(60, Math.ceil((window.resetAt - now) / 1000));
    const value = JSON.stringify({ count: window.count + 1, resetAt: window.resetAt });
    return { allowed: true, record: () => kv.put(key, value, { expirationTtl: ttl }).catch((error) => console.warn("Could not record a request in the rate limit", error)) };
  } catch (error) {
    console.warn("Rate limit store unavailable; letting the request through", error);
  }
  return { allowed: true, record: async () => undefined };
}
