import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../worker/app";
import type { Env } from "../../../worker/config";
import { PageVariants } from "../../../worker/pages";
import { publishingClient, purges } from "../publishing/publish-harness";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

const send = publishingClient();
const FORM = { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://www.example.com", "Sec-Fetch-Site": "same-origin" };
const generation = async () => must(await env.DB.prepare("SELECT version FROM versions WHERE name = 'site-cache'").first<{ version: number }>()).version;
const purge = (fields: Record<string, string>, headers: Record<string, string> = FORM) =>
  send("/internal/purge", { method: "POST", headers, body: new URLSearchParams(fields).toString() });

describe("purge from the desk", () => {
  it("empties every layer: a cached page renders afresh, the generation moves, Workers Cache is purged whole, and the desk says so", async () => {
    await send("/");
    const cached = await send("/");
    expect(cached.response.headers.get("Server-Timing")).toMatch(/cache;[^,]*desc="HIT/);
    const before = await generation();

    const { response, text } = await purge({ confirm: "yes" });
    expectStatus({ response, text }).toBe(303);
    expect(response.headers.get("Location")).toBe("/internal?purged=done");
    expect(await generation()).toBe(before + 1);
    expect(purges.at(-1)).toEqual({ purgeEverything: true });

    const fresh = await send("/");
    expect(fresh.response.headers.get("Server-Timing")).not.toMatch(/cache;[^,]*desc="HIT/);
    expect(fresh.response.headers.get("ETag")).not.toBe(cached.response.headers.get("ETag"));
    const desk = await send("/internal?purged=done");
    expect(desk.text).toContain("Every cache was emptied");
  });

  it("purges Workers Cache from each cached entrypoint: the default one and PageVariants, which keeps the experiment pages", async () => {
    // Miniflare has no Workers Cache: each entrypoint's context gets a stand-in that records the purges asked of it.
    const asked: [string, CachePurgeOptions][] = [];
    const recording = (entrypoint: string) => ({
      purge: async (options: CachePurgeOptions) => {
        asked.push([entrypoint, options]);
        return { success: true, errors: [] as CachePurgeError[] };
      },
    });
    const inner = createExecutionContext();
    Object.defineProperty(inner, "cache", { value: recording("PageVariants") });
    const ctx = createExecutionContext();
    Object.defineProperty(ctx, "cache", { value: recording("default") });
    Object.defineProperty(ctx, "exports", { value: { PageVariants: new PageVariants(inner, env as unknown as Env) } });
    const response = await createApp().fetch(
      new Request("https://www.example.com/internal/purge", { method: "POST", headers: FORM, body: "confirm=yes" }),
      env as unknown as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.headers.get("Location")).toBe("/internal?purged=done");
    expect(asked.sort(([a], [b]) => a.localeCompare(b))).toEqual([
      ["default", { purgeEverything: true }],
      ["PageVariants", { purgeEverything: true }],
    ]);
  });

  it("reaches PageVariants' purge through the runtime's ctx.exports (an RPC call), which answers without Workers Cache here", async () => {
    const exported = (createExecutionContext() as unknown as { exports?: { PageVariants?: { purge(options: CachePurgeOptions): Promise<CachePurgeResult> } } })
      .exports?.PageVariants;
    expect(exported).toBeDefined();
    expect(await must(exported).purge({ purgeEverything: true })).toEqual({ success: true, errors: [] });
  });

  it("asks for the confirmation, and refuses a post from another site", async () => {
    const before = await generation();
    const count = purges.length;
    expect((await purge({})).response.headers.get("Location")).toBe("/internal?purged=unconfirmed");
    expect((await purge({ confirm: "yes" }, { ...FORM, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).response.status).toBe(403);
    expect(await generation()).toBe(before);
    expect(purges.length).toBe(count);
    expect((await send("/internal?purged=unconfirmed")).text).toContain("Tick the box to confirm");
  });

  it("says when not every layer could be emptied (D1 down)", async () => {
    const broken = {
      ...(env as unknown as Env),
      DB: {
        prepare: () => {
          throw new Error("D1 down");
        },
      } as unknown as D1Database,
    };
    const { response } = await publishingClient(broken)("/internal/purge", { method: "POST", headers: FORM, body: "confirm=yes" });
    expect(response.headers.get("Location")).toBe("/internal?purged=partial");
  });
});
