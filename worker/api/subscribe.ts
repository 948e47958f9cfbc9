import type { Context } from "hono";
import { thankYouPathFor } from "../../src/content/magnets";
import { isProduction, type AppEnv, type Env } from "../env";
import { failure } from "../signup/codes";
import { isCoolingDown, listOf, startCooldown } from "../signup/cooldown";
import { enqueueSignup } from "../signup/enqueue";
import { isKitPaused, pauseKit } from "../signup/kit-pause";
import { backoffSeconds, signupLimits } from "../signup/limits";
import { isAllowedOrigin, isOwnOrigin } from "../signup/origin";
import { signupProvider } from "../signup/provider";
import { rateLimitClient } from "../signup/rate-limit";
import { readSignupBody } from "../signup/request-body";
import { kitReferrer } from "../signup/referrer";
import { returnPath } from "../signup/return-path";
import type { Signup } from "../signup/signup";
import { formReturnFields, validateSignup } from "../signup/validation";
import { answerFailure, answerSuccess, type AnswerMode } from "./signup-answer";

/**
 * POST /api/subscribe: checks where the request comes from and what it carries, limits each
 * client, then hands the signup to Kit (or, in development without a key, the local provider).
 * When Kit is slow, down or over its rate, the signup goes to the queue and the visitor still
 * gets success: no signup is lost because Kit had a bad minute.
 */
export async function subscribe(c: Context<AppEnv>): Promise<Response> {
  const env = c.env;
  const request = c.req.raw;
  const isOwn = (origin: string) => isOwnOrigin(origin, request.url, env.SITE_URL, !isProduction(env));
  if (!isAllowedOrigin(request.headers, request.url, env.SITE_URL, !isProduction(env))) {
    return answerFailure(c, { kind: "json" }, failure("FORBIDDEN_ORIGIN"));
  }

  const body = await readSignupBody(request);
  const returnFields = body.ok ? formReturnFields(body.fields) : {};
  const mode: AnswerMode =
    body.kind === "form"
      ? { kind: "form", returnPath: returnPath(returnFields.source, request.headers.get("Referer"), isOwn), ...formIdOf(returnFields.form) }
      : { kind: "json" };
  if (!body.ok) return answerFailure(c, mode, body.failure);

  const validated = validateSignup(body.fields);
  if (!validated.ok) return answerFailure(c, mode, validated.failure);
  const { input } = validated;
  const redirect = thankYouPathFor(input.magnet);
  // A bot filled the hidden field: it sees the same success a person would, and nothing is sent.
  if (validated.honeypot) return answerSuccess(c, mode, { redirect });

  // The three KV reads are independent: one round trip instead of three.
  const list = listOf(input.magnet);
  const [rate, coolingDown, kitPaused] = await Promise.all([
    rateLimitClient(env.SIGNUPS_KV, request.headers.get("CF-Connecting-IP") ?? "unknown"),
    isCoolingDown(env.SIGNUPS_KV, input.email, list),
    isKitPaused(env.SIGNUPS_KV),
  ]);
  if (!rate.allowed) return answerFailure(c, mode, failure("RATE_LIMITED", undefined, rate.retryAfter));
  // KV writes need not delay the answer; they finish after it.
  afterAnswer(c, rate.record());
  if (coolingDown) return answerSuccess(c, mode, { redirect });

  const choice = signupProvider(env, signupLimits.kitTimeoutMs);
  if (!choice.ok) {
    console.error("Signup refused: configuration", choice.problems);
    return answerFailure(c, mode, failure("CONFIG_ERROR", isProduction(env) ? undefined : choice.problems));
  }

  const signup: Signup = {
    id: crypto.randomUUID(),
    email: input.email,
    receivedAt: new Date().toISOString(),
    ...(input.magnet ? { magnet: input.magnet } : {}),
  };
  const referrer = kitReferrer(input.referrer ?? request.headers.get("Referer"), env.SITE_URL, isOwn);
  if (referrer) signup.referrer = referrer;

  const base = backoffSeconds(env as Env & { SIGNUP_BACKOFF_SECONDS?: string });
  const paused = choice.provider.name === "kit" && kitPaused;
  const delivery = paused ? { kind: "transient" as const, reason: "Kit paused after a 429", rateLimited: true } : await choice.provider.deliver(signup);

  if (delivery.kind === "delivered") {
    afterAnswer(c, startCooldown(env.SIGNUPS_KV, input.email, list));
    return answerSuccess(c, mode, { redirect });
  }
  if (delivery.kind === "transient") {
    if (delivery.rateLimited && !paused) await pauseKit(env.SIGNUPS_KV, base);
    console.warn("Signup queued:", delivery.reason);
    if (!(await enqueueSignup(env.SIGNUP_QUEUE, signup, delivery.rateLimited ? base : Math.min(base, 30)))) {
      return answerFailure(c, mode, failure("KIT_API_ERROR", ["Kit and the retry queue are both unavailable"]));
    }
    afterAnswer(c, startCooldown(env.SIGNUPS_KV, input.email, list));
    return answerSuccess(c, mode, { redirect, queued: true });
  }
  console.error("Signup refused by Kit", delivery.code, delivery.details);
  return answerFailure(c, mode, failure(delivery.code, delivery.details));
}

function afterAnswer(c: Context<AppEnv>, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (a direct app.fetch): the promise still runs to its end.
  }
}

/** The form id names an element on the page; anything else is dropped rather than echoed. */
function formIdOf(form: string | undefined): { formId?: string } {
  return form && /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(form) ? { formId: form } : {};
}
