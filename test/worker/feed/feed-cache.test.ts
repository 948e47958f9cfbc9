import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FEED_PATH } from "../../../src/newsletter/paths";
import { must } from "../../../src/must.ts";

async function fetchFeed(init?: RequestInit) {
  const response = await SELF.fetch(`https://site.test${FEED_PATH}`, init);
  return { response, body: await response.text(), timing: response.headers.get("Server-Timing") ?? "" };
}

describe("the Atom feed in the page cache", () => {
  it("is served from the page cache on the second request, the same bytes with the same ETag", async () => {
    const first = await fetchFeed({ headers: { "Cache-Control": "no-cache" } });
    expect(first.response.status).toBe(200);
    expect(first.timing).not.toContain("HIT");
    expect(first.timing).toMatch(/render;dur=/);
    const second = await fetchFeed();
    expect(second.response.status).toBe(200);
    expect(second.timing).toMatch(/cache;dur=0.0;desc="HIT \((memory|edge)\)"/);
    expect(second.body).toBe(first.body);
    expect(second.response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    expect(second.response.headers.get("ETag")).toBe(first.response.headers.get("ETag"));
    // Workers Cache keeps it too, tagged like a page, so a hit runs no worker.
    expect(second.response.headers.get("Cloudflare-CDN-Cache-Control")).toBe("public, max-age=86400, stale-while-revalidate=604800, stale-if-error=604800");
    expect(second.response.headers.get("Cache-Tag")).toMatch(new RegExp(`^site,build-[^,]+,page-${FEED_PATH},issues$`));
  });

  it("renders again for Cache-Control: no-cache, and ignores the query", async () => {
    await fetchFeed();
    expect((await fetchFeed({ headers: { "Cache-Control": "no-cache" } })).timing).not.toContain("HIT");
    const withQuery = await SELF.fetch(`https://site.test${FEED_PATH}?category=youtube-growth&utm_source=x`);
    await withQuery.text();
    expect(withQuery.headers.get("Server-Timing")).toContain("HIT");
    // Not at its own address: the edge keeps no copy of it.
    expect(withQuery.headers.get("Cloudflare-CDN-Cache-Control")).toBe("no-store");
  });

  it("answers 304 to a reader that has the current copy", async () => {
    const { response } = await fetchFeed();
    const etag = response.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await SELF.fetch(`https://site.test${FEED_PATH}`, { headers: { "If-None-Match": must(etag) } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});
