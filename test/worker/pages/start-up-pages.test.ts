import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runningOn } from "../../../src/experiments";
import { ARCHIVE_PATH } from "../../../src/newsletter/paths";
import { pageRoutes } from "../../../src/routes";

async function fetchPage(path: string, init?: RequestInit) {
  const response = await SELF.fetch(`https://site.test${path}`, init);
  return { body: await response.text(), timing: response.headers.get("Server-Timing") ?? "", csp: response.headers.get("Content-Security-Policy") };
}

describe("pages rendered at start-up", () => {
  // A page with a running experiment is each visitor's variant (test/worker/experiments), not the warm-up's page.
  // The archive and the issue pages are kept under the issues' content version, read from D1 for
  // each request (worker/publishing), which no start-up render can know: their first request renders.
  const shared = pageRoutes.filter(
    (route) => route.cache === "shared" && !runningOn(route.path, new Date().toISOString().slice(0, 10)) && !route.path.startsWith(ARCHIVE_PATH),
  );

  it("are what the first request of each shared page gets, byte for byte what a fresh render gives", async () => {
    for (const route of shared) {
      const first = await fetchPage(route.path);
      expect(first.timing, route.path).toContain('cache;dur=0.0;desc="HIT (memory)"');
      const fresh = await fetchPage(route.path, { headers: { "Cache-Control": "no-cache" } });
      expect(fresh.timing, route.path).not.toContain("HIT");
      expect(first.body, route.path).toBe(fresh.body);
      // The CSP too: Turnstile's host only where the page renders a signup form, as when rendered for a request.
      expect(first.csp, route.path).toBe(fresh.csp);
    }
  });

  it("are never an internal page", async () => {
    for (const route of pageRoutes.filter((route) => route.cache === "private")) {
      expect((await fetchPage(route.path)).timing, route.path).not.toContain("HIT");
    }
  });
});
