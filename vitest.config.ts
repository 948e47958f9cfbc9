import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { clientManifestPlugin } from "./build/client-manifest-plugin.ts";
import { pageStylesPlugin } from "./build/page-styles-plugin.ts";
import { LongestFirstSequencer } from "./test/e2e/sequencer.ts";
import { E2E_WORKERS } from "./test/e2e/workers.ts";

/** The D1 migrations (migrations/), applied by the workerd tests with applyD1Migrations(env.DB, env.TEST_MIGRATIONS). */
const migrations = await readD1Migrations("./migrations");

export default defineConfig({
  test: {
    // Vitest reads the sequencer from the root only; it starts the longest browser files first.
    sequence: { sequencer: LongestFirstSequencer },
    // Two files at once (Vitest's default on two cores is one, https://vitest.dev/config/maxworkers): the unit, worker and quota files take
    // about 95 s instead of 145 s here, each worker pool still one workerd for its run of files.
    maxWorkers: 2,
    projects: [
      {
        // Pure modules (newsletter generator, content, helpers) in Node.

        // The page modules' virtual imports too: the feed and the pages render in Node as in the worker.
        plugins: [vanillaExtractPlugin(), clientManifestPlugin(), pageStylesPlugin()],
        test: { name: "unit", include: ["test/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        // The worker inside workerd, with Miniflare's KV, Queues and Cache.

        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { bindings: { ENVIRONMENT: "development", TEST_MIGRATIONS: migrations } },
          }),
          vanillaExtractPlugin(),
          clientManifestPlugin(),
          pageStylesPlugin(),
        ],
        // isolate: false runs a pool worker's files one after another in one workerd instead of a new
        // workerd each: loading the worker's ~800 modules into a new one was most of this project's
        // time. Each file still starts fresh: d1-setup.ts empties and checks storage, resets modules.
        // No worker test asserts a duration (npm run bench measures them): 30 s each, since a test
        // that takes 1 s alone took 5 to 7 s on two cores shared with a build and a browser.
        test: { name: "worker", include: ["test/worker/**/*.test.{ts,tsx}"], setupFiles: ["test/worker/d1-setup.ts"], isolate: false, testTimeout: 30_000 },
      },
      {
        // The quota model (docs/deploy.md#what-a-busy-day-spends-measured): every step of a visitor's
        // way against the worker in workerd with counted bindings; the docs' tables must match it.
        // QUOTA_PRINT=1 prints the tables (`npm run bench -- --quota`, `--write` rewrites the docs').
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { bindings: { ENVIRONMENT: "development", TEST_MIGRATIONS: migrations, QUOTA_PRINT: process.env.QUOTA_PRINT ?? "" } },
          }),
          vanillaExtractPlugin(),
          clientManifestPlugin(),
          pageStylesPlugin(),
        ],
        test: { name: "quota", include: ["test/quota/**/*.test.ts"], setupFiles: ["test/worker/d1-setup.ts"], testTimeout: 30_000 },
      },
      {
        // What a person does, in Chromium, against the built worker served by wrangler dev.
        // The styles plugin lets tests import the route table (its pages import styles).
        plugins: [vanillaExtractPlugin()],
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/e2e/global-setup.ts"],
          // A pool worker runs its files one after another with one module graph (the route table,
          // the content, Playwright and axe load once, not once a file); each file still gets its own
          // Chromium connection (file-setup.ts), visitors (fixture.ts) and addresses (visitor-address.ts).
          setupFiles: ["test/e2e/file-setup.ts"],
          isolate: false,
          // Projects of one groupOrder run together and groups run lowest first
          // (https://vitest.dev/config/sequence#sequence-grouporder).
          // E2E_WORKERS files at once, each pool worker on a stack of its own (test/e2e/lane.ts), in
          // a group of their own after the worker tests: a project's files run beside only its own.
          maxWorkers: E2E_WORKERS,
          sequence: { groupOrder: 1 },
          // Generous: browser steps on a shared 2-core machine can be slow; a timeout is not an assertion.
          testTimeout: 90_000,
          hookTimeout: 60_000,
          // expect.poll gives up after 1 s by default: too short for a browser on a busy machine.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
