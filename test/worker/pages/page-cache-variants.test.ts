import { env as testEnv } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { experiments } from "../../../src/experiments";
import { pageRoutes } from "../../../src/routes";
import type { Env } from "../../../worker/config";
import { pageCacheKey } from "../../../worker/pages/page-cache";
import { must } from "../../../src/must";

const SITE = "https://www.example.com";
const env: Env = { ...(testEnv as unknown as Env), SITE_URL: SITE, ENVIRONMENT: "development" };
const HOME = must(experiments.find((candidate) => candidate.id === "home-headline"));
const home = must(pageRoutes.find((route) => route.path === "/"));

describe("the page cache key", () => {
  it("holds the variant, so visitors sending anything cannot add entries", async () => {
    const url = new URL(`${SITE}/?variant=${"x".repeat(50)}&experiment=anything`);
    const keys = new Set(
      HOME.variants.flatMap((variant) => [true, false].map((counted) => pageCacheKey(home, url, env, { id: HOME.id, variant: variant.id, counted }))),
    );
    expect(keys.size).toBe(HOME.variants.length * 2);
    expect(pageCacheKey(home, url, env, undefined)).toBe(pageCacheKey(home, new URL(`${SITE}/`), env, undefined));
    // Nothing the visitor sent is in a key: only the variant the worker chose.
    expect([...keys].some((key) => key.includes("xxxxx") || key.includes("anything"))).toBe(false);
  });
});
