import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { thankYouPathFor } from "../../../src/content";
import { API_MAX_BODY_BYTES } from "../../../src/signup";
import { afterResponse } from "../../background";
import { configOf, type AppEnv, type Env } from "../../config";
import { clientKey, networkKey, rateLimit, rememberedRefusal } from "../../limits";
import { intakeSignup } from "../../signup";
import { creditedVariant } from "../../experiments";
import { recordReferralSignup, referralSettings } from "../../referrals";
import { recordSignup } from "../../stats";
import { mailboxOf, type Signup } from "../../store";
import { failure, type ApiFailure } from "../errors";
import { bodyKindOf, isAllowedOrigin, isOwnOrigin, readBody, SCRIPT_OR_FORM } from "../../http";
import { answerFailure, answerSuccess, type AnswerMode } from "./answer";
import { isCoolingDown, listOf, startCooldown } from "./cooldown";
import { answerDownloadDespiteFailure, downloadDespite } from "./failed-download";
import { signupLimits } from "./limits";
import { clientAllowance } from "./person-check";
import { kitReferrer } from "./referrer";
import { returnPath } from "./return-path";
import { formReturnFields, validateSignup, type SignupInput } from "./validation";
import { countTally } from "../../tallies";
import { videoOfSignupPage } from "../../videos";
import { must } from "../../../src/must.ts";

const isOwnFor = (c: Context<AppEnv>) => {
  const { siteUrl, development } = configOf(c.env);
  return (origin: string) => isOwnOrigin(origin, c.req.url, siteUrl, development);
};

/** Before the body is read: where the request comes from, and what it says it carries. */
const checkSender: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { siteUrl, development } = configOf(c.env);
  if (!isAllowedOrigin(c.req.raw.headers, c.req.url, siteUrl, development)) {
    return answerFailure(c, { kind: "json" }, failure("FORBIDDEN_ORIGIN"));
  }
  const kind = bodyKindOf(c.req.header("Content-Type"), SCRIPT_OR_FORM);
  if (!kind)
    return answerFailure(
      c,
      { kind: "json" },
      failure("UNSUPPORTED_MEDIA_TYPE", ["Content-Type must be application/json or application/x-www-form-urlencoded"]),
    );
  return next();
};

/** A form post that is too large to read goes back to the page it came from (its Referer). */
const limitBody = bodyLimit({
  maxSize: API_MAX_BODY_BYTES,
  onError: (c) => {
    const context = c as unknown as Context<AppEnv>;
    const mode: AnswerMode =
      bodyKindOf(context.req.header("Content-Type"), SCRIPT_OR_FORM) === "form"
        ? { kind: "form", returnPath: returnPath(undefined, context.req.header("Referer") ?? null, isOwnFor(context)) }
        : { kind: "json" };
    return answerFailure(context, mode, failure("PAYLOAD_TOO_LARGE"));
  },
});

/**
 * POST /api/subscribe: checks the request, limits each client, then hands the signup on
 * (worker/signup), which delivers it to Kit now when Kit's budget allows or queues it; whatever
 * Kit answers, a valid signup is kept and the visitor gets success, unless Kit says the email
 * itself is unacceptable.
 */
export const subscribeHandlers = [checkSender, limitBody, subscribe] as const;

