import { createExecutionContext, env as testEnv, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { experiments } from "../../../src/experiments";
import { ARCHIVE_PATH } from "../../../src/newsletter/paths";
import { pageRoutes } from "../../../src/routes";
import { createApp } from "../../../worker/app";
import { BUILD_ID } from "../../../worker/build-id";
import type { Env } from "../../../worker/config";
import { PageVariants } from "../../../worker/pages";
import { CDN_CACHE_CONTROL_HEADER, EDGE_CACHE_CONTROL, isCanonicalAddress, VISIBLE_CDN_CACHE_CONTROL_HEADER } from "../../../worker/pages/edge-cache";
import { INNER_EXPERIMENT_PARAM, VARIANT_ENTRYPOINT_METRIC, variantRequestUrl } from "../../../worker/pages/variant-entrypoint";
import { must } from "../../../src/must.ts";
import { changedVariantOf, experimentOn } from "../../support/experiment-fixture";

const HOME = experimentOn("/");
const CHANGED = changedVariantOf(HOME);
const SPEAKER = experimentOn("/speaker");

const SITE = "https://www.example.com";
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36";
const env: Env = { ...(testEnv as unknown as Env), SITE_URL: SITE, ENVIRONMENT: "development" };
const app = createApp();

async function get(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${SITE}${path}`, { headers: { "User-Agent": UA, "CF-Connecting-IP": "198.18.20.1", ...headers } }), env, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

const sharedPaths = pageRoutes
  .filter((route) => route.cache === "shared" && !experiments.some((experiment) => experiment.page === route.path))
  .map((route) => route.path);

describe("what the caches in front of the worker may keep, per kind of answer", () => {
  it.each(sharedPaths)("%s at its own address: five minutes in the browser, a day at the edge, tagged with its page and build", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(response.headers.get(CDN_CACHE_CONTROL_HEADER)).toBe(EDGE_CACHE_CONTROL);
    // Cloudflare does not pass Cloudflare-CDN-Cache-Control on; the copy it passes on is what curl sees.
    expect(response.headers.get(VISIBLE_CDN_CACHE_CONTROL_HEADER)).toBe(EDGE_CACHE_CONTROL);
    // Pages that show the newsletter's issues also carry `issues`: a publish purges them all at once.
    const showsIssues = path.startsWith(ARCHIVE_PATH);
    expect(must(response.headers.get("Cache-Tag")).split(",")).toEqual(["site", `build-${BUILD_ID}`, `page-${path}`, ...(showsIssues ? ["issues"] : [])]);
  });

  it("the edge's directives are ones Workers Cache serves stale under: max-age, a week stale while refreshing and on errors, nothing that switches stale off", async () => {
    const directives = Object.fromEntries(EDGE_CACHE_CONTROL.split(",").map((part) => part.trim().split("=") as [string, string?]));
    expect(directives).toEqual({ public: undefined, "max-age": "86400", "stale-while-revalidate": "604800", "stale-if-error": "604800" });
    // Every kind of answer: shared pages, the feed, the variant entrypoint, pages at other spellings.
    const variant = await new PageVariants(createExecutionContext(), env).fetch(
      new Request(`https://variants.internal/?${INNER_EXPERIMENT_PARAM}=${HOME.id}%3A${CHANGED.id}%3Acounted`),
    );
    await variant.arrayBuffer();
    for (const response of [...(await Promise.all([...sharedPaths, "/newsletter/feed.xml", "/resources?utm_source=x"].map((path) => get(path)))), variant]) {
      for (const name of [CDN_CACHE_CONTROL_HEADER, VISIBLE_CDN_CACHE_CONTROL_HEADER, "Cache-Control"]) {
        expect(response.headers.get(name) ?? "", `${response.url} ${name}`).not.toMatch(/s-maxage|must-revalidate|proxy-revalidate/);
      }
      expect(response.headers.get(VISIBLE_CDN_CACHE_CONTROL_HEADER)).toBe(response.headers.get(CDN_CACHE_CONTROL_HEADER));
    }
  });

  it("a page at another spelling of its address (a UTM link, an encoded path) is not kept at the edge: one entry per page there", async () => {
    for (const path of [
      "/resources?utm_source=youtube&v=dQw4w9WgXcQ",
      "/%72esources",
      "/resources?category=youtube-growth&utm_campaign=x",
      "/resources?category=nonsense",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get(CDN_CACHE_CONTROL_HEADER), path).toBe("no-store");
    }
    // The query values the page reads are its own address.
    expect((await get("/resources?category=youtube-growth")).headers.get(CDN_CACHE_CONTROL_HEADER)).toBe(EDGE_CACHE_CONTROL);
    expect(isCanonicalAddress(must(pageRoutes.find((route) => route.path === "/resources")), new URL(`${SITE}/resources?category=youtube-growth`))).toBe(true);
  });

  it("a page with a running experiment is private: each visitor's variant, never kept for everyone", async () => {
    for (const experiment of experiments) {
      const response = await get(experiment.page);
      expect(response.headers.get("Cache-Control"), experiment.page).toBe("private, no-cache");
      expect(response.headers.get(CDN_CACHE_CONTROL_HEADER)).toBeNull();
      expect(response.headers.get("Cache-Tag")).toBeNull();
    }
  });

  it("the API, the internal pages, the 404 page and redirects pass through", async () => {
    expect((await get("/api/view")).headers.get("Cache-Control")).toBe("no-store");
    expect((await get("/internal/stats")).headers.get("Cache-Control")).toBe("private, no-store");
    expect((await get("/no-such-page")).headers.get("Cache-Control")).toBe("no-store");
    for (const path of ["/api/view", "/internal/stats", "/no-such-page"]) expect((await get(path)).headers.get(CDN_CACHE_CONTROL_HEADER), path).toBeNull();
  });
});

