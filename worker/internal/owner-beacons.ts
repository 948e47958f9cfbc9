import type { MiddlewareHandler } from "hono";
import { timingSafeEqual } from "hono/utils/buffer";
import { configOf, type AppEnv } from "../config";
import { ACCESS_TOKEN_HEADER, hasAccessToken } from "./cloudflare-access";
import { must } from "../../src/must.ts";

/** The password of an HTTP Basic `Authorization` header, or undefined when there is none. */
function basicPassword(header: string | undefined): string | undefined {
  const match = header && /^Basic ([A-Za-z0-9+/]+=*)$/i.exec(header.trim());
  if (!match) return undefined;
  try {
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(must(match[1])), (char) => char.charCodeAt(0)));
    const colon = decoded.indexOf(":");
    return colon === -1 ? undefined : decoded.slice(colon + 1);
  } catch {
    return undefined;
  }
}

/**
 * Marks a view beacon sent by the signed-in owner (`ownerSignedIn`): his browser sends his sign-in
 * with it (the Basic password it was challenged for, or Access's token where Access covers the
 * site), and the endpoint then counts it nowhere, neither as a view nor as a refused beacon
 * (worker/api/view.ts). It only looks: a wrong password here is no guess and answers nothing, and
 * a request without either header costs no work.
 */
export function markOwnerBeacons(): MiddlewareHandler<AppEnv> {
  return async function markOwnerBeacons(c, next) {
    const signIn = configOf(c.env).signIn;
    const owner =
      signIn.kind === "password"
        ? await passwordMatches(c.req.header("Authorization"), signIn.password)
        : signIn.kind === "access" && c.req.header(ACCESS_TOKEN_HEADER) !== undefined && (await hasAccessToken(c.req.raw, signIn));
    if (owner) c.set("ownerSignedIn", true);
    await next();
  };
}

async function passwordMatches(header: string | undefined, password: string): Promise<boolean> {
  const given = basicPassword(header);
  return given !== undefined && (await timingSafeEqual(given, password));
}
