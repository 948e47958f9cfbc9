import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { thankYouPathFor } from "../../src/content/magnets";
import { isProduction, type AppEnv } from "../env";
import { clientKey } from "../signup/client-key";
import { isCoolingDown, listOf, startCooldown } from "../signup/cooldown";
import { mailboxOf } from "../signup/email";
import { signupLimits } from "../signup/limits";
import { isAllowedOrigin, isOwnOrigin } from "../signup/origin";
import { intakeSignup } from "../signup/policy";
import { rateLimit } from "../signup/rate-limit";
import { bodyKindOf, readSignupBody, type BodyKind } from "../signup/request-body";
import { kitReferrer } from "../signup/referrer";
import { returnPath } from "../signup/return-path";
import type { Signup } from "../signup/signup";
import { formReturnFields, validateSignup } from "../signup/validation";
import { failure } from "./errors";
import { answerFailure, answerSuccess, type AnswerMode } from "./signup-answer";

const isOwnFor = (c: Context<AppEnv>) => (origin: string) => isOwnOrigin(origin, c.req.url, c.env.SITE_URL, !isProduction(c.env));

/** Before the body is read: where the request comes from, and what it says it carries. */
const checkSender: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAllowedOrigin(c.req.raw.headers, c.req.url, c.env.SITE_URL, !isProduction(c.env))) {
    return answerFailure(c, { kind: "json" }, failure("FORBIDDEN_ORIGIN"));
  }
  const kind = bodyKindOf(c.req.header("Content-Type"));
  if (!kind) return answerFailure(c, { kind: "json" }, failure("UNSUPPORTED_MEDIA_TYPE", ["Content-Type must be application/json or application/x-www-form-urlencoded"]));
  return next();
};

/** A form post that is too large to read goes back to the page it came from (its Referer). */
const limitBody = bodyLimit({
  maxSize: signupLimits.maxBodyBytes,
  onError: (c) => {
    const context = c as unknown as Context<AppEnv>;
    const mode: AnswerMode =
      bodyKindOf(context.req.header("Content-Type")) === "form" ? { kind: "form", returnPath: returnPath(undefined, context.req.header("Referer") ?? null, isOwnFor(context)) } : { kind: "json" };
    return answerFailure(context, mode, failure("PAYLOAD_TOO_LARGE"));
  },
});

/**
 * POST /api/subscribe: checks the request, limits each client, then hands the signup to the
 * policy (worker/signup/policy.ts), which delivers it to Kit now when Kit's budget allows or
 * queues it; whatever Kit answers, a valid signup is kept and the visitor gets success, unless
 * Kit says the email itself is unacceptable.
 */
export const subscribeHandlers = [checkSender, limitBody, subscribe] as const;

async function subscribe(c: Context<AppEnv>): Promise<Response> {
  const env = c.env;
  const request = c.req.raw;
  const isOwn = isOwnFor(c);

  // checkSender let only these two kinds through.
  const body = await readSignupBody(request, bodyKindOf(c.req.header("Content-Type")) as BodyKind);
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

  // The client's count and the cooldown's KV read are independent: one round trip instead of two.
  const list = listOf(input.magnet);
  const [rate, coolingDown] = await Promise.all([
    rateLimit(env.LIMIT_COUNTER, clientSignups, clientKey(request.headers.get("CF-Connecting-IP"))),
    isCoolingDown(env.SIGNUPS_KV, input.email, list),
  ]);
  if (!rate.allowed) return answerFailure(c, mode, failure("RATE_LIMITED", undefined, rate.retryAfter));
  if (coolingDown) return answerSuccess(c, mode, { redirect });
  // Counted only for signups that go on to Kit, and after the client's own limit, so that a client
  // spends a mailbox's allowance no faster than its own.
  const inbox = await rateLimit(env.LIMIT_COUNTER, mailboxSignups, mailboxOf(input.email));
  if (!inbox.allowed) return answerFailure(c, mode, failure("RATE_LIMITED", undefined, inbox.retryAfter));

  const signup: Signup = {
    id: crypto.randomUUID(),
    email: input.email,
    receivedAt: new Date().toISOString(),
    ...(input.magnet ? { magnet: input.magnet } : {}),
  };
  const referrer = kitReferrer(input.referrer ?? request.headers.get("Referer"), env.SITE_URL, isOwn);
  if (referrer) signup.referrer = referrer;

  const outcome = await intakeSignup(env, signup, (work) => afterAnswer(c, work));
  switch (outcome.kind) {
    case "delivered":
    case "queued":
      afterAnswer(c, startCooldown(env.SIGNUPS_KV, input.email, list));
      return answerSuccess(c, mode, outcome.kind === "queued" ? { redirect, queued: true } : { redirect });
    case "invalid-email":
      return answerFailure(c, mode, failure("INVALID_EMAIL", outcome.details));
    case "not-configured":
      return answerFailure(c, mode, failure("CONFIG_ERROR", outcome.problems));
    case "unsaved":
      return answerFailure(c, mode, failure("KIT_API_ERROR", ["Kit did not take the signup and the queue refused it"]));
  }
}

const clientSignups = { kind: "signup-client", max: signupLimits.clientMaxSignups, windowSeconds: signupLimits.clientWindowSeconds };
const mailboxSignups = { kind: "signup-mailbox", max: signupLimits.mailboxMaxSignups, windowSeconds: signupLimits.mailboxWindowSeconds };

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
