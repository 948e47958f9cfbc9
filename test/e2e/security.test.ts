import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, openPage } from "./browser";
import { browser } from "./fixture";
import { asVisitor, startAnalyticsWorker, stubGtag } from "./consent-visitor";
import { readRoutes } from "./routes";
import { must } from "../../src/must.ts";

const YEAR = 31_536_000;

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).toMatch(/object-src 'none'/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(response.headers.get("Strict-Transport-Security")).toBe(`max-age=${YEAR}; includeSubDomains`);
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("Permissions-Policy")).toBeTruthy();
  expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
  expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
}

describe("static assets (served without the worker)", () => {
  it("hashed build files and the vendored consent library carry the headers and are cached for a year", async () => {
    const html = await (await fetch(new URL("/", baseUrl()))).text();
    const consentScript = /src="(\/assets\/consent-[^"]+\.js)"/.exec(html)?.[1];
    // Pages inline their own CSS; the hashed stylesheets left are those an island's chunk loads.
    const islandScript = /src="(\/assets\/islands-[^"]+\.js)"/.exec(html)?.[1];
    expect(consentScript).toBeTruthy();
    expect(islandScript).toBeTruthy();
    const islandSource = await (await fetch(new URL(must(islandScript), baseUrl()))).text();
    const stylesheet = /"(assets\/[\w.-]+\.css)"/.exec(islandSource)?.[1]?.replace(/^/, "/");
    expect(stylesheet).toBeTruthy();
    const consentSource = await (await fetch(new URL(must(consentScript), baseUrl()))).text();
    const vendorFiles = consentSource.match(/\/vendor\/cookieconsent\/[\w.-]+\.(?:js|css)/g) ?? [];
    expect(vendorFiles.length).toBeGreaterThanOrEqual(2);

    for (const path of [must(consentScript), must(stylesheet), ...vendorFiles]) {
      const response = await fetch(new URL(path, baseUrl()));
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers.get("Cache-Control"), path).toBe(`public, max-age=${YEAR}, immutable`);
    }
  });

  it("files of public/ carry the headers but are not cached as immutable", async () => {
    const response = await fetch(new URL("/icon.svg", baseUrl()));
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers.get("Cache-Control") ?? "").not.toMatch(/immutable/);
  });

  it("the _headers file itself is not served", async () => {
    expect((await fetch(new URL("/_headers", baseUrl()))).status).toBe(404);
  });
});

/** Records CSP violations (the DOM event and Chromium's console report) from the first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

describe("Content-Security-Policy in Chromium", () => {
  it.each([...readRoutes().map((route) => route.path), "/no/such/page"])("%s reports no violation, consent banner showing", async (path) => {
    let violations: string[] = [];
    const { page, close } = await openPage(browser, path, DESKTOP, async (page) => {
      await asVisitor(page);
      violations = await watchCsp(page);
    });
    await page.getByRole("dialog", { name: "We use cookies" }).waitFor({ state: "visible" });
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
    await close();
  });

  it("with analytics configured and accepted, gtag.js loads within the policy", async () => {
    const site = await startAnalyticsWorker();
    try {
      let violations: string[] = [];
      let gtagRequests: string[] = [];
      const { page, close } = await openPage(browser, new URL("/", site.url).href, DESKTOP, async (page) => {
        await asVisitor(page);
        violations = await watchCsp(page);
        gtagRequests = await stubGtag(page.context());
      });
      await page.getByRole("button", { name: "Accept all" }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagRan?: boolean }).__gtagRan)).toBe(true);
      expect(gtagRequests).toHaveLength(1);
      expect(violations).toEqual([]);
      await close();
    } finally {
      await site.dispose();
    }
  });
});
