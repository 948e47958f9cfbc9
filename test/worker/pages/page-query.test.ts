import { SELF, env as testEnv } from "cloudflare:test";
import { resourceCategories } from "../../../src/content/resources";
import { CUSTOM_TOPIC } from "../../../src/content/inquiry";
import { SIGNUP_ERROR_PARAM, SIGNUP_FORM_ISLANDS } from "../../../src/signup/contract";
import type { Env } from "../../../worker/config";
import { CDN_CACHE_CONTROL_HEADER, EDGE_NO_STORE, isCanonicalAddress } from "../../../worker/pages/edge-cache";
import { queryOf } from "../../../worker/pages/page-query";
import { shellCountOf } from "../../../worker/pages/page-shell";
import { MAX_SHELLS_PER_ROUTE } from "../../../worker/pages/shell-store";
import { SITE, siteClient } from "../support/site-client";
import { describe, expect, it } from "vitest";
import { signupAlerts } from "../../../src/content/signup";
import { SIGNUP_FORM_IDS } from "../../../src/signup/contract";
import { guideList } from "../../../src/content/guides";
import { pageRoutes } from "../../../src/routes";
import { decode, startTags } from "./screens-html";
import { must } from "../../../src/must.ts";

async function fetchPage(path: string) {
  const response = await SELF.fetch(`https://site.test${path}`);
  const html = decode(await response.text());
  return { html, timing: response.headers.get("Server-Timing") ?? "", etag: response.headers.get("ETag") };
}

const routeAt = (path: string) => must(pageRoutes.find((route) => route.path === path));
const random = () => crypto.randomUUID().slice(0, 8);

