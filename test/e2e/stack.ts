import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FAKE_KIT_FORM_ID, FAKE_KIT_KEY, FAKE_KIT_TAG_IDS } from "../fakes/fake-kit.ts";
import { FAKE_KIT_WEBHOOK_SECRET } from "../fakes/fake-kit-custom-fields.ts";
import { startFakeKitServer } from "../fakes/fake-kit-server.ts";
import { FAKE_SITEVERIFY_SECRET, startFakeSiteverifyServer } from "../fakes/fake-siteverify-server.ts";
import { launchBrowserServer } from "./browser";
import { startWorker } from "./server";

/** What a browser test reaches: one served site, its fakes and a Chromium, used by one test file at a time. */
export interface Stack {
  baseUrl: string;
  /** The stack's Chromium (browser.ts launchBrowser connects to it). */
  chromiumEndpoint: string;
  /** Origin of the fake Kit the served worker calls (its /__fake/ routes drive it). */
  fakeKitOrigin: string;
  /** Origin of the Siteverify stand-in the served worker calls (its /__fake/ routes drive it). */
  fakeSiteverifyOrigin: string;
  /** The served worker's local state (--persist-to): a test can seed its KV with wrangler, as `npm run signups` does. */
  workerState: string;
}

/**
 * Serves the built worker in workerd beside a fake Kit, a Siteverify stand-in and a Chromium of its
 * own. Whatever started is stopped again if a later part fails, so a failed start ends the run
 * instead of hanging it.
 */
export async function startStack(chromiumPath: string): Promise<{ stack: Stack; stop: () => Promise<void> }> {
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };
  try {
    const state = mkdtempSync(join(tmpdir(), "playback-e2e-"));
    stops.push(() => rmSync(state, { recursive: true, force: true }));
    // Signups really call "Kit": a local fake that follows its API, so the forms are tested end to end.
    const kit = await startFakeKitServer();
    stops.push(() => kit.close());
    // Turnstile as in production, without Cloudflare: Cloudflare's always-passing invisible test
    // site key (so pages load the widget stand-in) and a Siteverify stand-in that answers as
    // Cloudflare does for a real secret.
    const siteverify = await startFakeSiteverifyServer();
    stops.push(() => siteverify.close());
    const worker = await startWorker(
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
    stops.push(() => worker.stop());
    const chromium = await launchBrowserServer(chromiumPath);
    stops.push(() => chromium.close());
    return {
      stack: {
        baseUrl: worker.url,
        chromiumEndpoint: chromium.wsEndpoint(),
        fakeKitOrigin: kit.origin,
        fakeSiteverifyOrigin: siteverify.origin,
        workerState: state,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
