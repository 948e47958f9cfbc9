import { YOUTUBE_VIDEO_ID } from "../../src/stats";
import { sha256 } from "../digest";
import type { StatsEvent } from "./events";

/**
 * User agents that are not a person's browser: search and social crawlers, link previewers,
 * monitoring, headless and automated browsers, and HTTP libraries. An empty user agent is one too.
 */
export const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|embedly|quora link preview|whatsapp|telegram|skypeuripreview|bitlybot|headlesschrome|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|gtmetrix|pingdom|uptimerobot|statuscake|curl\/|wget\/|python-requests|python-urllib|python-httpx|aiohttp|go-http-client|java\/|okhttp|apache-httpclient|axios\/|node-fetch|undici|libwww-perl|httpie|postmanruntime|insomnia|scrapy/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent?.trim() || BOT_USER_AGENT.test(userAgent);
}

/** A speculative load (link prefetch, prerender): `Sec-Purpose: prefetch[;prerender]` or the older `Purpose`/`X-Purpose`/`X-Moz`. */
export function isPrefetch(headers: Headers): boolean {
  return ["Sec-Purpose", "Purpose", "X-Purpose", "X-Moz"].some((name) => /prefetch|preview|prerender/i.test(headers.get(name) ?? ""));
}

/** Global Privacy Control: the view is counted, but without the visitor hash. */
export const sendsGpc = (headers: Headers) => headers.get("Sec-GPC")?.trim() === "1";

export function deviceClass(userAgent: string): StatsEvent["device"] {
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(userAgent)) return "tablet";
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** The referrer's host when it is another site's; empty for this site (any of its hosts) or none. */
export function externalHost(referrer: string | null | undefined, ownHosts: readonly string[]): string {
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    return ownHosts.some((own) => own.toLowerCase().replace(/^www\./, "") === host) ? "" : host;
  } catch {
    return "";
  }
}

export interface Utm {
  source: string;
  medium: string;
  campaign: string;
  content: string;
  video: string;
}

/** A stored text: no control characters, at most `max` characters. */
const clean = (value: string | null | undefined, max = 80) =>
  (value ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, max);

/**
 * UTM fields and the YouTube video id: `v` when it is a video id, else `utm_content` when the
 * source is YouTube and it is one (the documented description link:
 * `?utm_source=youtube&utm_medium=video&utm_content=<videoId>`).
 */
export function utmOf(fields: {
  source?: string | null;
  medium?: string | null;
  campaign?: string | null;
  content?: string | null;
  video?: string | null;
}): Utm {
  const utm = {
    source: clean(fields.source).toLowerCase(),
    medium: clean(fields.medium).toLowerCase(),
    campaign: clean(fields.campaign),
    content: clean(fields.content),
  };
  const candidates = [clean(fields.video, 20), /youtube|youtu\.be/i.test(utm.source) ? utm.content : ""];
  return { ...utm, video: candidates.find((candidate) => YOUTUBE_VIDEO_ID.test(candidate)) ?? "" };
}

/** UTM of an address (a signup's page); empty fields when it has none or is not a URL. */
export function utmOfUrl(address: string | null | undefined): Utm {
  let query = new URLSearchParams();
  try {
    if (address) query = new URL(address).searchParams;
  } catch {
    // not a URL
  }
  return utmOf({
    source: query.get("utm_source"),
    medium: query.get("utm_medium"),
    campaign: query.get("utm_campaign"),
    content: query.get("utm_content"),
    video: query.get("v"),
  });
}

/** Plausible's daily visitor id: SHA-256 of the day's salt, the address, the user agent and the site's host. */
export function visitorHash(salt: string, ip: string, userAgent: string, host: string): Promise<string> {
  return sha256(`${salt}${ip}${userAgent}${host}`);
}
