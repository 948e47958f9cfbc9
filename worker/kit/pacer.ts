import type { Env } from "../config";
import { sha256 } from "../digest";
import { lateToleranceMs, type BudgetGrant, type KitBudget } from "./budget";

/** How long the endpoint waits for the budget's answer before queueing instead: a visitor never waits on it. */
const BUDGET_ANSWER_MS = 500;

/** The pacer refused to wait that long: the signup goes (back) to the queue for `retryInMs`. */
export class PacerRefusal extends Error {
  constructor(
    readonly retryInMs: number,
    readonly paused: boolean,
  ) {
    super(paused ? `Kit calls paused after a 429 for ${Math.ceil(retryInMs / 1000)} s` : `Kit's budget is spent for ${Math.ceil(retryInMs / 1000)} s`);
    this.name = "PacerRefusal";
  }
}

/** Requests taken together (the endpoint's signup); each is let go in turn. */
export interface Reservation {
  /**
   * Awaited before each request, in order. The first goes at once; each later one asks the budget
   * again (Kit's answers may have made it late for its slot, or a 429 elsewhere may have paused
   * every call) and goes only in its own slot or a fresh one starting now (give or take the
   * lateness tolerance); else throws PacerRefusal, so the rest of the signup is deferred to the
   * queue. Never waits for a slot.
   */
  beforeRequest(): Promise<void>;
}

export interface KitPacer {
  /** Takes `count` requests only if they can all start now; never waits. Undefined also when the budget cannot be asked. */
  reserveNow(count: number): Promise<Reservation | undefined>;
  /** Waits for one request's slot, up to `maxWaitMs`; else throws PacerRefusal. */
  waitForSlot(maxWaitMs: number): Promise<void>;
  /** Kit answered 429: the pause every caller now honours, in ms. */
  rateLimited(): Promise<number>;
  /** Kit answered without 429: ends a streak of 429s, if there is one (one call to the budget, not one per answer). */
  answered(status: number): void;
  /** Work started by `answered`, for the caller to finish. */
  settled(): Promise<void>;
}

/** What the pacer needs of the configuration. */
export interface PacerSettings {
  /** Requests a minute the site may send Kit (KIT_REQUESTS_PER_MINUTE). */
  requestsPerMinute: number;
  /** First pause after a 429, in seconds (SIGNUP_BACKOFF_SECONDS). */
  backoffSeconds: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The budget object's name for an API key (a digest: no key in names); the key rarely changes, so it is kept per isolate. */
const budgetNames = new Map<string, Promise<string>>();
function budgetName(apiKey: string): Promise<string> {
  let name = budgetNames.get(apiKey);
  if (!name) {
    name = sha256(apiKey);
    budgetNames.set(apiKey, name);
  }
  return name;
}

/** Kit's budget is per API key, so is the authority: one Durable Object per key. */
export async function kitBudget(env: Pick<Env, "KIT_BUDGET">, apiKey: string): Promise<DurableObjectStub<KitBudget>> {
  return env.KIT_BUDGET.get(env.KIT_BUDGET.idFromName(`kit-key:${await budgetName(apiKey)}`));
}

export async function kitPacer(env: Pick<Env, "KIT_BUDGET">, apiKey: string, settings: PacerSettings): Promise<KitPacer> {
  const budget = await kitBudget(env, apiKey);
  const perMinute = settings.requestsPerMinute;
  const base = settings.backoffSeconds * 1000;

  let streak = false;
  let reporting: Promise<void> = Promise.resolve();
  function noted(grant: BudgetGrant): BudgetGrant {
    if (grant.granted && grant.strikes > 0) streak = true;
    return grant;
  }
  const ask = async (count: number, maxWaitMs: number) => noted(await budget.acquire(count, perMinute, maxWaitMs));
  /** The visitor never waits on the budget: a slow or failing answer counts as "not now" (undefined). */
  async function answerInTime(question: () => Promise<BudgetGrant>): Promise<BudgetGrant | undefined> {
    try {
      return await Promise.race([question(), sleep(BUDGET_ANSWER_MS).then(() => undefined)]);
    } catch (error) {
      console.warn("[signup] Kit budget unreachable; queueing the signup", error);
      return undefined;
    }
  }

  return {
    async reserveNow(count) {
      const grant = await answerInTime(() => ask(count, 0));
      if (!grant?.granted) return undefined;
      let next = 0;
      return {
        async beforeRequest() {
          const n = next++;
          if (n === 0) return;
          const slot = await answerInTime(async () => noted(await budget.resume(grant.slotAt + n * grant.intervalMs, perMinute)));
          if (!slot) throw new PacerRefusal(0, false);
          if (!slot.granted) throw new PacerRefusal(slot.retryInMs, slot.paused);
        },
      };
    },
    async waitForSlot(maxWaitMs) {
      // A sleeper that wakes late (a busy isolate) gives its slot up and asks again, rather than
      // sending late into the next slots: late senders bunch up, and bunches are what Kit's
      // rolling window counts.
      const tolerance = lateToleranceMs(perMinute);
      for (let tries = 0; ; tries++) {
        const grant = await ask(1, maxWaitMs);
        if (!grant.granted) throw new PacerRefusal(grant.retryInMs, grant.paused);
        const due = Date.now() + grant.waitMs;
        if (grant.waitMs > 0) {
          await sleep(grant.waitMs);
          // A 429 met by another caller while this one slept pauses this call too.
          const pauseMs = await budget.pauseLeft();
          if (pauseMs > 0) throw new PacerRefusal(pauseMs, true);
        }
        if (Date.now() - due <= tolerance || tries >= 5) return;
      }
    },
    async rateLimited() {
      try {
        return await budget.rateLimited(base);
      } catch {
        return base;
      }
    },
    answered(status) {
      if (status === 429 || !streak) return;
      streak = false;
      reporting = budget.succeeded().catch(() => undefined);
    },
    settled: () => reporting,
  };
}