describe("a page whose experiment starts soon", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is kept at the edge only until the start, so no copy without the experiment outlives it", async () => {
    const speaker = must(experiments.find((experiment) => experiment.page === "/speaker"));
    const start = Date.parse(`${speaker.start}T00:00:00Z`);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start - 4 * 3600_000);
    const before = await get("/speaker");
    expect(before.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(before.headers.get(CDN_CACHE_CONTROL_HEADER)).toBe("public, max-age=14400");
    // Two days before: a fresh day, then stale copies only until the start.
    vi.setSystemTime(start - 2 * 86_400_000);
    expect((await get("/speaker", { "Cache-Control": "no-cache" })).headers.get(CDN_CACHE_CONTROL_HEADER)).toBe(
      "public, max-age=86400, stale-while-revalidate=86400, stale-if-error=86400",
    );
    // Three weeks before, the usual day and week.
    vi.setSystemTime(start - 21 * 86_400_000);
    expect((await get("/speaker", { "Cache-Control": "no-cache" })).headers.get(CDN_CACHE_CONTROL_HEADER)).toBe(EDGE_CACHE_CONTROL);
  });
});

describe("the variant entrypoint (per-entrypoint caching)", () => {
  const route = must(pageRoutes.find((candidate) => candidate.path === "/"));
  const entrypoint = () => new PageVariants(createExecutionContext(), env);

  it("renders the variant its URL names, cacheable at the edge, and names it in nothing else of the URL", async () => {
    const url = variantRequestUrl(route, new URL(`${SITE}/?utm_source=youtube&signup_error=NETWORK:hero-signup`), {
      id: HOME.id,
      variant: CHANGED.id,
      counted: true,
    });
    expect(url).toBe(`https://variants.internal/?${INNER_EXPERIMENT_PARAM}=${HOME.id}%3A${CHANGED.id}%3Acounted&signup_error=NETWORK%3Ahero-signup`);
    const response = await entrypoint().fetch(new Request(url));
    expect(response.status).toBe(200);
    expect(response.headers.get(CDN_CACHE_CONTROL_HEADER)).toBe(EDGE_CACHE_CONTROL);
    expect(response.headers.get(VISIBLE_CDN_CACHE_CONTROL_HEADER)).toBe(EDGE_CACHE_CONTROL);
    const html = await response.text();
    expect(html).toContain(must(CHANGED.changes.headline));
    expect(html).toContain(`<meta name="experiment" content="${HOME.id}:${CHANGED.id}"/>`);
  });

  it("refuses what no experiment of the page defines: 404, never cached", async () => {
    for (const query of [
      `${HOME.id}:no-such-variant:counted`,
      `${HOME.id}:${CHANGED.id}:other`,
      `${SPEAKER.id}:${changedVariantOf(SPEAKER).id}:counted`,
      "",
      `${HOME.id}:${CHANGED.id}:counted:x`,
    ]) {
      const response = await entrypoint().fetch(new Request(`https://variants.internal/?${INNER_EXPERIMENT_PARAM}=${query}`));
      expect(response.status, query).toBe(404);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
    expect(
      (await entrypoint().fetch(new Request(`https://variants.internal/resources?${INNER_EXPERIMENT_PARAM}=${HOME.id}:${CHANGED.id}:counted`))).status,
    ).toBe(404);
  });

  it("serves a visitor's variant through it when the worker runs with ctx.exports", async () => {
    const response = await SELF.fetch(`${SITE}/speaker`, { headers: { "User-Agent": UA, "CF-Connecting-IP": "198.18.21.7", "Cache-Control": "no-cache" } });
    await response.arrayBuffer();
    expect(response.headers.get("Server-Timing")).toContain(VARIANT_ENTRYPOINT_METRIC);
  });
});