describe("query values in the page cache", () => {
  it("keys unknown categories as none: random values are served from one cached page, which renders all resources", async () => {
    const plain = await fetchPage("/resources");
    await expect.poll(async () => (await fetchPage(`/resources?category=${random()}`)).timing).toContain("HIT");
    const odd = await fetchPage(`/resources?category=${random()}`);
    expect(odd.timing).toContain("HIT");
    expect(odd.etag).toBe(plain.etag);
    expect(odd.html).toContain(`Showing ${guideList.length} of ${guideList.length} resources`);
  });

  it("keys unknown signup errors as the alert they show: unknown codes as the fallback alert, unknown forms as none", async () => {
    const fallback = await fetchPage("/newsletter?signup_error=FALLBACK:hero-signup");
    expect(fallback.html).toContain(signupAlerts.FALLBACK);
    await expect.poll(async () => (await fetchPage(`/newsletter?signup_error=${random()}:hero-signup`)).etag).toBe(fallback.etag);
    const unknownCode = await fetchPage(`/newsletter?signup_error=${random()}:hero-signup`);
    expect(unknownCode.timing).toContain("HIT");
    expect(unknownCode.html).toContain(signupAlerts.FALLBACK);

    const plain = await fetchPage("/newsletter");
    const unknownForm = await fetchPage(`/newsletter?signup_error=RATE_LIMITED:${random()}`);
    expect(unknownForm.etag).toBe(plain.etag);
    expect(unknownForm.html).not.toContain(signupAlerts.RATE_LIMITED);
  });

  it("still shows a known alert on its own form only", async () => {
    const { html } = await fetchPage("/newsletter?signup_error=RATE_LIMITED:closing-signup");
    const alerts = [...html.matchAll(/<div id="([\w-]+)-alert"[^>]*>([^<]*)<\/div>/g)].map((m) => [m[1], m[2]]);
    expect(alerts).toEqual([
      ["hero-signup", ""],
      ["closing-signup", signupAlerts.RATE_LIMITED],
    ]);
  });

  it("knows every signup form the pages render", async () => {
    const ids = new Set<string>();
    for (const route of pageRoutes) {
      const { html } = await fetchPage(route.path);
      for (const form of startTags(html, "form").filter((tag) => tag.includes('action="/api/subscribe"'))) ids.add(must(must(/\sid="([^"]+)"/.exec(form))[1]));
    }
    expect(ids.size).toBeGreaterThan(0);
    expect([...ids].filter((id) => !(SIGNUP_FORM_IDS as readonly string[]).includes(id))).toEqual([]);
  });
});

describe("query values only where a page reads them", () => {
  const send = siteClient({ ...(testEnv as unknown as Env), SITE_URL: SITE, ENVIRONMENT: "development" });
  /** A value each parameter's own page knows (so only the route decides whether it counts). */
  const VALUES: Record<string, string> = {
    category: must(resourceCategories.find((category) => category.slug !== "all")).slug,
    signup_error: "RATE_LIMITED:hero-signup",
    from: "/speaker-v3",
    topic: CUSTOM_TOPIC,
    experiment: "speaker-design:v3",
  };
  // biome-ignore lint/performance/noAccumulatingSpread: a handful of names; every subset, written as its definition
  const combinations = (names: string[]): string[][] => names.reduce<string[][]>((all, name) => [...all, ...all.map((some) => [...some, name])], [[]]).slice(1);

  it("answers every combination of the five values on a page that reads none of them as the page itself, never kept at the edge", async () => {
    const plain = await send("/privacy-policy");
    const etag = plain.response.headers.get("ETag");
    const sent = combinations(Object.keys(VALUES));
    expect(sent).toHaveLength(31);
    for (const names of sent) {
      const query = new URLSearchParams(names.map((name) => [name, must(VALUES[name])])).toString();
      const { response } = await send(`/privacy-policy?${query}`);
      expect(response.headers.get("ETag"), query).toBe(etag);
      expect(response.headers.get(CDN_CACHE_CONTROL_HEADER), query).toBe(EDGE_NO_STORE);
      // The worker's own page cache answers it: no render, no shell of its own.
      expect(response.headers.get("Server-Timing"), query).toContain("HIT");
    }
    expect(shellCountOf("/privacy-policy")).toBeLessThanOrEqual(1);
    // Each route reads only its own: the inquiry form its three, /resources its category.
    expect(queryOf(routeAt("/privacy-policy"))).toEqual([]);
    expect(queryOf(routeAt("/resources"))).toEqual(["category"]);
    expect(queryOf(routeAt("/speaker/inquire")).sort()).toEqual(["experiment", "from", "topic"]);
    expect(isCanonicalAddress(routeAt("/resources"), new URL(`${SITE}/resources?category=${VALUES.category}`))).toBe(true);
    expect(isCanonicalAddress(routeAt("/resources"), new URL(`${SITE}/resources?category=${VALUES.category}&from=/speaker-v3`))).toBe(false);
    expect(isCanonicalAddress(routeAt("/privacy-policy"), new URL(`${SITE}/privacy-policy?category=${VALUES.category}`))).toBe(false);
  });

  it("keeps at most MAX_SHELLS_PER_ROUTE shells of one route, however many of its values are sent", async () => {
    const forms = ["hero-signup", "closing-signup", "archive-signup", "issue-signup", "course-waitlist", "retry-signup"];
    for (const code of Object.keys(signupAlerts))
      for (const form of forms) await send(`/newsletter?signup_error=${code}:${form}`, { headers: { "Cache-Control": "no-cache" } });
    expect(Object.keys(signupAlerts).length * forms.length).toBeGreaterThan(MAX_SHELLS_PER_ROUTE);
    expect(shellCountOf("/newsletter")).toBeLessThanOrEqual(MAX_SHELLS_PER_ROUTE);
  });

  it("lets every page with a signup form read the signup error (a no-JavaScript post returns to it)", async () => {
    for (const route of pageRoutes.filter((candidate) => !candidate.internal)) {
      const { text } = await send(route.path);
      const hasForm = SIGNUP_FORM_ISLANDS.some((name) => text.includes(`data-island="${name}"`));
      if (hasForm) expect(queryOf(route), route.path).toContain(SIGNUP_ERROR_PARAM);
    }
  });
});
