import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { clientManifestPlugin } from "./build/client-manifest-plugin.ts";
import { pageStylesPlugin } from "./build/page-styles-plugin.ts";

/** `npm run bench -- --quota` only (scripts/bench.mjs): the quota model in workerd, never part of `npm test`. */
const migrations = await readD1Migrations("./migrations");

export default defineConfig({
  plugins: [
    cloudflareTest({ wrangler: { configPath: "./wrangler.toml" }, miniflare: { bindings: { ENVIRONMENT: "development", TEST_MIGRATIONS: migrations } } }),
    vanillaExtractPlugin(),
    clientManifestPlugin(),
    pageStylesPlugin(),
  ],
  test: { name: "quota", include: ["test/quota/**/*.quota.ts"], setupFiles: ["test/worker/d1-setup.ts"] },
});
