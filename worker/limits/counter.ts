import { DurableObject } from "cloudflare:workers";

/**
 * One exact counter per subject (a client's address or /64, a mailbox), each a Durable Object:
 * at most `max` requests in a fixed window of `windowSeconds` from the subject's first request.
 *
 * Why a Durable Object and not the Workers Rate Limiting binding: the binding counts per
 * Cloudflare location and is eventually consistent (documented as permissive), so simultaneous
 * requests pass it together, exactly the burst these limits exist for; and its period is 10 or
 * 60 s, while the signup limit is 5 in 10 minutes and the mailbox and consent limits run a day. An
 * object handles one request at a time, so read, decide and write are one step, and 40 parallel
 * requests from one client meet one count. One object per subject (not shards) keeps a flood
 * from one client on that client's own object, which is created near it.
 *
 * When the window is over, an alarm deletes the object's storage: no hashed address or mailbox
 * is kept past its window.
 */

export type LimitDecision = { allowed: true } | { allowed: false; retryAfter: number };

interface Window {
  count: number;
  /** Epoch ms the window ends. */
  resetAt: number;
}

export class LimitCounter extends DurableObject {
  /** Counts one request if the window has room; else says in how many seconds it ends. */
  take(max: number, windowSeconds: number): LimitDecision {
    const now = Date.now();
    const stored = this.ctx.storage.kv.get<Window>("window");
    const current = stored && stored.resetAt > now ? stored : undefined;
    const window = current ?? { count: 0, resetAt: now + windowSeconds * 1000 };
    if (window.count >= max) return { allowed: false, retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    this.ctx.storage.kv.put("window", { count: window.count + 1, resetAt: window.resetAt });
    // The response waits for this write like any other (output gate); a failure resets the object.
    if (!current) void this.ctx.storage.setAlarm(window.resetAt);
    return { allowed: true };
  }

  /** Takes back one counted request (one that turned out not to count, such as a right password). */
  giveBack(): void {
    const window = this.ctx.storage.kv.get<Window>("window");
    if (window && window.count > 0 && window.resetAt > Date.now()) this.ctx.storage.kv.put("window", { ...window, count: window.count - 1 });
  }

  override async alarm(): Promise<void> {
    const window = this.ctx.storage.kv.get<Window>("window");
    if (window && window.resetAt > Date.now()) await this.ctx.storage.setAlarm(window.resetAt);
    else await this.ctx.storage.deleteAll();
  }
}
