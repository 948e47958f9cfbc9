import type { StatsReport, ViewBeacon } from "../../src/stats/contract";
import type { Config, Env } from "../config";
import { kvKeys } from "../store";
import { aggregate } from "./aggregate";
import { readAnalyticsEngine, writeDataPoint } from "./analytics-engine";
import { clampEvent, utcDay, type StatsEvent } from "./events";
import { readLocalEvents, writeLocalEvent } from "./local-store";
import { deviceClass, externalHost, sendsGpc, utmOf, utmOfUrl, visitorHash, type Utm } from "./request";
import { todaysSalt } from "./salt";

/** How long a signup's attribution waits for its confirmation (Kit's webhook), in seconds. */
export const ATTRIBUTION_TTL_SECONDS = 30 * 86_400;

/** Stores one event where this deployment keeps them; a failure is logged, never thrown. */
export async function recordEvent(env: Env, config: Config, event: StatsEvent): Promise<void> {
  try {
    const clamped = clampEvent(event);
    if (config.stats.analytics) writeDataPoint(env.ANALYTICS, clamped);
    else await writeLocalEvent(env.SIGNUPS_KV, clamped);
  } catch (error) {
    console.error(`[stats] could not record a ${event.kind}:`, error);
  }
}

/** The events of from..to (UTC days, inclusive), aggregated. */
export async function readStats(env: Env, config: Config, from: string, to: string): Promise<StatsReport> {
  const rows = config.stats.analytics ? await readAnalyticsEngine(config.stats.analytics.accountId, config.stats.analytics.apiToken, from, to) : await readLocalEvents(env.SIGNUPS_KV, from, to);
  return aggregate(rows, from, to);
}

function ownHosts(request: Request, config: Config): string[] {
  return [new URL(request.url).hostname, new URL(config.siteUrl).hostname];
}

/** The daily visitor hash of a request; empty under Global Privacy Control. */
async function visitorOf(env: Env, request: Request): Promise<string> {
  if (sendsGpc(request.headers)) return "";
  const salt = await todaysSalt(env.DAILY_SALT);
  return visitorHash(salt, request.headers.get("CF-Connecting-IP") ?? "", request.headers.get("User-Agent") ?? "", new URL(request.url).hostname);
}

const countryOf = (request: Request) => {
  const country = (request as Request & { cf?: { country?: unknown } }).cf?.country;
  return typeof country === "string" ? country : "";
};

/** A view from the beacon (already judged a person's, not a prefetch). */
export async function recordView(env: Env, config: Config, request: Request, beacon: ViewBeacon): Promise<void> {
  try {
    const utm = utmOf({ source: beacon.utm_source, medium: beacon.utm_medium, campaign: beacon.utm_campaign, content: beacon.utm_content, video: beacon.video });
    await recordEvent(env, config, {
      kind: "view",
      path: beacon.path,
      ...utm,
      referrerHost: externalHost(beacon.referrer, ownHosts(request, config)),
      country: countryOf(request),
      device: deviceClass(request.headers.get("User-Agent") ?? ""),
      visitor: await visitorOf(env, request),
      form: "",
      signupDay: "",
    });
  } catch (error) {
    console.error("[stats] could not record a view:", error);
  }
}

interface Attribution extends Utm {
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
export async function recordSignup(env: Env, config: Config, request: Request, signup: { email: string; form: string; page: string; pageAddress: string | null }): Promise<void> {
  try {
    const utm = utmOfUrl(signup.pageAddress);
    const attribution: Attribution = {
      ...utm,
      form: signup.form,
      path: signup.page,
      referrerHost: "",
      visitor: await visitorOf(env, request).catch(() => ""),
      signupDay: utcDay(),
    };
    const event: StatsEvent = { kind: "signup", ...attribution, signupDay: "", country: countryOf(request), device: deviceClass(request.headers.get("User-Agent") ?? "") };
    const secret = config.stats.kitWebhookSecret;
    await Promise.all([
      recordEvent(env, config, event),
      secret ? env.SIGNUPS_KV.put(await kvKeys.attribution(secret, signup.email), JSON.stringify(attribution), { expirationTtl: ATTRIBUTION_TTL_SECONDS }) : undefined,
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
  await recordEvent(env, config, { kind: "confirmed", ...attribution, country: "", device: "" });
  return true;
}
