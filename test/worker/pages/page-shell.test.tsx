import { describe, expect, it } from "vitest";
import { pageRoutes } from "../../../src/routes";
import type { PublicConfig } from "../../../src/page-context";
import { pageMeta } from "../../../worker/pages/page-meta";
import { renderPage } from "../../../worker/pages/render-page";
import { must } from "../../../src/must.ts";

const SITE = "https://www.example.com";
const decoder = new TextDecoder();

const CONFIGS: Record<string, PublicConfig> = {
  none: {},
  all: {
    courseCheckoutUrl: "https://pay.example.com/course",
    analyticsMeasurementId: "G-TEST123",
    turnstile: { siteKey: "1x00000000000000000000AA", script: "/__turnstile/api.js" },
  },
};

/** A route's page rendered twice for the same request: in its shared shell, and as a full document. */
async function bothWays(path: string, search: Record<string, string> = {}, publicConfig: PublicConfig = {}, style: { css: string } | null = null) {
  const route = must(pageRoutes.find((candidate) => candidate.path === path));
  const { Page } = route;
  const context = { path, search, siteUrl: SITE, publicConfig };
  const render = (shell: boolean) => renderPage(<Page />, pageMeta(route, SITE), context, style, { shell });
  await render(true); // builds and checks the shell
  const [inShell, full] = [await render(true), await render(false)];
  return { inShell, full };
}

/** A page that puts a meta tag into the head (React hoists it), not only image preloads. */
const Hoisting = () => (
  <>
    <meta name="x-test" content="hoisted" />
    <p>page</p>
  </>
);

describe("the shared shell (worker/pages/page-shell.tsx)", () => {
  for (const [name, publicConfig] of Object.entries(CONFIGS)) {
    it(`renders every route byte for byte as a full render does, with ${name} public settings`, async () => {
      for (const route of pageRoutes) {
        const { inShell, full } = await bothWays(route.path, {}, publicConfig);
        expect(inShell.inShell, route.path).toBe(true);
        expect(full.inShell, route.path).toBe(false);
        expect(decoder.decode(inShell.html), route.path).toBe(decoder.decode(full.html));
        expect([...inShell.islands], route.path).toEqual([...full.islands]);
      }
    });
  }

  it("keeps the query a page reads, the page's inline stylesheet and its image preloads in the head", async () => {
    const style = { css: ".shell-test{color:red}" };
    for (const [path, search] of [
      ["/resources", { category: "youtube-growth" }],
      ["/", { signup_error: "RATE_LIMITED" }],
      ["/speaker-v3", {}],
    ] as const) {
      const { inShell, full } = await bothWays(path, search, {}, style);
      expect(inShell.inShell, path).toBe(true);
      expect(decoder.decode(inShell.html), path).toBe(decoder.decode(full.html));
      expect(decoder.decode(inShell.html)).toContain("<style>.shell-test{color:red}</style>");
    }
    const home = decoder.decode((await bothWays("/")).inShell.html);
    expect(home.indexOf('<link rel="preload" as="image"')).toBeLessThan(home.indexOf("<title>"));
  });

  it("renders in full a page that puts more than image preloads into the head, and a path outside the route table", async () => {
    const route = must(pageRoutes.find((candidate) => candidate.path === "/contact"));
    const context = { path: route.path, search: {}, siteUrl: SITE, publicConfig: {} };
    const render = (shell: boolean) => renderPage(<Hoisting />, pageMeta(route, SITE), context, null, { shell });
    await render(true);
    const [inShell, full] = [await render(true), await render(false)];
    expect(inShell.inShell).toBe(false);
    expect(decoder.decode(inShell.html)).toBe(decoder.decode(full.html));

    const notFound = await renderPage(<p>missing</p>, pageMeta({ ...route, path: "/no-such-page" }, SITE), { ...context, path: "/no-such-page" });
    expect(notFound.inShell).toBe(false);
  });
});
