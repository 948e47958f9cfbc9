import { createExecutionContext, env as testEnv, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { createApp } from "../../../worker/app";
import type { Env } from "../../../worker/config";

/** The site's origin in the worker tests. */
export const SITE = "https://www.example.com";

/** The test bindings as the site at `SITE` in development (local stores, no secrets), with `overrides`. */
export function siteEnv(overrides: Partial<Env> = {}): Env {
  return { ...(testEnv as unknown as Env), SITE_URL: SITE, ENVIRONMENT: "development", ...overrides };
}

/** A person's browser (the stats drop headless and automated ones as bots); `n` makes each one distinct. */
export const personUserAgent = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.${n}.0 Safari/537.36`;

export interface Visitor {
  ip: string;
  ua: string;
}

/**
 * Requests to the whole app in `env`, each run to the end of its background work (so what it
 * records is readable after), and never answered with a cookie: the site sets none.
 */
export function siteClient(env: Env) {
  const app = createApp();
  return async function send(path: string, init: RequestInit = {}) {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`${SITE}${path}`, init), env, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    // `expectStatus(answer)` (test/support/refusal.ts) names a refused post's fields and messages.
    return { response, text };
  };
}
