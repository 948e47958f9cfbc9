import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../worker/app";
import { definePage } from "../../../src/route-types";
import type { Env } from "../../../worker/config";
import { ANALYTICS_SOURCES } from "../../../worker/security";
import { must } from "../../../src/must.ts";

/** CSP directives by name, e.g. { "script-src": ["'self'"] }. */
function directives(csp: string | null): Record<string, string[]> {
  expect(csp).toBeTruthy();
  return Object.fromEntries(
    must(csp)
      .split(";")
      .map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [must(name), sources];
      }),
  );
}

function expectSecurityHeaders(response: Response) {
  const csp = directives(response.headers.get("Content-Security-Policy"));
  for (const source of must(csp["script-src"])) expect(source).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|blob:/);
  expect(csp["script-src"]).toContain("'self'");
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["base-uri"]).toEqual(["'self'"]);
  expect(csp["form-action"]).toEqual(["'self'"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["default-src"]).toEqual(["'self'"]);

  const hsts = response.headers.get("Strict-Transport-Security") ?? "";
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts).toMatch(/includeSubDomains/);
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("Permissions-Policy")).toMatch(/camera=\(\)/);
  expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
  expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  return csp;
}

const BrokenPage = () => {
  throw new Error("boom");
};

describe("security headers on every worker response", () => {
  it("a page carries the strict policy and keeps styles to the site's own files", async () => {
    const response = await SELF.fetch("https://site.test/");
    expect(response.status).toBe(200);
    const csp = expectSecurityHeaders(response);
    expect(csp["style-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toEqual(["'self'"]);
  });

  it("a page served from the page cache still carries them", async () => {
    await (await SELF.fetch("https://site.test/contact")).text();
    const cached = await SELF.fetch("https://site.test/contact");
    expect(cached.headers.get("Server-Timing")).toMatch(/cache/);
    expectSecurityHeaders(cached);
  });

  it("the unknown-path 404 page carries them", async () => {
    const response = await SELF.fetch("https://site.test/no/such/page");
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });

  it("API answers (success, error and unknown endpoint) carry them", async () => {
    const notFound = await SELF.fetch("https://site.test/api/nothing-here");
    expect(notFound.status).toBe(404);
    expectSecurityHeaders(notFound);
    const refused = await SELF.fetch("https://site.test/api/consent", {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "text/plain", Origin: "https://site.test" },
    });
    expect(refused.status).toBe(415);
    expectSecurityHeaders(refused);
  });

  it("redirects carry them", async () => {
    const response = await SELF.fetch("https://site.test/resources/", { redirect: "manual" });
    expect(response.status).toBe(301);
    expectSecurityHeaders(response);
  });

  it("the 500 page carries them", async () => {
    const app = createApp([
      definePage({
        path: "/broken",
        title: "Broken",
        description: "A page that throws.",
        Page: BrokenPage,
      }),
    ]);
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request("https://site.test/broken"), env as unknown as Env, ctx);
    await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(500);
    expectSecurityHeaders(response);
  });
});

describe("the previewer's relaxed policy", () => {
  it.each(["/newsletter-preview", "/newsletter-preview-backup"])("%s allows inline styles and blob: frames, scripts stay strict", async (path) => {
    const response = await SELF.fetch(`https://site.test${path}`);
    const csp = expectSecurityHeaders(response);
    expect(csp["style-src"]).toContain("'unsafe-inline'");
    expect(csp["frame-src"]).toContain("blob:");
    expect(csp["script-src"]).toEqual(["'self'"]);
  });

  it.each(["/", "/newsletter", "/newsletter-thank-you", "/newsletter-previews", "/api/consent"])("%s does not get it", async (path) => {
    const csp = directives((await SELF.fetch(`https://site.test${path}`)).headers.get("Content-Security-Policy"));
    expect(csp["style-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
  });
});

describe("analytics in the policy and the page", () => {
  async function fetchWith(measurementId: string | undefined, path = "/newsletter") {
    const ctx = createExecutionContext();
    const request = new Request(`https://site.test${path}`, { headers: { "Cache-Control": "no-cache" } });
    const response = await createApp().fetch(request, { ...(env as unknown as Env), ANALYTICS_MEASUREMENT_ID: measurementId }, ctx);
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    return { csp: directives(response.headers.get("Content-Security-Policy")), html };
  }

  it("with a measurement id, allows the analytics host and renders the loader inert until consent", async () => {
    const { csp, html } = await fetchWith("G-TEST12345");
    expect(csp["script-src"]).toEqual(["'self'", ...ANALYTICS_SOURCES.script]);
    expect(csp["connect-src"]).toEqual(expect.arrayContaining(["'self'", ...ANALYTICS_SOURCES.connect]));
    expect(html).toMatch(
      /<script type="text\/plain" data-category="analytics" data-type="module" data-measurement-id="G-TEST12345" src="\/client\/analytics.ts"><\/script>/,
    );
  });

  it("without one, the policy names no analytics host and the page has no analytics script", async () => {
    const { csp, html } = await fetchWith(undefined);
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(html).not.toContain('data-category="analytics"');
  });

  it("a malformed id counts as none, so it can neither break the page nor widen the policy", async () => {
    const { csp, html } = await fetchWith('G-1"><script>');
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(html).not.toContain('data-category="analytics"');
  });
});
