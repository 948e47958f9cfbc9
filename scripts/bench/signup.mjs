// Signup benchmarks against the fake Kit (test/fakes): how many signups a second the endpoint
// sustains locally, and a burst of 1,000 signups against Kit's 120 requests a minute, counting
// what Kit got at once, what waited in the queue, and proving that none was lost.
// Alone: `npx node scripts/bench/signup.mjs` (builds first when DIST_DIR has no build).
// From scripts/bench.mjs: `benchSignups({ printTable })`.
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { startWorker } from "../../test/e2e/server.ts";
import { FAKE_KIT_FORM_ID, FAKE_KIT_KEY } from "../../test/fakes/fake-kit.ts";
import { startFakeKitServer } from "../../test/fakes/fake-kit-server.ts";
import { printTable as defaultPrintTable } from "./stats.mjs";

const BURST = 1000;
const BURST_CONCURRENCY = 50;
const DRAIN_LIMIT_MS = 420_000;

/** A worker wired to the given fake Kit, with its own local KV and Queue state. */
async function workerFor(kit, extraVars = {}) {
  const state = mkdtempSync(join(tmpdir(), "playback-bench-signup-"));
  const worker = await startWorker(
    { ENVIRONMENT: "development", KIT_API_BASE: kit.apiBase, KIT_API_KEY: FAKE_KIT_KEY, KIT_NEWSLETTER_FORM_ID: FAKE_KIT_FORM_ID, ...extraVars },
    state,
  );
  return { ...worker, stop: async () => (await worker.stop(), rmSync(state, { recursive: true, force: true })) };
}

function signupRequest(baseUrl, n, prefix) {
  return {
    url: `${baseUrl}/api/subscribe`,
    init: {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify({ email: `${prefix}${n}@example.com` }),
    },
  };
}

/** Signups a second through wrangler dev with a fake Kit that never limits. */
async function measureThroughput(duration) {
  const kit = await startFakeKitServer({ ratePerWindow: Number.MAX_SAFE_INTEGER });
  const worker = await workerFor(kit);
  try {
    let n = 0;
    const result = await autocannon({
      url: `${worker.url}/api/subscribe`,
      connections: 20,
      duration,
      requests: [
        {
          method: "POST",
          setupRequest: (request) => {
            const { init } = signupRequest(worker.url, ++n, "tp");
            return { ...request, headers: init.headers, body: init.body };
          },
        },
      ],
    });
    const state = kit.kit.state();
    return {
      "signups/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      non2xx: result.non2xx,
      signups: result.requests.total,
      "on Kit form": state.forms[FAKE_KIT_FORM_ID].length,
      "Kit requests": state.requests.length,
    };
  } finally {
    await worker.stop();
    await kit.close();
  }
}

/** Sends `count` signups with `concurrency` in flight; returns how each was answered. */
async function burst(baseUrl, count, concurrency) {
  const answers = { delivered: 0, queued: 0, failed: 0 };
  let next = 0;
  const started = performance.now();
  async function lane() {
    while (next < count) {
      const { url, init } = signupRequest(baseUrl, ++next, "burst");
      try {
        const response = await fetch(url, init);
        const body = await response.json();
        if (body.success && body.queued) answers.queued++;
        else if (body.success) answers.delivered++;
        else answers.failed++;
      } catch {
        answers.failed++;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { ...answers, seconds: (performance.now() - started) / 1000 };
}

/** 1,000 signups against a Kit limited to 120 requests a minute; then the queue drains. */
async function measureBurst() {
  const kit = await startFakeKitServer({ ratePerWindow: 120, windowMs: 60_000 });
  // Production back-off (60 s after a 429), so the burst meets Kit as it would in production.
  const worker = await workerFor(kit);
  try {
    const answers = await burst(worker.url, BURST, BURST_CONCURRENCY);
    const atOnce = kit.kit.state();
    // The drain runs in time-lapse: Kit's 60-second window shrinks to one second (120 requests/s).
    kit.kit.options.windowMs = 1000;
    const drainStart = performance.now();
    let onForm = atOnce.forms[FAKE_KIT_FORM_ID].length;
    while (onForm < answers.delivered + answers.queued && performance.now() - drainStart < DRAIN_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      onForm = kit.kit.state().forms[FAKE_KIT_FORM_ID].length;
    }
    const final = kit.kit.state();
    return [
      {
        signups: BURST,
        "burst s": answers.seconds.toFixed(1),
        "answered success": answers.delivered + answers.queued,
        "delivered at once": answers.delivered,
        queued: answers.queued,
        failed: answers.failed,
        "Kit 429s": atOnce.rateLimited,
        "drain s": ((performance.now() - drainStart) / 1000).toFixed(1),
        "on Kit form": final.forms[FAKE_KIT_FORM_ID].length,
        "confirmation emails": final.incentiveEmails,
        // Still waiting in the queue when the drain limit stopped the watch: not lost, not yet on Kit.
        "still queued": answers.delivered + answers.queued - final.forms[FAKE_KIT_FORM_ID].length,
        // Answered with an error, so the visitor knows it did not go through.
        refused: BURST - answers.delivered - answers.queued,
      },
    ];
  } finally {
    await worker.stop();
    await kit.close();
  }
}

export async function benchSignups({ printTable = defaultPrintTable, duration = 8 } = {}) {
  printTable("Signups: POST /api/subscribe with the fake Kit (autocannon, 20 connections, unique emails and clients)", [await measureThroughput(duration)]);
  printTable(
    `Signups: burst of ${BURST} (${BURST_CONCURRENCY} at a time) against a fake Kit limited to 120 requests/min; drain with the window compressed to 1 s`,
    await measureBurst(),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = process.env.DIST_DIR ?? "dist";
  if (!existsSync(join(dist, "playback_site", "wrangler.json"))) execSync("npx vite build", { stdio: "inherit", env: { ...process.env, DIST_DIR: dist } });
  await benchSignups();
}
