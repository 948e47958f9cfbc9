import type { DeliveryProblem } from "../../src/signup";
import { signupMessage, type SignupMessage } from "../store";
import { retryDelaySeconds } from "./settings";

/** What one delivery attempt came to, as judged from Kit's answer or its absence (./verdict.ts). */
export type Verdict =
  | { kind: "delivered" }
  | { kind: "invalid-email"; details: string[] }
  /** Kit's settings are missing or malformed. */
  | { kind: "not-configured"; problems: string[] }
  /** An attempt that failed: counted, retried with a growing delay. */
  | { kind: "failed"; problem: DeliveryProblem }
  /** Not an attempt: the budget had no slot, or Kit answered 429 (`problem`) and every call now waits. */
  | { kind: "paused"; delaySeconds: number; problem?: DeliveryProblem };

/** What to do with the signup next. */
export type Step =
  | { kind: "delivered" }
  /** Back to the queue after `delaySeconds`; `failed`: an attempt was spent. */
  | { kind: "again"; message: SignupMessage; delaySeconds: number; failed: boolean }
  /** Given up on: kept for the owner as a dead letter. */
  | { kind: "dead"; message: SignupMessage; problem: DeliveryProblem }
  /** Only at the endpoint: the visitor is told (the address, or the site's settings). */
  | { kind: "refuse"; code: "INVALID_EMAIL" | "CONFIG_ERROR"; details: string[] };

export interface StepPolicy {
  /** The endpoint answers a visitor, who can fix an address; the queue has nobody to tell. */
  stage: "endpoint" | "queue";
  backoffSeconds: number;
  maxAttempts: number;
}

/**
 * The delivery decision, for the endpoint and the queue consumer alike (both are thin adapters
 * around it). Pure: no I/O, no clock.
 *
 * - Refuse: only an address Kit names as unacceptable, or missing settings, and only at the endpoint.
 * - Pause: the budget had no slot, or Kit answered 429: again, no attempt spent.
 * - Fail: everything else Kit answered (timeouts, resets, 5xx, 401/403/404, an unusable 2xx, a
 *   400/422 that does not name the email): again after base * 2^(n-1), until `maxAttempts`.
 * - Give up: after `maxAttempts` failed attempts, or an address Kit refused in the queue: a dead
 *   letter with its reason, for the owner to replay. Nothing is dropped.
 */
export function nextStep(verdict: Verdict, message: SignupMessage, policy: StepPolicy): Step {
  switch (verdict.kind) {
    case "delivered":
      return { kind: "delivered" };
    case "paused":
      return {
        kind: "again",
        message: verdict.problem ? { ...message, lastError: verdict.problem } : message,
        delaySeconds: verdict.delaySeconds,
        failed: false,
      };
    case "invalid-email":
      if (policy.stage === "endpoint") return { kind: "refuse", code: "INVALID_EMAIL", details: verdict.details };
      return { kind: "dead", message, problem: { code: "invalid-email", details: verdict.details } };
    case "not-configured":
      if (policy.stage === "endpoint") return { kind: "refuse", code: "CONFIG_ERROR", details: verdict.problems };
      return failedAttempt(message, notConfiguredProblem(verdict.problems), policy);
    case "failed":
      return failedAttempt(message, verdict.problem, policy);
  }
}

/** Kit's settings' problems as a code: the names of the settings they are about (their sentences stay in the log). */
export function notConfiguredProblem(problems: string[]): { code: "not-configured"; settings: string[] } {
  return { code: "not-configured", settings: [...new Set(problems.flatMap((problem) => problem.match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/)?.[0] ?? []))] };
}

function failedAttempt(message: SignupMessage, problem: DeliveryProblem, { backoffSeconds, maxAttempts }: StepPolicy): Step {
  const attempts = (message.attempts ?? 0) + 1;
  const next = signupMessage(message.signup, attempts, problem);
  // The dead letter keeps the last attempt's problem; its `attempts` say how many were made.
  if (attempts >= maxAttempts) return { kind: "dead", message: next, problem };
  return { kind: "again", message: next, delaySeconds: retryDelaySeconds(attempts, backoffSeconds), failed: true };
}
