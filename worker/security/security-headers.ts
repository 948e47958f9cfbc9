import type { MiddlewareHandler } from "hono";
import { configOrNothing, type AppEnv } from "../config";
import { relaxedPreviewCsp, SECURITY_HEADERS, strictCsp } from "./policy";

/** `vite dev` only (Vitest runs in "test" mode, builds in "production"). */
// (`import.meta.env` is absent where Node loads this module for the build's `_headers`.)
const DEV_SERVER = import.meta.env?.MODE === "development";

/**
 * The policies this isolate has built, by what they depend on: a handful of strings (the options,
 * and one page stylesheet's hash each), so every response after the first of its kind reuses one.
 */
const builtPolicies = new Map<string, string>();

function policyFor(
  profile: string | undefined,
  options: { analytics: boolean; turnstile: boolean; frames: readonly string[]; devServer: boolean },
  styleHash: string | undefined,
): string {
  const key = `${profile ?? ""}|${+options.analytics}${+options.turnstile}${+options.devServer}|${options.frames.join(" ")}|${styleHash ?? ""}`;
  let csp = builtPolicies.get(key);
  if (csp === undefined) {
    // A hash would make browsers ignore 'unsafe-inline', which the email preview needs.
    csp = profile === "email-preview" ? relaxedPreviewCsp(options) : strictCsp({ ...options, styleHashes: styleHash ? [styleHash] : [] });
    builtPolicies.set(key, csp);
  }
  return csp;
}

/**
 * Security headers for every response the worker makes: pages, API answers, redirects and
 * errors. Hono's `secureHeaders` is not used because the same values must also reach the static
 * `_headers` file (see policy.ts) and the CSP depends on the route and on the analytics setting.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // A configuration that cannot be read allows no outside host (its error page still gets headers).
    const config = configOrNothing(c.env);
    // Turnstile's hosts only where a signup form rendered (the page handler says so), and only for
    // Cloudflare's own widget (test keys use the same-origin stand-in), never elsewhere.
    const turnstile = config?.turnstile;
    const options = {
      analytics: config?.publicConfig.analyticsMeasurementId !== undefined,
      turnstile: c.var.signupForm === true && turnstile?.kind === "on" && turnstile.widget === "cloudflare",
      // Frames only where the page's route declares them (a video's player: src/video-routes.ts).
      frames: c.var.frames ?? [],
      devServer: DEV_SERVER,
    };
    const csp = policyFor(c.get("cspProfile"), options, c.var.styleHash);
    let headers = c.res.headers;
    try {
      headers.set("Content-Security-Policy", csp);
    } catch {
      // A response passed through from fetch() has immutable headers: copy it first.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set("Content-Security-Policy", csp);
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      // An image made to be shown elsewhere (a video's thumbnail, in emails and the previewer's
      // sandboxed frame, whose origin is opaque) says so itself: `Cross-Origin-Resource-Policy: cross-origin`.
      if (name === "Cross-Origin-Resource-Policy" && headers.has(name)) continue;
      headers.set(name, value);
    }
  };
}
