import { kvKeys } from "./kv-keys";
import { signupLimits } from "./limits";

interface Window {
  count: number;
  /** Epoch ms the window ends. */
  resetAt: number;
}

/** Allowed decisions carry the count's write, which the caller may finish after answering. */
export type RateDecision = { allowed: true; record: () => Promise<void> } | { allowed: false; retryAfter: number };

/**
 * A fixed window per client in KV: at most `clientMaxSignups` in `clientWindowSeconds`.
 * Best effort by design: KV is eventually consistent (another location may not see the latest
 * count for up to a minute), allows about one write per second per key, and two simultaneous
 * requests can both read the same count. It slows down scripts and repeated submissions; it is
 * not an exact counter. A KV failure lets the signup through: losing a real signup is worse.
 */
export async function rateLimitClient(kv: KVNamespace, clientIp: string, now = Date.now()): Promise<RateDecision> {
  const key = await kvKeys.clientWindow(clientIp);
  try {
    const current = await kv.get<Window>(key, "json");
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + signupLimits.clientWindowSeconds * 1000 };
    if (window.count >= signupLimits.clientMaxSignups) {
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    }
    const ttl = Math.max(60, Math.ceil((window.resetAt - now) / 1000));
    const value = JSON.stringify({ count: window.count + 1, resetAt: window.resetAt });
    return { allowed: true, record: () => kv.put(key, value, { expirationTtl: ttl }).catch((error) => console.warn("Could not record a signup in the rate limit", error)) };
  } catch (error) {
    console.warn("Rate limit store unavailable; letting the signup through", error);
  }
  return { allowed: true, record: async () => undefined };
}
