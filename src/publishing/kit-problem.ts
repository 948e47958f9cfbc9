import { knownCodeIn } from "../stored-code.ts";

/**
 * Why a call to Kit failed, as stored: a code with its data, never words. The reconciler keeps it in
 * `issue_broadcasts` (reason, refused, schedule_refused), the results' refresh in
 * `newsletter_issue_results.failure`; src/content/kit-status.ts says each in the owner's words when a
 * page renders, so rewording a sentence changes no stored row (migrations/0026 turned the old
 * sentences into these codes).
 */
export type KitProblem =
  /** Kit's request budget (shared with signups) had no slot for the call. */
  | { code: "budget-spent" }
  /** Kit answered 429. */
  | { code: "slowed" }
  /** Kit answered 5xx. */
  | { code: "kit-failed"; status: number }
  /** No answer: a timeout, a network error, or an answer that is not Kit's JSON. */
  | { code: "no-answer"; kind: string }
  /** Kit read the request and refused it; `words` are Kit's own (may be empty). */
  | { code: "kit-refused"; status: number; words: string }
  /** A failure outside Kit's calls; `detail` is the error's own message, if kept. */
  | { code: "failed"; detail?: string };

export type KitProblemCode = KitProblem["code"];

const CODES: readonly KitProblemCode[] = ["budget-spent", "slowed", "kit-failed", "no-answer", "kit-refused", "failed"];

/** The stored form: JSON of the code and its data. */
export const storedKitProblem = (problem: KitProblem): string => JSON.stringify(problem);

/** A stored problem read back; text that is no code (a row no migration knew) is kept as the detail of `failed`, so it still shows. */
export function kitProblemOf(stored: string): KitProblem {
  return knownCodeIn<KitProblem>(stored, CODES) ?? { code: "failed", detail: stored };
}
