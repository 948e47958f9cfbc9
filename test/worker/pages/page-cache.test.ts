import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

async function serverTiming(path: string, init?: RequestInit): Promise<string> {
  const response = await SELF.fetch(`https://site.test${path}`, init);
  await response.text();
  return response.headers.get("Server-Timing") ?? "";
}

describe("page cache", () => {
  it("serves the second request from the Workers cache, still reporting the render time", async () => {
    // With a query the start-up warm-up did not render (it renders each page without one), on a
    // page that reads it (a page with a signup form).
    const page = "/sales-page?signup_error=RATE_LIMITED";
    const first = await serverTiming(page);
    expect(first).not.toContain("cache;");
    // The cache write finishes after the first response; poll until the hit shows.
    await expect.poll(() => serverTiming(page), { timeout: 2000 }).toMatch(/cache;dur=0.0;desc="HIT \((memory|edge)\)"/);
    expect(await serverTiming(page)).toMatch(/render;dur=\d/);
  });

  it("renders again when the request asks for a fresh copy", async () => {
    await serverTiming("/cookie-policy");
    await expect.poll(() => serverTiming("/cookie-policy")).toContain("HIT");
    expect(await serverTiming("/cookie-policy", { headers: { "Cache-Control": "no-cache" } })).not.toContain("HIT");
  });

  it("keys the cache by the query parameters a page reads, ignoring others", async () => {
    await serverTiming("/resources?category=content-creation");
    await expect.poll(() => serverTiming("/resources?category=content-creation&utm_source=x")).toContain("HIT");
    expect(await serverTiming("/resources?category=youtube-growth")).not.toContain("HIT");
  });

  it("keys the cache by the route's path: a percent-encoded spelling of it is the same entry, not a fresh render", async () => {
    const plain = await SELF.fetch("https://site.test/privacy-policy");
    await plain.text();
    await expect.poll(() => serverTiming("/privacy-policy")).toContain("HIT");
    const encoded = await SELF.fetch("https://site.test/%70rivacy-policy");
    await encoded.text();
    expect(encoded.status).toBe(200);
    expect(encoded.headers.get("Server-Timing")).toContain("HIT");
    expect(encoded.headers.get("ETag")).toBe(plain.headers.get("ETag"));
  });

  it("never caches the 404 page", async () => {
    const response = await SELF.fetch("https://site.test/missing-page");
    await response.text();
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await serverTiming("/missing-page")).not.toContain("HIT");
  });
});

describe("page cache and settings", () => {
  it("renders again when a public setting changes, so a new checkout link shows at once", async () => {
    const { createExecutionContext, env, waitOnExecutionContext } = await import("cloudflare:test");
    const { createApp } = await import("../../../worker/app");
    const app = createApp();
    const fetchSales = async (checkout: string) => {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request("https://site.test/sales-page"), { ...env, COURSE_CHECKOUT_URL: checkout } as never, ctx);
      const html = await response.text();
      await waitOnExecutionContext(ctx);
      return html;
    };
    expect(await fetchSales("https://pay.example.com/first")).toContain("https://pay.example.com/first");
    expect(await fetchSales("https://pay.example.com/second")).toContain("https://pay.example.com/second");
  });
});
