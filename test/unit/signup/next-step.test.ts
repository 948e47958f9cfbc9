import { describe, expect, it } from "vitest";
// Tests mirror the module they prove (worker/signup) and may read its inner files.
import { nextStep, type StepPolicy, type Verdict } from "../../../worker/signup/next-step";
import { retryDelaySeconds } from "../../../worker/signup/settings";
import type { SignupMessage } from "../../../worker/store";

const signup = { id: "s-1", email: "reader@example.com", receivedAt: "2026-11-24T10:00:00.000Z" };
const message = (attempts: number, lastError?: string): SignupMessage => ({ v: 1, signup, attempts, ...(lastError ? { lastError } : {}) });
const policy = (stage: StepPolicy["stage"]): StepPolicy => ({ stage, backoffSeconds: 60, maxAttempts: 8 });

/** How each of Kit's answers (or its absence) reaches the decision (worker/signup/verdict.ts). */
const failures: [answer: string, verdict: Verdict][] = [
  ["timeout", { kind: "failed", reason: "Kit create call: timeout (no status)" }],
  ["connection reset", { kind: "failed", reason: "Kit create call: network (no status)" }],
  ["500 / 502 / 503 HTML", { kind: "failed", reason: "Kit form call: server (502)" }],
  ["401 / 403 (bad key)", { kind: "failed", reason: "Kit create call: unauthorized (401)" }],
  ["404 (no such form)", { kind: "failed", reason: "Kit form call: not_found (404)" }],
  ["422 not naming the email", { kind: "failed", reason: "Kit form call: invalid (422): Referrer is too long" }],
  ["2xx that is not a subscriber", { kind: "failed", reason: "Kit create call: unexpected (200)" }],
];

describe("nextStep: the one delivery decision of the endpoint and the consumer", () => {
  it("a delivered signup is done, wherever it was tried", () => {
    for (const stage of ["endpoint", "queue"] as const) expect(nextStep({ kind: "delivered" }, message(3), policy(stage))).toEqual({ kind: "delivered" });
  });

  describe.each(failures)("Kit answered %s", (_answer, verdict) => {
    it.each([0, 1, 2, 3, 4, 5, 6])("after %i failed attempts: tried again with the delay for one more, the reason kept", (attempts) => {
      for (const stage of ["endpoint", "queue"] as const) {
        const step = nextStep(verdict, message(attempts), policy(stage));
        expect(step).toEqual({
          kind: "again",
          message: message(attempts + 1, (verdict as { reason: string }).reason),
          delaySeconds: retryDelaySeconds(attempts + 1, 60),
          failed: true,
        });
      }
    });

    it("the 8th failed attempt gives up: a dead letter with the reason, at the endpoint as in the queue", () => {
      for (const stage of ["endpoint", "queue"] as const) {
        const step = nextStep(verdict, message(7), policy(stage));
        expect(step).toEqual({
          kind: "dead",
          message: message(8, (verdict as { reason: string }).reason),
          reason: `Gave up after 8 attempts; last: ${(verdict as { reason: string }).reason}`,
        });
      }
    });
  });

  it("retry delays double from the back-off and stop growing at 4 hours", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelaySeconds(n, 60))).toEqual([60, 120, 240, 480, 960, 1920, 3840, 7680, 14_400]);
  });

  it("a 429 pauses: again after the budget's pause, no attempt spent, the 429 noted", () => {
    const verdict: Verdict = { kind: "paused", delaySeconds: 120, reason: "Kit create call: rate_limited (429): Retry later" };
    for (const stage of ["endpoint", "queue"] as const) {
      expect(nextStep(verdict, message(7), policy(stage))).toEqual({ kind: "again", message: message(7, verdict.reason), delaySeconds: 120, failed: false });
    }
  });

  it("a budget with no slot now pauses without a note, however many attempts were spent", () => {
    for (const attempts of [0, 7]) {
      expect(nextStep({ kind: "paused", delaySeconds: 0 }, message(attempts), policy("endpoint"))).toEqual({
        kind: "again",
        message: message(attempts),
        delaySeconds: 0,
        failed: false,
      });
    }
  });

  it("422 naming the email: the visitor is told at the endpoint; in the queue it is a dead letter at once", () => {
    const verdict: Verdict = { kind: "invalid-email", details: ["Email address is invalid"] };
    expect(nextStep(verdict, message(0), policy("endpoint"))).toEqual({ kind: "refuse", code: "INVALID_EMAIL", details: ["Email address is invalid"] });
    expect(nextStep(verdict, message(2), policy("queue"))).toEqual({
      kind: "dead",
      message: message(2),
      reason: "Kit refused the email address: Email address is invalid",
    });
  });

  it("missing Kit settings: CONFIG_ERROR at the endpoint; a failed attempt in the queue, given up on after the last", () => {
    const verdict: Verdict = { kind: "not-configured", problems: ["KIT_API_KEY is not set"] };
    expect(nextStep(verdict, message(0), policy("endpoint"))).toEqual({ kind: "refuse", code: "CONFIG_ERROR", details: ["KIT_API_KEY is not set"] });
    const reason = "Kit is not configured: KIT_API_KEY is not set";
    expect(nextStep(verdict, message(0), policy("queue"))).toEqual({ kind: "again", message: message(1, reason), delaySeconds: 60, failed: true });
    expect(nextStep(verdict, message(7), policy("queue"))).toMatchObject({ kind: "dead", message: message(8, reason) });
  });

  it("honours the policy's own limits (a shorter back-off, fewer attempts)", () => {
    const short = { stage: "queue" as const, backoffSeconds: 0.05, maxAttempts: 2 };
    expect(nextStep({ kind: "failed", reason: "x" }, message(0), short)).toMatchObject({ kind: "again", delaySeconds: 0 });
    expect(nextStep({ kind: "failed", reason: "x" }, message(1), short)).toMatchObject({ kind: "dead" });
  });
});
