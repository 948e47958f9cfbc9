import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../config";

/** One id per browser profile, so the history can say "this browser" and one device's typing is coalesced. */
export const DEVICE_COOKIE = "draft_device";
const DEVICE_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** This request's device, as its cookie says (none: a new id, set on the answer). */
export function deviceOf(c: Context<AppEnv>): string {
  const known = getCookie(c, DEVICE_COOKIE);
  if (known && DEVICE_PATTERN.test(known)) return known;
  const device = crypto.randomUUID();
  // Only the owner's internal pages read it; Secure where the site is https (local development is not).
  setCookie(c, DEVICE_COOKIE, device, {
    path: "/internal",
    httpOnly: true,
    sameSite: "Strict",
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: 400 * 86_400,
  });
  return device;
}

/** The device a page is read from, without giving it one. */
export const readDevice = (c: Context<AppEnv>): string | null => getCookie(c, DEVICE_COOKIE) ?? null;
