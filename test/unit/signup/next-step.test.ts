import { describe, expect, it } from "vitest";
// Tests mirror the module they prove (worker/signup) and may read its inner files.
import { nextStep, type StepPolicy, type Verdict } from "../../../worker/signup/next-step";
import { retryDelaySeconds } from "../../../worker/signup/settings";
import type { DeliveryProblem } from "../../../src/signup";
import type { SignupMessage } from "../../../worker/store";

const signup = { id: "s-1", email: "reader@example.com", receivedAt: "2026-11-24T10:00:00.000Z" };
const message = (attempts: number, lastError?: DeliveryProblem): SignupMessage => ({ v: 1, signup, attempts, ...(lastError ? { lastError } : {}) });
const policy = (stage: StepPolicy["stage"]): StepPolicy => ({ stage, backoffSeconds: 60, maxAttempts: 8 });

/** How each of Kit's answers (or its absence) reaches the decision (worker/signup/verdict.ts). */
const failures: [answer: string, verdict: Verdict][] = [
  ["timeout", { kind: "failed", problem: { code: "kit", kind: "timeout", status: 0, call: "create" } }],
  ["connection reset", { kind: "failed", problem: { code: "kit", kind: "network", status: 0, call: "create" } }],
  ["500 / 502 / 503 HTML", { kind: "failed", problem: { code: "kit", kind: "server", status: 502, call: "form" } }],
  ["401 / 403 (bad key)", { kind: "failed", problem: { code: "kit", kind: "unauthorized", status: 401, call: "create" } }],
  ["404 (no such form)", { kind: "failed", problem: { code: "kit", kind: "not_found", status: 404, call: "form" } }],
  ["422 not naming the email", { kind: "failed", problem: { code: "kit", kind: "invalid", status: 422, call: "form", details: ["Referrer is too long"] } }],
  ["2xx that is not a subscriber", { kind: "failed", problem: { code: "kit", kind: "unexpected", status: 200, call: "create" } }],
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
          message: message(attempts + 1, (verdict as { problem: DeliveryProblem }).problem),
          delaySeconds: retryDelaySeconds(attempts + 1, 60),
          failed: true,
        });
      }
    });

    it("the 8th failed attempt gives up: a dead letter with the last problem's code, at the endpoint as in the queue", () => {
      for (const stage of ["endpoint", "queue"] as const) {
        const step = nextStep(verdict, message(7), policy(stage));
        const { problem } = verdict as { problem: DeliveryProblem };
        expect(step).toEqual({ kind: "dead", message: message(8, problem), problem });
      }
    });
  });

  it("retry delays double from the back-off and stop growing at 4 hours", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelaySeconds(n, 60))).toEqual([60, 120, 240, 480, 960, 1920, 3840, 7680, 14_400]);
  });

  it("a 429 pauses: again after the budget's pause, no attempt spent, the 429 noted", () => {
    const problem: DeliveryProblem = { code: "kit", kind: "rate_limited", status: 429, call: "create", details: ["Retry later"] };
    const verdict: Verdict = { kind: "paused", delaySeconds: 120, problem };
    for (const stage of ["endpoint", "queue"] as const) {
      expect(nextStep(verdict, message(7), policy(stage))).toEqual({ kind: "again", message: message(7, problem), delaySeconds: 120, failed: false });
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
      problem: { code: "invalid-email", details: ["Email address is invalid"] },
    });
  });

  it("missing Kit settings: CONFIG_ERROR at the endpoint; a failed attempt in the queue, given up on after the last", () => {
    const verdict: Verdict = { kind: "not-configured", problems: ["KIT_API_KEY is not set"] };
    expect(nextStep(verdict, message(0), policy("endpoint"))).toEqual({ kind: "refuse", code: "CONFIG_ERROR", details: ["KIT_API_KEY is not set"] });
    const reason: DeliveryProblem = { code: "not-configured", settings: ["KIT_API_KEY"] };
    expect(nextStep(verdict, message(0), policy("queue"))).toEqual({ kind: "again", message: message(1, reason), delaySeconds: 60, failed: true });
    expect(nextStep(verdict, message(7), policy("queue"))).toMatchObject({ kind: "dead", message: message(8, reason) });
  });

  it("honours the policy's own limits (a shorter back-off, fewer attempts)", () => {
    const short = { stage: "queue" as const, backoffSeconds: 0.05, maxAttempts: 2 };
    expect(nextStep({ kind: "failed", problem: { code: "unexpected" } }, message(0), short)).toMatchObject({ kind: "again", delaySeconds: 0 });
    expect(nextStep({ kind: "failed", problem: { code: "unexpected" } }, message(1), short)).toMatchObject({ kind: "dead" });
  });
});
