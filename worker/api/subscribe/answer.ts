import type { Context } from "hono";
import { SIGNUP_ERROR_PARAM } from "../../../src/signup";
import type { AppEnv } from "../../config";
import { apiError, apiSuccess, type ApiFailure } from "../errors";

export interface SignupSuccess {
  /** The thank-you page. */
  redirect: string;
  /** Kit was busy: the signup waits in the queue and will be delivered. */
  queued?: boolean;
}

/** How to answer: JSON for the islands, a 303 for a form post from a page without JavaScript. */
export type AnswerMode = { kind: "json" } | { kind: "form"; returnPath: string; formId?: string };

export function answerSuccess(c: Context<AppEnv>, mode: AnswerMode, success: SignupSuccess): Response {
  if (mode.kind === "form") return c.redirect(success.redirect, 303);
  return apiSuccess(c, success);
}

/** A form post goes back to its page with the code (its own answer shape: a redirect, not JSON). */
export function answerFailure(c: Context<AppEnv>, mode: AnswerMode, failure: ApiFailure): Response {
  if (mode.kind === "json") return apiError(c, failure);
  if (failure.details?.length) console.warn(`[signup] ${failure.code}: ${failure.details.join("; ")}`);
  if (failure.retryAfter) c.header("Retry-After", String(failure.retryAfter));
  const url = new URL(mode.returnPath, "https://site.invalid");
  url.searchParams.set(SIGNUP_ERROR_PARAM, mode.formId ? `${failure.code}:${mode.formId}` : failure.code);
  if (mode.formId) url.hash = mode.formId;
  return c.redirect(url.pathname + url.search + url.hash, 303);
}
