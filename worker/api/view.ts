import type { Context, MiddlewareHandler } from "hono";
import * as v from "valibot";
import { pageRoutes } from "../../src/routes";
import { BOOKING_GOAL, STATS_PAGE_PATH, type ViewBeacon } from "../../src/stats/contract";
import { afterResponse } from "../background";
import { configOf, type AppEnv } from "../config";
import { creditedVariant } from "../experiments";
import { isBot, isPrefetch, recordView } from "../stats";
import { apiError, failure } from "./errors";
import { limitJsonBody, parseJsonBody } from "./json-body";
import { isOwnOrigin } from "./origin";

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

/** The owner's own pages are not the site's traffic. */
const INTERNAL_PATHS = new Set([...pageRoutes.filter((route) => route.internal).map((route) => route.path), STATS_PAGE_PATH]);

/** Like /api/consent: the beacon always sends Origin, so a post must name this site. */
const checkSender: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { siteUrl, development } = configOf(c.env);
  const origin = c.req.header("Origin");
  const fetchSite = c.req.header("Sec-Fetch-Site");
  if (origin === undefined || !isOwnOrigin(origin, c.req.url, siteUrl, development) || (fetchSite && fetchSite !== "same-origin")) return apiError(c, failure("FORBIDDEN_ORIGIN"));
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/json") return apiError(c, failure("UNSUPPORTED_MEDIA_TYPE", ["Content-Type must be application/json"]));
  return next();
};

/**
 * POST /api/view: one page view, or one click on a booking action, from the beacon
 * (client/beacon.ts). Answers 204 at once; the event is recorded after the answer, unless a bot or
 * a prefetch sent it. In an experiment it counts for the variant this worker assigns the visitor,
 * whatever variant the beacon names (worker/experiments/credit.ts). No cookie, nothing on the device.
 */
export const viewHandlers = [
  checkSender,
  limitJsonBody(),
  async (c: Context<AppEnv>) => {
    const parsed = await parseJsonBody(c, ViewSchema, "INVALID_REQUEST");
    if (!parsed.ok) return parsed.response;
    const request = c.req.raw;
    const counted = !isBot(request.headers.get("User-Agent")) && !isPrefetch(request.headers) && !INTERNAL_PATHS.has(parsed.value.path);
    const beacon = parsed.value;
    const kind = beacon.goal === BOOKING_GOAL ? "booking" : "view";
    if (counted) afterResponse(c, creditedVariant(c.env, request, beacon.path, beacon.experiment).then((seen) => recordView(c.env, configOf(c.env), request, beacon, seen, kind)));
    return c.body(null, 204);
  },
] as const;
