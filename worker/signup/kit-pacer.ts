import type { Env } from "../env";
import type { BudgetGrant, KitBudget } from "../kit/kit-budget";
import { signupLimits } from "./limits";

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

export interface KitPacer {
  /** Takes `count` requests only if they can go now; never waits. False also when the budget cannot be asked. */
  tryNow(count: number): Promise<boolean>;
  /** Waits for one request's slot, up to `maxWaitMs`; else throws PacerRefusal. */
  waitForSlot(maxWaitMs: number): Promise<void>;
  /** Kit answered 429: the pause every caller now honours, in ms. */
  rateLimited(): Promise<number>;
  /** Kit answered without 429: ends a streak of 429s, if there is one (one call to the budget, not one per answer). */
  answered(status: number): void;
  /** Work started by `answered`, for the caller to finish. */
  settled(): Promise<void>;
}

/** Requests a minute the site may send Kit (KIT_REQUESTS_PER_MINUTE, default Kit's 120). */
export function kitRequestsPerMinute(env: Pick<Env, "KIT_REQUESTS_PER_MINUTE">): number {
  const value = Number(env.KIT_REQUESTS_PER_MINUTE);
  return Number.isFinite(value) && value > 0 ? value : signupLimits.kitRequestsPerMinute;
}

/** First pause after a 429, in seconds (SIGNUP_BACKOFF_SECONDS, default 60: Kit's window). */
export function backoffSeconds(env: { SIGNUP_BACKOFF_SECONDS?: string }): number {
  const value = Number(env.SIGNUP_BACKOFF_SECONDS);
  return Number.isFinite(value) && value > 0 ? value : signupLimits.backoffSeconds;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The budget object's name for an API key (a digest: no key in names); the key rarely changes, so it is kept per isolate. */
const budgetNames = new Map<string, Promise<string>>();
function budgetName(apiKey: string): Promise<string> {
  let name = budgetNames.get(apiKey);
  if (!name) {
    name = crypto.subtle.digest("SHA-256", new TextEncoder().encode(apiKey)).then((digest) =>
      [...new Uint8Array(digest)].slice(0, 16).map((byte) => byte.toString(16).padStart(2, "0")).join(""),
    );
    budgetNames.set(apiKey, name);
  }
  return name;
}

/** Kit's budget is per API key, so is the authority: one Durable Object per key. */
export async function kitBudget(env: Pick<Env, "KIT_BUDGET">, apiKey: string): Promise<DurableObjectStub<KitBudget>> {
  return env.KIT_BUDGET.get(env.KIT_BUDGET.idFromName(`kit-key:${await budgetName(apiKey)}`));
}

export async function kitPacer(env: Env, apiKey: string): Promise<KitPacer> {
  const budget = await kitBudget(env, apiKey);
  const perMinute = kitRequestsPerMinute(env);
  const base = backoffSeconds(env) * 1000;

  let streak = false;
  let reporting: Promise<void> = Promise.resolve();
  async function ask(count: number, maxWaitMs: number): Promise<BudgetGrant> {
    const grant = await budget.acquire(count, perMinute, maxWaitMs);
    if (grant.granted && grant.strikes > 0) streak = true;
    return grant;
  }

  return {
    async tryNow(count) {
      try {
        // The visitor never waits on the budget: a slow or failing answer counts as "not now".
        const grant = await Promise.race([ask(count, 0), sleep(signupLimits.pacerAnswerMs).then(() => undefined)]);
        return grant?.granted === true;
      } catch (error) {
        console.warn("[signup] Kit budget unreachable; queueing the signup", error);
        return false;
      }
    },
    async waitForSlot(maxWaitMs) {
      // A sleeper that wakes late (a busy isolate) gives its slot up and asks again, rather than
      // sending late into the next slots: late senders bunch up, and bunches are what Kit's
      // rolling window counts. Three slots of lateness is well inside the 5 % kept free.
      const tolerance = (3 * 60_000) / perMinute;
      for (let tries = 0; ; tries++) {
        const grant = await ask(1, maxWaitMs);
        if (!grant.granted) throw new PacerRefusal(grant.retryInMs, grant.paused);
        const due = Date.now() + grant.waitMs;
        if (grant.waitMs > 0) await sleep(grant.waitMs);
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
