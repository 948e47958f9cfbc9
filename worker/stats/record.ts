import type { ViewBeacon } from "../../src/stats";
import type { Config, Env } from "../config";
import { kvKeys } from "../store";
import { writeDataPoint } from "./analytics-engine";
import { clampEvent, utcDay, type StatsEvent } from "./events";
import { writeLocalEvent } from "./local-store";
import { deviceClass, externalHost, sendsGpc, utmOf, utmOfUrl, visitorHash, type Utm } from "./request";
import { todaysSalt } from "./salt";
import { boundedValue } from "./bounded-values";

/** How long a signup's attribution waits for its confirmation (Kit's webhook), in seconds. */
export const ATTRIBUTION_TTL_SECONDS = 30 * 86_400;

/**
 * Where this deployment keeps its events: Analytics Engine in production (writing needs only the
 * binding; reading, the account id and the API token), the local store in SIGNUPS_KV only in
 * development without them (`npm start`, tests), so a view never spends a KV write in production.
 */
export type StatsStore = "analytics-engine" | "local";
export const statsStoreOf = (config: Config): StatsStore => (config.development && !config.stats.analytics ? "local" : "analytics-engine");

/** Stores one event where this deployment keeps them; a failure is logged, never thrown. */
export async function recordEvent(env: Env, config: Config, event: StatsEvent): Promise<void> {
  try {
    const clamped = clampEvent(event);
    if (statsStoreOf(config) === "analytics-engine") writeDataPoint(env.ANALYTICS, clamped);
    else await writeLocalEvent(env.SIGNUPS_KV, clamped);
  } catch (error) {
    console.error(`[stats] could not record a ${event.kind}:`, error);
  }
}

function ownHosts(request: Request, config: Config): string[] {
  return [new URL(request.url).hostname, new URL(config.siteUrl).hostname];
}

/**
 * The daily visitor hash of a request, whatever it asks: the experiments place a visitor with it
 * (worker/experiments) and keep nothing. What is stored goes through `visitorOf`.
 */
export async function visitorKey(env: Env, request: Request): Promise<string> {
  const salt = await todaysSalt(env.DAILY_SALT);
  return visitorHash(salt, request.headers.get("CF-Connecting-IP") ?? "", request.headers.get("User-Agent") ?? "", new URL(request.url).hostname);
}

/** The daily visitor hash a stored event carries; empty under Global Privacy Control. */
async function visitorOf(env: Env, request: Request): Promise<string> {
  return sendsGpc(request.headers) ? "" : visitorKey(env, request);
}

const countryOf = (request: Request) => {
  const country = (request as Request & { cf?: { country?: unknown } }).cf?.country;
  return typeof country === "string" ? country : "";
};

/** The experiment variant an event counts for; none outside experiments. */
export interface Seen {
  experiment: string;
  variant: string;
}
const NOT_IN_EXPERIMENT: Seen = { experiment: "", variant: "" };

/** UTM values as stored: each field at most MAX_VALUES_A_DAY different values an isolate a day (bounded-values.ts). */
function boundedUtm(utm: Utm): Utm {
  return {
    ...utm,
    source: boundedValue("source", utm.source),
    medium: boundedValue("medium", utm.medium),
    campaign: boundedValue("campaign", utm.campaign),
    content: boundedValue("content", utm.content),
  };
}

/** A view, or a click on a booking action, from the beacon (already judged a person's, not a prefetch). */
export async function recordView(
  env: Env,
  config: Config,
  request: Request,
  beacon: ViewBeacon,
  seen: Seen = NOT_IN_EXPERIMENT,
  kind: "view" | "booking" = "view",
): Promise<void> {
  try {
    const utm = boundedUtm(
      utmOf({ source: beacon.utm_source, medium: beacon.utm_medium, campaign: beacon.utm_campaign, content: beacon.utm_content, video: beacon.video }),
    );
    await recordEvent(env, config, {
      kind,
      path: beacon.path,
      ...utm,
      referrerHost: boundedValue("referrerHost", externalHost(beacon.referrer, ownHosts(request, config))),
      country: countryOf(request),
      device: deviceClass(request.headers.get("User-Agent") ?? ""),
      visitor: await visitorOf(env, request),
      form: "",
      signupDay: "",
      ...seen,
    });
  } catch (error) {
    console.error(`[stats] could not record a ${kind}:`, error);
  }
}

/** A speaker inquiry accepted from a page (the speaker page the organiser came from). Never throws. */
export async function recordInquiry(env: Env, config: Config, request: Request, inquiry: { page: string; seen?: Seen }): Promise<void> {
  try {
    await recordEvent(env, config, {
      kind: "inquiry",
      path: inquiry.page,
      ...utmOf({}),
      referrerHost: "",
      country: countryOf(request),
      device: deviceClass(request.headers.get("User-Agent") ?? ""),
      visitor: await visitorOf(env, request).catch(() => ""),
      form: "",
      signupDay: "",
      ...(inquiry.seen ?? NOT_IN_EXPERIMENT),
    });
  } catch (error) {
    console.error("[stats] could not record an inquiry:", error);
  }
}

interface Attribution extends Utm, Seen {
  form: string;
  path: string;
  referrerHost: string;
  visitor: string;
  signupDay: string;
}

/**
 * An accepted signup: its event, and (when Kit's webhook is set up) its attribution for the
 * confirmation, under a hash of the email, for 30 days. Never throws.
 */
export async function recordSignup(
  env: Env,
  config: Config,
  request: Request,
  signup: { email: string; form: string; page: string; pageAddress: string | null; seen?: Seen },
): Promise<void> {
  try {
    const utm = utmOfUrl(signup.pageAddress);
    const attribution: Attribution = {
      ...utm,
      form: signup.form,
      path: signup.page,
      referrerHost: "",
      visitor: await visitorOf(env, request).catch(() => ""),
      signupDay: utcDay(),
      ...(signup.seen ?? NOT_IN_EXPERIMENT),
    };
    const event: StatsEvent = {
      kind: "signup",
      ...attribution,
      signupDay: "",
      country: countryOf(request),
      device: deviceClass(request.headers.get("User-Agent") ?? ""),
    };
    const secret = config.stats.kitSigningSecret;
    await Promise.all([
      recordEvent(env, config, event),
      secret
        ? env.SIGNUPS_KV.put(await kvKeys.attribution(secret, signup.email), JSON.stringify(attribution), { expirationTtl: ATTRIBUTION_TTL_SECONDS })
        : undefined,
    ]);
  } catch (error) {
    console.error("[stats] could not record a signup:", error);
  }
}

/**
 * Kit says a subscriber confirmed: records `confirmed` with the signup's attribution and deletes
 * it, so a second delivery finds nothing. False when no signup of this address is waiting.
 */
export async function recordConfirmed(env: Env, config: Config, secret: string, email: string): Promise<boolean> {
  const key = await kvKeys.attribution(secret, email);
  const attribution = await env.SIGNUPS_KV.get<Attribution>(key, "json");
  if (!attribution) return false;
  await env.SIGNUPS_KV.delete(key);
  // An attribution stored before experiments existed has no variant.
  await recordEvent(env, config, { kind: "confirmed", ...NOT_IN_EXPERIMENT, ...attribution, country: "", device: "" });
  return true;
}
