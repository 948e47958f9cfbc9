import { DurableObject } from "cloudflare:workers";

/**
 * The one authority over Kit's request budget (120 requests per rolling 60 s per API key):
 * a Durable Object, so the endpoint in every location and the queue consumer draw from the same
 * bucket. It never calls Kit itself; it hands out send times.
 *
 * Pacing is a virtual schedule (GCRA): each request is given the next free slot, slots are
 * `interval` apart, so requests leave evenly instead of in bursts that meet a 429. A reservation
 * says how long to wait; the endpoint never waits (it takes a grant only when it can send now, or
 * queues the signup, and asks again before each later call: `resume`), the queue consumer sleeps
 * until its slot. A 429 that still happens (another
 * tool on the same key, a clock edge) pauses every grant, and each 429 in a row doubles the pause;
 * the first success ends the streak.
 */

/** Part of the budget spent, leaving room for jitter between a slot and its arrival at Kit. */
const BUDGET_SHARE = 0.95;
const MAX_PAUSE_MS = 30 * 60_000;

/** Time between two slots at `perMinute`, with the share kept free for jitter. */
function slotInterval(perMinute: number): number {
  return 60_000 / (Math.max(1, perMinute) * BUDGET_SHARE);
}

/**
 * How late a request may leave after its slot's start. Each late request moves into a later part of
 * Kit's window at most this many slots, well inside the 5 % kept free.
 */
export function lateToleranceMs(perMinute: number): number {
  return (3 * 60_000) / Math.max(1, perMinute);
}

/**
 * `strikes`: 429s in a row so far, so a caller reports its next success only when it matters.
 * `slotAt` (epoch ms, this object's clock) and `intervalMs`: request n of a grant is due at
 * `slotAt + n * intervalMs`.
 */
export type BudgetGrant =
  | { granted: true; waitMs: number; strikes: number; slotAt: number; intervalMs: number }
  | { granted: false; retryInMs: number; paused: boolean };

interface BudgetState {
  /** When the next slot is free (epoch ms). */
  nextSlotAt: number;
  pausedUntil: number;
  /** 429s in a row. */
  strikes: number;
}

export class KitBudget extends DurableObject {
  private state: BudgetState = { nextSlotAt: 0, pausedUntil: 0, strikes: 0 };

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never);
    this.state = ctx.storage.kv.get<BudgetState>("state") ?? this.state;
  }

  /**
   * Reserves `count` requests (sent back to back from the returned time) at `perMinute`, if they
   * can start within `maxWaitMs`; else reserves nothing and says when to ask again.
   */
  acquire(count: number, perMinute: number, maxWaitMs: number): BudgetGrant {
    const now = Date.now();
    const interval = slotInterval(perMinute);
    const { nextSlotAt, pausedUntil } = this.state;
    if (pausedUntil > now + maxWaitMs) return { granted: false, retryInMs: pausedUntil - now, paused: true };
    // No catching up on idle time: n requests granted back to back are paid for by the n slots after them.
    const start = Math.max(nextSlotAt, now, pausedUntil);
    const waitMs = start - now;
    if (waitMs > maxWaitMs) return { granted: false, retryInMs: waitMs, paused: false };
    this.save({ ...this.state, nextSlotAt: start + count * interval });
    return { granted: true, waitMs, strikes: this.state.strikes, slotAt: start, intervalMs: interval };
  }

  /**
   * A later request of an earlier grant, asked just before it is sent (the endpoint's calls after
   * its first, which wait on Kit's answers): it goes now only if no pause has started since and it
   * is not late for its slot (`slotAt`); a late one takes a fresh slot if one starts now, give or
   * take the same tolerance (sent that much early, it shifts no more than a late one). Else nothing
   * is reserved and the caller defers the rest to the queue.
   */
  resume(slotAt: number, perMinute: number): BudgetGrant {
    const now = Date.now();
    const { pausedUntil, strikes } = this.state;
    const tolerance = lateToleranceMs(perMinute);
    if (pausedUntil > now) return { granted: false, retryInMs: pausedUntil - now, paused: true };
    if (now - slotAt <= tolerance) return { granted: true, waitMs: 0, strikes, slotAt, intervalMs: slotInterval(perMinute) };
    return this.acquire(1, perMinute, tolerance);
  }

  /** Kit answered 429: pause every grant for `baseMs` doubled per 429 in a row. Returns the pause. */
  rateLimited(baseMs: number): number {
    const now = Date.now();
    const strikes = this.state.pausedUntil > now ? this.state.strikes : this.state.strikes + 1;
    const pauseMs = Math.min(baseMs * 2 ** (strikes - 1), MAX_PAUSE_MS);
    const pausedUntil = Math.max(this.state.pausedUntil, now + pauseMs);
    this.save({ nextSlotAt: Math.max(this.state.nextSlotAt, pausedUntil), pausedUntil, strikes });
    return pausedUntil - now;
  }

  /** What is left of a 429 pause, in ms (0 when none): asked by a caller that slept until its slot. */
  pauseLeft(): number {
    return Math.max(0, this.state.pausedUntil - Date.now());
  }

  /** Kit answered a request without 429: a later 429 starts a new streak. */
  succeeded(): void {
    if (this.state.strikes !== 0) this.save({ ...this.state, strikes: 0 });
  }

  private save(state: BudgetState): void {
    this.state = state;
    this.ctx.storage.kv.put("state", state);
  }
}
