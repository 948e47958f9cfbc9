import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";

/**
 * The configuration the build hands `wrangler deploy` (dist/playback_site/wrangler.json is
 * wrangler.toml normalised by wrangler's own reader, which this test calls): the cache layout
 * docs/caching.md describes.
 */
const config = unstable_readConfig({ config: "wrangler.toml" }) as {
  cache?: { enabled?: boolean };
  exports?: Record<string, { type: string; cache?: { enabled?: boolean } }>;
  migrations: { new_sqlite_classes?: string[] }[];
};

describe("the built configuration's Workers Cache layout", () => {
  it("turns Workers Cache on, for the default entrypoint and for the variant entrypoint, and names no other", () => {
    expect(config.cache).toMatchObject({ enabled: true });
    expect(config.exports).toEqual({
      default: { type: "worker", cache: { enabled: true } },
      // The class worker/pages/variant-entrypoint.ts exports and worker/index.ts re-exports.
      PageVariants: { type: "worker", cache: { enabled: true } },
    });
  });

  it("keeps Durable Objects on migrations (exports cannot declare them while migrations exist)", () => {
    expect(config.migrations.flatMap((migration) => migration.new_sqlite_classes ?? [])).toEqual([
      "KitBudget",
      "LimitCounter",
      "DailySalt",
      "BroadcastReconciler",
    ]);
    expect(Object.values(config.exports ?? {}).every((entry) => entry.type === "worker")).toBe(true);
  });
});
