import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applicationError } from "../../src/content/errors";
import { createApp } from "../../worker/app";
import type { Env } from "../../worker/env";
import { definePage } from "../../src/route-types";

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
    const details = logged.mock.calls.flat().map((part) => (part instanceof Error ? `${part.message}\n${part.stack}` : String(part))).join(" ");
    expect(details).toContain("The course catalogue could not be read");
    expect(details).toContain("/broken");
  });

  it("shows the stack only in development", async () => {
    expect((await fetchBroken("production")).html).not.toContain("at Broken");
    expect((await fetchBroken("development")).html).toMatch(/Broken/);
    expect((await fetchBroken("development")).html).toContain("<pre");
  });
});
