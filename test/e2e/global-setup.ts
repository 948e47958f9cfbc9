import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { FAKE_KIT_FORM_ID, FAKE_KIT_KEY, FAKE_KIT_TAG_IDS } from "../fakes/fake-kit.ts";
import { startFakeKitServer } from "../fakes/fake-kit-server.ts";
import { FAKE_KIT_WEBHOOK_SECRET } from "../fakes/fake-kit-custom-fields.ts";
import { FAKE_SITEVERIFY_SECRET, startFakeSiteverifyServer } from "../fakes/fake-siteverify-server.ts";
import { CHROMIUM_MISSING, findChromium } from "./chromium-path";
import { launchBrowserServer } from "./browser";
import { startDevServer } from "./dev-server";
import { startWorker } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** The run's one Chromium (browser.ts launchBrowser connects to it). */
    chromiumEndpoint: string;
    /** Origin of the fake Kit the served worker calls (its /__fake/ routes drive it). */
    fakeKitOrigin: string;
    /** Origin of the Siteverify stand-in the served worker calls (its /__fake/ routes drive it). */
    fakeSiteverifyOrigin: string;
    /** `npm run dev`'s server: React's development builds (hydration.test.ts). */
    devUrl: string;
    /** The served worker's local state (--persist-to): a test can seed its KV with wrangler, as `npm run signups` does. */
    workerState: string;
  }
}

/** Builds the site, then serves the built worker in workerd for the browser tests. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error(CHROMIUM_MISSING);
  if (!process.env.E2E_SKIP_BUILD) execSync("npx vite build", { stdio: "inherit" });

  const state = mkdtempSync(join(tmpdir(), "playback-e2e-"));
  // Signups really call "Kit": a local fake that follows its API, so the forms are tested end to end.
  const kit = await startFakeKitServer();
  // Turnstile as in production, without Cloudflare: Cloudflare's always-passing invisible test
  // site key (so pages load the widget stand-in) and a Siteverify stand-in that answers as
  // Cloudflare does for a real secret.
  const siteverify = await startFakeSiteverifyServer();
  let worker: Awaited<ReturnType<typeof startWorker>>;
  let dev: Awaited<ReturnType<typeof startDevServer>>;
  try {
    worker = await startWorker(
      {
        ENVIRONMENT: "development",
        KIT_API_BASE: kit.apiBase,
        KIT_API_KEY: FAKE_KIT_KEY,
        KIT_NEWSLETTER_FORM_ID: FAKE_KIT_FORM_ID,
        KIT_TAG_IDS: JSON.stringify(FAKE_KIT_TAG_IDS),
        // The browser tests are about the forms, not pacing (the worker tests and the bench are):
        // a roomy budget lets each signup reach Kit while the visitor waits, as on a quiet day.
        KIT_REQUESTS_PER_MINUTE: "6000",
        TURNSTILE_SITE_KEY: "1x00000000000000000000BB",
        TURNSTILE_SECRET_KEY: FAKE_SITEVERIFY_SECRET,
        TURNSTILE_SITEVERIFY_URL: siteverify.url,
        // Signed webhook deliveries (the referral test sends them as the fake Kit signs them).
        KIT_WEBHOOK_SECRET: FAKE_KIT_WEBHOOK_SECRET,
      },
      state,
    );
  } catch (error) {
    // Close what was started, so a failed start ends the run instead of hanging it.
    await kit.close();
    await siteverify.close();
    rmSync(state, { recursive: true, force: true });
    throw error;
  }
  try {
    dev = await startDevServer();
  } catch (error) {
    await worker.stop();
    await kit.close();
    await siteverify.close();
    rmSync(state, { recursive: true, force: true });
    throw error;
  }
  let chromium: Awaited<ReturnType<typeof launchBrowserServer>>;
  try {
    chromium = await launchBrowserServer(chromiumPath);
  } catch (error) {
    await dev.stop();
    await worker.stop();
    await kit.close();
    await siteverify.close();
    rmSync(state, { recursive: true, force: true });
    throw error;
  }
  project.provide("baseUrl", worker.url);
  project.provide("chromiumPath", chromiumPath);
  project.provide("chromiumEndpoint", chromium.wsEndpoint());
  project.provide("fakeKitOrigin", kit.origin);
  project.provide("fakeSiteverifyOrigin", siteverify.origin);
  project.provide("devUrl", dev.url);
  project.provide("workerState", state);

  return async () => {
    await chromium.close();
    await dev.stop();
    await worker.stop();
    await kit.close();
    await siteverify.close();
    rmSync(state, { recursive: true, force: true });
  };
}
