import type { Context, MiddlewareHandler } from "hono";
import * as v from "valibot";
import { isOwnerPath } from "../../src/internal";
import { BOOKING_GOAL, type ViewBeacon } from "../../src/stats";
import { afterResponse } from "../background";
import { configOf, type AppEnv, type Env } from "../config";
import { creditedVariant } from "../experiments";
import { countedPath, dueRefusals, isBot, isPrefetch, noteRefusal, recordEvent, recordView, type RefusalReason } from "../stats";
import { beaconOverCap, NETWORK_RETRY_SECONDS } from "./view-guard";
import { apiError, failure } from "./errors";
import { jsonBody, limitJsonBody } from "./json-body";
import { isOwnOrigin, mediaTypeOf } from "../http";

const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));
const ViewSchema = v.object({
  path: v.pipe(v.string(), v.startsWith("/"), v.maxLength(300)),
  referrer: text(1000),
  utm_source: text(200),
  utm_medium: text(200),
  utm_campaign: text(200),
  utm_content: text(200),
  video: text(200),
  experiment: text(80),
  goal: v.optional(v.literal(BOOKING_GOAL)),
}) satisfies v.GenericSchema<unknown, ViewBeacon>;

/** The body, checked once before the handler runs. */
const viewBody = jsonBody(ViewSchema, "INVALID_REQUEST");

/** Like /api/consent: the beacon always sends Origin, so a post must name this site. */
const checkSender: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { siteUrl, development } = configOf(c.env);
  const origin = c.req.header("Origin");
  const fetchSite = c.req.header("Sec-Fetch-Site");
  if (origin === undefined || !isOwnOrigin(origin, c.req.url, siteUrl, development) || (fetchSite && fetchSite !== "same-origin"))
    return apiError(c, failure("FORBIDDEN_ORIGIN"));
  const mediaType = mediaTypeOf(c.req.header("Content-Type"));
  if (mediaType !== "application/json") return apiError(c, failure("UNSUPPORTED_MEDIA_TYPE", ["Content-Type must be application/json"]));
  return next();
};

/**
 * POST /api/view: one page view, or one click on a booking action, from the beacon
 * (client/beacon.ts). Answers 204 whether it counts or is refused (a script learns nothing), except
 * past its IPv6 /48's cap on one page (view-guard.ts): 429 with Retry-After. The caps are asked
 * before the answer (Rate Limiting bindings, no storage); the event is recorded after it, and
 * refusals are counted by reason. In an experiment it counts for the variant this worker assigns the visitor,
 * whatever variant the beacon names (worker/experiments/credit.ts). No cookie, nothing on the device.
 */
export const viewHandlers = [
  checkSender,
  limitJsonBody(),
  viewBody,
  async (c: Context<AppEnv>) => {
    const beacon = viewBody.of(c);
    // The owner's own page loads count nowhere, not even as refused beacons: an owner page (which
    // links no beacon; an older tab may still send one), or any page while his sign-in comes along.
    if (isOwnerPath(beacon.path) || c.get("ownerSignedIn")) return c.body(null, 204);
    const kind = beacon.goal === BOOKING_GOAL ? "booking" : "view";
    const path = countedPath(beacon.path);
    const refusal = await refusalOf(c.env, c.req.raw, path, kind);
    afterResponse(c, countBeacon(c.env, c.req.raw, beacon, path, kind, refusal));
    if (refusal === "network-minute") return apiError(c, failure("RATE_LIMITED", undefined, NETWORK_RETRY_SECONDS));
    return c.body(null, 204);
  },
] as const;

/** Why a beacon is not counted (a bot, a prefetch, not a page of the site, over a cap: view-guard.ts), or undefined when it counts. */
async function refusalOf(env: Env, request: Request, path: string | undefined, kind: "view" | "booking"): Promise<RefusalReason | undefined> {
  if (isBot(request.headers.get("User-Agent"))) return "bot";
  if (isPrefetch(request.headers)) return "prefetch";
  if (!path) return "unknown-page";
  // A limiter that cannot answer lets the beacon through: a view too many, never a lost answer.
  return beaconOverCap(env, request, path, kind).catch(() => undefined);
}

/** Records the beacon unless it was refused, then stores the refusals due. */
async function countBeacon(
  env: Env,
  request: Request,
  beacon: ViewBeacon,
  path: string | undefined,
  kind: "view" | "booking",
  refusal: RefusalReason | undefined,
): Promise<void> {
  const config = configOf(env);
  if (refusal || !path) noteRefusal(refusal ?? "unknown-page");
  else {
    const seen = await creditedVariant(env, request, path, beacon.experiment, kind === "booking" ? "conversion" : "view");
    await recordView(env, config, request, { ...beacon, path }, seen, kind);
  }
  await Promise.all(dueRefusals().map((event) => recordEvent(env, config, event)));
}
