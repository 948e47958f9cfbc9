/**
 * The password estimator (zxcvbn-ts, about 80 ms of CPU to load, build and check) is loaded only once a
 * request gave the right password, and its verdict is kept in D1, so anonymous requests never pay
 * for it and only the first sign-in after a change does.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../../worker/app";
import type { Env } from "../../../worker/config";
// Tests mirror the module they prove (worker/internal) and may read its inner files.
import { estimatorLoaded, forgetEstimator } from "../../../worker/internal/password-strength";
import { must } from "../../../src/must.ts";

const PASSWORD = "Zr4mQ8vT2xLw9KpN6cYb3HsJ";
const production = { ...(env as unknown as Env), ENVIRONMENT: "production", SITE_URL: "https://site.test", PREVIEW_PASSWORD: PASSWORD };

let client = 0;
async function request(path: string, authorization?: string, overrides: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { "CF-Connecting-IP": `198.18.0.${++client}` };
  if (authorization) headers.Authorization = authorization;
  const response = await createApp().fetch(new Request(`https://site.test${path}`, { headers }), { ...production, ...overrides }, ctx);
  await response.text();
  await waitOnExecutionContext(ctx);
  return response;
}
const basic = (password: string) => `Basic ${btoa(`owner:${password}`)}`;
const keptVerdicts = async () =>
  (await (env as unknown as Env).DB.prepare("SELECT tag, strong FROM password_verdicts").all<{ tag: string; strong: number }>()).results;

beforeEach(() => forgetEstimator());

describe("the password estimator", () => {
  it("is not loaded by anonymous requests nor wrong passwords to the owner's pages", async () => {
    for (const path of ["/internal", "/internal/stats", "/newsletter-preview", "/internal/issues"]) {
      expect((await request(path)).status, path).toBe(401);
      expect((await request(path, basic("not-the-password"))).status, path).toBe(401);
      expect((await request(path, "Basic !!!")).status, path).toBe(401);
    }
    expect(estimatorLoaded()).toBe(false);
    expect(await keptVerdicts()).toEqual([]);
  });

  it("judges the right password once: the first sign-in loads it and keeps the verdict, the next isolate reads the verdict", async () => {
    expect((await request("/internal", basic(PASSWORD))).status).toBe(200);
    expect(estimatorLoaded()).toBe(true);
    const kept = await keptVerdicts();
    expect(kept).toHaveLength(1);
    expect(must(kept[0]).tag).toMatch(/^[0-9a-f]{8}$/);
    expect(must(kept[0]).tag).not.toContain(PASSWORD);
    expect(must(kept[0]).strong).toBe(1);
    // A new isolate (nothing in memory) signs in with the verdict from D1: no estimator.
    forgetEstimator();
    expect((await request("/internal/stats", basic(PASSWORD))).status).toBe(200);
    expect(estimatorLoaded()).toBe(false);
  });

  it("keeps a weak password's verdict too: the pages stay locked for it, judged once", async () => {
    const weak = "Password12345678";
    expect((await request("/internal", basic(weak), { PREVIEW_PASSWORD: weak })).status).toBe(503);
    expect(estimatorLoaded()).toBe(true);
    forgetEstimator();
    expect((await request("/internal", basic(weak), { PREVIEW_PASSWORD: weak })).status).toBe(503);
    expect(estimatorLoaded()).toBe(false);
    // An anonymous request with a weak password set is asked for the password, not told the rule.
    expect((await request("/internal", undefined, { PREVIEW_PASSWORD: weak })).status).toBe(401);
  });
});
