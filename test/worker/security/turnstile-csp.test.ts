import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../worker/app";
import { TURNSTILE_TEST_SITE_KEYS, type Env } from "../../../worker/config";
import { TURNSTILE_SOURCES } from "../../../worker/security";
import { must } from "../../../src/must.ts";

const REAL_KEYS = { TURNSTILE_SITE_KEY: "0x4AAAAAAArealsitekey", TURNSTILE_SECRET_KEY: "0x4AAAAAAArealsecretkey" };
const app = createApp();

async function fetchWith(overrides: Partial<Env>, path: string, fresh = true) {
  const ctx = createExecutionContext();
  const request = new Request(`https://site.test${path}`, fresh ? { headers: { "Cache-Control": "no-cache" } } : {});
  const response = await app.fetch(request, { ...(env as unknown as Env), ...overrides }, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  const csp = Object.fromEntries(
    (response.headers.get("Content-Security-Policy") ?? "").split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [must(name), sources];
    }),
  );
  return { csp, html, response };
}

describe("Turnstile in the security policy", () => {
  it("with a real site key, a page with a signup form allows Turnstile's script and frame, and nothing more", async () => {
    const { csp, html } = await fetchWith({ ...REAL_KEYS, ENVIRONMENT: "production" }, "/newsletter");
    expect(csp["script-src"]).toEqual(["'self'", ...TURNSTILE_SOURCES.script]);
    expect(csp["frame-src"]).toEqual([...TURNSTILE_SOURCES.frame]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    // The widget is not on the page until a form is touched: the island loads it.
    expect(html).not.toContain('<script src="https://challenges.cloudflare.com');
    expect(html).toContain(REAL_KEYS.TURNSTILE_SITE_KEY);
    expect(html).not.toContain(REAL_KEYS.TURNSTILE_SECRET_KEY);
  });

  it("keeps allowing it when the page comes from the page cache", async () => {
    const overrides = { ...REAL_KEYS, ENVIRONMENT: "production" };
    await fetchWith(overrides, "/newsletter");
    const { csp, response } = await fetchWith(overrides, "/newsletter", false);
    expect(response.headers.get("Server-Timing")).toMatch(/cache/);
    expect(csp["frame-src"]).toEqual([...TURNSTILE_SOURCES.frame]);
  });

  it.each(["/privacy-policy", "/contact", "/robots.txt", "/no/such/page"])(
    "with a real site key, %s (no signup form) keeps the strict policy",
    async (path) => {
      const { csp } = await fetchWith({ ...REAL_KEYS, ENVIRONMENT: "production" }, path);
      expect(csp["script-src"]).toEqual(["'self'"]);
      expect(csp["frame-src"]).toEqual(["'none'"]);
    },
  );

  it("an API answer keeps the strict policy", async () => {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request("https://site.test/api/subscribe", { method: "GET" }), { ...(env as unknown as Env), ...REAL_KEYS }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-src 'none'");
    expect(response.headers.get("Content-Security-Policy")).not.toContain("challenges.cloudflare.com");
  });

  it("with a test site key, the page loads the same-origin stand-in: the strict policy stays", async () => {
    const { csp, html } = await fetchWith({ ...REAL_KEYS, TURNSTILE_SITE_KEY: TURNSTILE_TEST_SITE_KEYS.passInvisible }, "/newsletter");
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
    expect(html).toContain("/__turnstile/api.js");
  });

  it("without keys in production, no Turnstile at all: strict policy, nothing in the page", async () => {
    const { csp, html } = await fetchWith({ ENVIRONMENT: "production" }, "/newsletter");
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
    expect(html).not.toMatch(/turnstile/i);
  });
});
