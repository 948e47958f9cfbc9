import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { definePage } from "../../../src/route-types";
import { pageRoutes } from "../../../src/routes";
import { createApp } from "../../../worker/app";
import type { Env } from "../../../worker/config";
import { expectStatus } from "../../support/refusal";

/** A password that meets the rule, as `openssl rand -base64 24` would give. */
const STRONG = "q7Vx2mLp9RtZ4bNc8KwY3sHd";
const production = { ...(env as unknown as Env), PREVIEW_PASSWORD: STRONG, ENVIRONMENT: "production", SITE_URL: "https://site.test" };

async function call(app: ReturnType<typeof createApp>, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`https://site.test${path}`, init), production, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text };
}

const signedIn = { Authorization: `Basic ${btoa(`owner:${STRONG}`)}` };

const BlankPage = () => null;

describe("one guard in front of every owner page", () => {
  it("guards a page added under /internal by any means, for every method, before its handler runs", async () => {
    const app = createApp();
    let reached = 0;
    // A tool a newcomer adds straight onto the app, with no guard of its own.
    app.get("/internal/new-tool", (c) => {
      reached++;
      return c.text("the owner's numbers");
    });
    app.post("/internal/new-tool/do", (c) => {
      reached++;
      return c.text("done");
    });
    for (const [path, method] of [
      ["/internal/new-tool", "GET"],
      ["/internal/new-tool/do", "POST"],
    ] as const) {
      const anonymous = await call(app, path, { method });
      expect(anonymous.response.status, `${method} ${path}`).toBe(401);
      expect(anonymous.text).not.toContain("the owner's numbers");
      expect(anonymous.response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(anonymous.response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    }
    expect(reached).toBe(0);
    const owner = await call(app, "/internal/new-tool", { headers: signedIn });
    expectStatus(owner).toBe(200);
    expect(owner.text).toBe("the owner's numbers");
    expect(owner.response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("guards a route the table flags internal outside /internal, and every flagged route of the site", async () => {
    const tool = definePage({ path: "/newsletter-tool", title: "Tool | Internal", description: "A new tool.", Page: BlankPage, internal: true });
    const app = createApp([...pageRoutes, tool]);
    for (const route of [...pageRoutes.filter((route) => route.internal), tool]) {
      expect((await call(app, route.path)).response.status, route.path).toBe(401);
    }
    expectStatus(await call(app, tool.path, { headers: signedIn })).toBe(200);
  });

  it("guards addresses under /internal that no route answers (nothing is told before the sign-in), and leaves public pages alone", async () => {
    const app = createApp();
    expect((await call(app, "/internal/no-such-page")).response.status).toBe(401);
    expect((await call(app, "/internal")).response.status).toBe(401);
    expect((await call(app, "/internal-ish")).response.status).toBe(404);
    const home = await call(app, "/");
    expectStatus(home).toBe(200);
    expect(home.response.headers.get("X-Robots-Tag")).toBeNull();
  });
});