async function subscribe(c: Context<AppEnv>): Promise<Response> {
  const env = c.env;
  const config = configOf(env);
  const request = c.req.raw;
  const isOwn = isOwnFor(c);

  // checkSender let only these two kinds through.
  const body = await readBody(c, SCRIPT_OR_FORM);
  const returnFields = body.ok ? formReturnFields(body.fields) : {};
  const mode: AnswerMode =
    body.kind === "form"
      ? { kind: "form", returnPath: returnPath(returnFields.source, request.headers.get("Referer"), isOwn), ...formIdOf(returnFields.form) }
      : { kind: "json" };
  if (!body.ok) return answerFailure(c, mode, failure("INVALID_REQUEST", body.details));

  const validated = validateSignup(body.fields);
  if (!validated.ok) return answerFailure(c, mode, validated.failure);
  const { input } = validated;
  const redirect = thankYouPathFor(input.magnet);
  // From here the address and the list are known: a free download is given even when we fail.
  const refuse = (reason: ApiFailure) =>
    mode.kind === "form" && downloadDespite(reason, input.magnet)
      ? answerDownloadDespiteFailure(c, input.magnet, input.email, reason)
      : answerFailure(c, mode, reason);
  // A bot filled the hidden field: it sees the same success a person would, and nothing is sent.
  if (validated.honeypot) return answerSuccess(c, mode, { redirect });

  const address = request.headers.get("CF-Connecting-IP");
  const network = networkKey(address);
  // A /48 this isolate already refused waits out its hour without asking Siteverify or a counter.
  const networkRefused = network ? rememberedRefusal(signupLimits.network, network) : undefined;
  if (networkRefused && !networkRefused.allowed) return refuse(failure("RATE_LIMITED", undefined, networkRefused.retryAfter));

  // The client's count (after Siteverify says which window) and the cooldown's KV read are
  // independent: they run side by side.
  const list = listOf(input.magnet);
  const countClient = async () => {
    const allowance = await clientAllowance(c, input.turnstileToken);
    return { allowance, rate: await rateLimit(env.LIMIT_COUNTER, allowance.limit, clientKey(address)) };
  };
  const [{ allowance, rate }, coolingDown] = await Promise.all([countClient(), isCoolingDown(env.SIGNUPS_KV, input.email, list)]);
  if (!rate.allowed) return refuse(failure(allowance.overCode, undefined, rate.retryAfter));
  // Then the client's IPv6 /48 (signupLimits.network), before anything is written or sent to Kit.
  const neighbours = network ? await rateLimit(env.LIMIT_COUNTER, signupLimits.network, network) : rate;
  if (!neighbours.allowed) return refuse(failure("RATE_LIMITED", undefined, neighbours.retryAfter));
  if (coolingDown) return answerSuccess(c, mode, { redirect });
  // Counted only for signups that go on to Kit, and after the client's own limit, so that a client
  // spends a mailbox's allowance no faster than its own.
  const inbox = await rateLimit(env.LIMIT_COUNTER, signupLimits.mailbox, mailboxOf(input.email));
  if (!inbox.allowed) return refuse(failure("RATE_LIMITED", undefined, inbox.retryAfter));

  const signup: Signup = {
    id: crypto.randomUUID(),
    email: input.email,
    receivedAt: new Date().toISOString(),
    ...(input.magnet ? { magnet: input.magnet } : {}),
  };
  const referrer = kitReferrer(input.referrer ?? request.headers.get("Referer"), config.siteUrl, isOwn);
  if (referrer) signup.referrer = referrer;
  // Signed up on a video's page: Kit's "Signup video" field carries it (worker/videos).
  const video = config.youtube ? await videoOfSignupPage(env.DB, referrer).catch(() => undefined) : undefined;
  if (video) signup.video = video;

  const outcome = await intakeSignup(env, config, signup, (work) => afterResponse(c, work));
  switch (outcome.kind) {
    case "delivered":
    case "queued":
      afterResponse(c, startCooldown(env.SIGNUPS_KV, input.email, list));
      afterResponse(
        c,
        signupForStats(env, input, returnFields.source, request, isOwn).then((stats) => recordSignup(env, config, request, stats)),
      );
      if (allowance.unverified) afterResponse(c, countTally(env.DB, "signup-unverified"));
      if (input.referralCode)
        afterResponse(
          c,
          recordReferralSignup(env, referralSettings(env), request, input.referralCode, input.email).catch((error: unknown) =>
            console.error("[referrals] could not keep a referred signup:", error),
          ),
        );
      return answerSuccess(c, mode, outcome.kind === "queued" ? { redirect, queued: true } : { redirect });
    case "invalid-email":
      return refuse(failure("INVALID_EMAIL", outcome.details));
    case "not-configured":
      return refuse(failure("CONFIG_ERROR", outcome.problems));
    case "unsaved":
      return refuse(failure("KIT_API_ERROR", ["Kit did not take the signup and the queue refused it"]));
  }
}

/** What the stats keep of a signup: its form, its page (path) and that page's address (for its UTM). */
async function signupForStats(env: Env, input: SignupInput, source: string | undefined, request: Request, isOwn: (origin: string) => boolean) {
  const header = request.headers.get("Referer");
  const pageAddress = [input.referrer, header].find((address) => address && URL.canParse(address) && isOwn(new URL(address).origin)) ?? null;
  const page = source?.startsWith("/") ? must(source.split("?")[0]) : pageAddress ? new URL(pageAddress).pathname : "";
  // It counts for the variant this worker assigns the visitor on that page today, whatever the form names.
  const seen = await creditedVariant(env, request, page, input.experiment, "conversion");
  return { email: input.email, form: input.magnet ?? "newsletter", page, pageAddress, ...(seen ? { seen } : {}) };
}

/** The form id names an element on the page; anything else is dropped rather than echoed. */
function formIdOf(form: string | undefined): { formId?: string } {
  return form && /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(form) ? { formId: form } : {};
}
