import type { Context } from "hono";
import { SIGNUP_ERROR_PARAM } from "../../src/content/signup";
import type { AppEnv } from "../env";
import { SIGNUP_ERRORS, type SignupFailure } from "../signup/codes";

export interface SignupSuccess {
  /** The thank-you page. */
  redirect: string;
  /** Kit was busy: the signup waits in the queue and will be delivered. */
  queued?: boolean;
}

/** How to answer: JSON for the islands, a 303 for a form post from a page without JavaScript. */
export type AnswerMode = { kind: "json" } | { kind: "form"; returnPath: string; formId?: string };

const NO_STORE = { "Cache-Control": "no-store" };

export function answerSuccess(c: Context<AppEnv>, mode: AnswerMode, success: SignupSuccess): Response {
  if (mode.kind === "form") return c.redirect(success.redirect, 303);
  return c.json({ success: true, ...success }, 200, NO_STORE);
}

export function answerFailure(c: Context<AppEnv>, mode: AnswerMode, failure: SignupFailure): Response {
  const { status, message } = SIGNUP_ERRORS[failure.code];
  const headers: Record<string, string> = { ...NO_STORE };
  if (failure.retryAfter) headers["Retry-After"] = String(failure.retryAfter);
  if (mode.kind === "form") {
    const url = new URL(mode.returnPath, "https://site.invalid");
    url.searchParams.set(SIGNUP_ERROR_PARAM, mode.formId ? `${failure.code}:${mode.formId}` : failure.code);
    if (mode.formId) url.hash = mode.formId;
    return c.redirect(url.pathname + url.search + url.hash, 303);
  }
  const body = { success: false, error: message, code: failure.code, ...(failure.details ? { details: failure.details } : {}) };
  return c.json(body, status, headers);
}
