import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { PUBLISH_MAX_BODY_BYTES } from "../../../src/publishing/contract";
import { pageRoutes } from "../../../src/routes";
import { createApp } from "../../../worker/app";
import type { AppEnv, Env } from "../../../worker/config";
import { internalPages, ownerMounts } from "../../../worker/internal";
import { expectStatus } from "../../support/refusal";

/** A password that meets the rule, as `openssl rand -base64 24` would give. */
const STRONG = "q7Vx2mLp9RtZ4bNc8KwY3sHd";
const SITE = "https://site.test";
const production = { ...(env as unknown as Env), PREVIEW_PASSWORD: STRONG, ENVIRONMENT: "production", SITE_URL: SITE };
const signedIn = { Authorization: `Basic ${btoa(`owner:${STRONG}`)}` };

async function call(app: { fetch: Hono<AppEnv>["fetch"] }, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${SITE}${path}`, init), production, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text };
}

/** The owner's door's own middleware, by name (worker/internal/door.ts), and /api's (worker/api/index.ts). */
const OWNER_RULES = ["keptPrivate", "ownerSignIn", "csrf", "ownerCsp", "bodyLimit"];
const API_RULES = ["apiRules"];

/** Middleware outside a group that only marks a request and answers nothing (worker/internal/owner-beacons.ts). */
const MARKERS = ["markOwnerBeacons"];

/** A handler's own name: a sub-app with its own error handler (/api) wraps each of its handlers (Hono's COMPOSED_HANDLER). */
const nameOf = (handler: unknown): string => {
  const inner = (handler as Record<string, unknown>).__COMPOSED_HANDLER;
  return typeof inner === "function" ? inner.name : (handler as { name: string }).name;
};

const covers = (mount: string, path: string) => (mount.endsWith("/*") ? path === mount.slice(0, -2) || path.startsWith(mount.slice(0, -1)) : mount === path);

/**
 * The routes of `app` under a door that are registered before its rules, or where none of them stands:
 * their handler would run without the sign-in (or without /api's rules). Hono runs a request's
 * handlers in the order they were registered, so a rule must come before every route it covers.
 */
function outsideTheirGroup(app: Hono<AppEnv>, doors: { mounts: string[]; rules: string[] }[]): string[] {
  const routes = app.routes;
  const outside: string[] = [];
  routes.forEach((route, index) => {
    for (const { mounts, rules } of doors) {
      if (rules.includes(nameOf(route.handler)) || MARKERS.includes(nameOf(route.handler)) || !mounts.some((mount) => covers(mount, route.path))) continue;
      const before = routes.slice(0, index).filter((earlier) => mounts.includes(earlier.path) && covers(earlier.path, route.path));
      const missing = rules.filter((rule) => !before.some((earlier) => nameOf(earlier.handler) === rule));
      if (missing.length) outside.push(`${route.method} ${route.path} (before ${missing.join(", ")})`);
    }
  });
  return outside;
}

const doorsOf = (routes = pageRoutes) => [
  { mounts: ownerMounts(routes), rules: OWNER_RULES },
  { mounts: ["/api/*"], rules: API_RULES },
];

describe("one door per group", () => {
  it("every route under /internal, flagged internal, or under /api stands behind its group's rules", () => {
    const app = createApp();
    expect(app.routes.filter((route) => route.path.startsWith("/internal") || route.path.startsWith("/api")).length).toBeGreaterThan(40);
    expect(outsideTheirGroup(app, doorsOf())).toEqual([]);
  });

  it("names a route mounted outside its group", () => {
    // What a newcomer might do: a module mounted before the door, or a route on a sub-app of its own.
    const app = new Hono<AppEnv>();
    app.get("/internal/early", (c) => c.text("the owner's numbers"));
    const api = new Hono<AppEnv>().post("/api/early", (c) => c.json({}));
    app.route("/", api);
    app.route("/", internalPages(pageRoutes.filter((route) => route.internal)));
    expect(outsideTheirGroup(app, doorsOf())).toEqual([
      "GET /internal/early (before keptPrivate, ownerSignIn, csrf, ownerCsp, bodyLimit)",
      "POST /api/early (before apiRules)",
    ]);
  });

  it("a route added inside the owner's group, with no guard code of its own, is signed in, CSRF-checked, private, and limited", async () => {
    const tools = internalPages(pageRoutes.filter((route) => route.internal));
    let reached = 0;
    // As a new engineer adds a tool in worker/internal/index.ts: a handler and nothing else.
    tools.get("/internal/new-tool", (c) => {
      reached++;
      return c.json({ csp: c.var.cspProfile ?? null });
    });
    tools.post("/internal/new-tool", async (c) => {
      reached++;
      return c.text(`kept ${(await c.req.text()).length}`);
    });
    const app = createApp();
    app.route("/", tools);

    const anonymous = await call(app, "/internal/new-tool");
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(anonymous.response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const form = { ...signedIn, "Content-Type": "application/x-www-form-urlencoded" };
    expect((await call(app, "/internal/new-tool", { method: "POST", headers: form, body: "a=1" })).response.status).toBe(403);
    expect((await call(app, "/internal/new-tool", { method: "POST", headers: { ...form, Origin: "https://evil.example" }, body: "a=1" })).response.status).toBe(
      403,
    );
    expect(reached).toBe(0);

    const owner = await call(app, "/internal/new-tool", { headers: signedIn });
    expectStatus(owner).toBe(200);
    expect(owner.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(JSON.parse(owner.text)).toEqual({ csp: "email-preview" });
    expect(owner.response.headers.get("Content-Security-Policy")).toContain("'unsafe-inline'");
    const post = await call(app, "/internal/new-tool", { method: "POST", headers: { ...form, Origin: SITE }, body: "a=1" });
    expect(post.text).toBe("kept 3");
    const huge = await call(app, "/internal/new-tool", { method: "POST", headers: { ...form, Origin: SITE }, body: "a".repeat(PUBLISH_MAX_BODY_BYTES + 1) });
    expect(huge.response.status).toBe(413);
    expect(huge.response.headers.get("Content-Type")).toBe("application/problem+json");
    expect(JSON.parse(huge.text)).toMatchObject({ type: "about:blank", status: 413, code: "BODY_TOO_LARGE", success: false });
  });
});
