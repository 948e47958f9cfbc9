import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applicationError } from "../../../src/content/errors";
import { createApp } from "../../../worker/app";
import type { Env } from "../../../worker/config";
import { definePage } from "../../../src/route-types";
import { must } from "../../../src/must.ts";

function Broken(): never {
  throw new Error("The course catalogue could not be read");
}

const app = createApp([definePage({ path: "/broken", title: "Broken", description: "A page that throws.", Page: Broken })]);

async function fetchBroken(environment: string) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request("https://site.test/broken"), { ...(env as unknown as Env), ENVIRONMENT: environment }, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html };
}

describe("a route that throws", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers 500 with 'Unexpected Application Error!' and the message in development", async () => {
    const { response, html } = await fetchBroken("development");
    expect(response.status).toBe(500);
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("The course catalogue could not be read");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("in production shows generic words, nothing internal, and logs the details", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { response, html } = await fetchBroken("production");
    expect(response.status).toBe(500);
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain(applicationError.productionMessage);
    expect(html).not.toContain("course catalogue");
    expect(html).not.toContain("<pre");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const details = logged.mock.calls
      .flat()
      .map((part) => (part instanceof Error ? `${part.message}\n${part.stack}` : String(part)))
      .join(" ");
    expect(details).toContain("The course catalogue could not be read");
    expect(details).toContain("/broken");
  });

  it("shows the stack only in development", async () => {
    expect((await fetchBroken("production")).html).not.toContain("at Broken");
    expect((await fetchBroken("development")).html).toMatch(/Broken/);
    expect((await fetchBroken("development")).html).toContain("<pre");
  });
});

describe("the error pages' own addresses", () => {
  const site = new URL((env as unknown as Env).SITE_URL);

  it.each(["//evil.example/x", "/%5Cevil.example/x", "/\\evil.example/x", "/%2F%2Fevil.example/x"])(
    "keep the canonical and og:url of %s on the site",
    async (path) => {
      const response = await app.fetch(new Request(`https://site.test${path}`), env as unknown as Env, createExecutionContext());
      expect(response.status).toBe(404);
      const head = must(must(/<head>([\s\S]*)<\/head>/.exec(await response.text()))[1]);
      const urls = [...head.matchAll(/(?:href|content)="(https?:\/\/[^"]*)"/g)].map((m) => new URL(must(m[1]).replace(/&amp;/g, "&")));
      expect(urls.length).toBeGreaterThan(2);
      expect(urls.filter((url) => url.origin !== site.origin).map((url) => url.href)).toEqual([]);
      expect(head).toMatch(/<link rel="canonical" href="https:\/\/www\.example\.com\//);
    },
  );
});
