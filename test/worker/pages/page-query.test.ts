import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signupAlerts } from "../../../src/content/signup";
import { SIGNUP_FORM_IDS } from "../../../src/signup/contract";
import { guideList } from "../../../src/content/guides";
import { pageRoutes } from "../../../src/routes";
import { decode, startTags } from "./screens-html";

async function fetchPage(path: string) {
  const response = await SELF.fetch(`https://site.test${path}`);
  const html = decode(await response.text());
  return { html, timing: response.headers.get("Server-Timing") ?? "", etag: response.headers.get("ETag") };
}

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
      for (const form of startTags(html, "form").filter((tag) => tag.includes('action="/api/subscribe"'))) ids.add(/\sid="([^"]+)"/.exec(form)![1]!);
    }
    expect(ids.size).toBeGreaterThan(0);
    expect([...ids].filter((id) => !(SIGNUP_FORM_IDS as readonly string[]).includes(id))).toEqual([]);
  });
});
