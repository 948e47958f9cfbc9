// Signup benchmarks against the fake Kit (test/fakes): how many signups a second the endpoint
// sustains locally, then a burst of 1,000 signups against a Kit held to its own rate (120
// requests per rolling window per key), without and with injected faults, counting every signup:
// on the Kit form exactly once, or a dead letter with its reason. Between them, parallel bursts
// (40 signups at once from one client, from one IPv6 /64, to one mailbox) show each limit holding.
// Time-lapse: Kit's window and the site's budget are scaled by the same factor (SCALE), so the
// burst drains in minutes instead of hours; the theoretical minimum scales with them.
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
import { listDeadLetters } from "../signups.mjs";
import { printTable as defaultPrintTable } from "./stats.mjs";

const BURST = 1000;
const BURST_CONCURRENCY = 50;
/** Kit: 120 requests per rolling 60 s per key. Scaled: 120 per 6 s, and the site told 1,200 a minute. */
const SCALE = 10;
const KIT_LIMIT = 120;
const KIT_WINDOW_MS = 60_000 / SCALE;
const BUDGET_PER_MINUTE = KIT_LIMIT * SCALE;
/** Kit requests per newsletter signup: create the subscriber, add to the form. */
const REQUESTS_PER_SIGNUP = 2;
const DRAIN_LIMIT_MS = 900_000;
/** The fault run: rates of each injected fault per Kit request, and a window of 401s (a revoked key, restored). */
// Each 429 pauses every Kit call for Kit's whole window (6 s here), as a real one must, so they are rarer.
const FAULTS = { timeout: 0.01, reset: 0.02, rateLimited: 0.002, serverError: 0.03, unauthorizedWindow: { fromMs: 20_000, toMs: 35_000 }, seed: 13 };

/** A worker wired to the given fake Kit, with its own local KV and Queue state. */
async function workerFor(kit, extraVars = {}) {
  const state = mkdtempSync(join(tmpdir(), "playback-bench-signup-"));
  const worker = await startWorker(
    { ENVIRONMENT: "development", KIT_API_BASE: kit.apiBase, KIT_API_KEY: FAKE_KIT_KEY, KIT_NEWSLETTER_FORM_ID: FAKE_KIT_FORM_ID, ...extraVars },
    state,
  );
  // BENCH_VERBOSE=1 shows the worker's log (its [signup] lines) while the bench runs.
  if (process.env.BENCH_VERBOSE)
    for (const stream of [worker.process.stdout, worker.process.stderr]) stream?.on("data", (chunk) => process.stderr.write(chunk));
  const stop = async () => {
    await worker.stop();
    rmSync(state, { recursive: true, force: true });
  };
  return { ...worker, state, stop };
}

function signupRequest(baseUrl, n, prefix) {
  return {
    url: `${baseUrl}/api/subscribe`,
    init: {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: baseUrl,
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ email: `${prefix}${n}@example.com` }),
    },
  };
}

/** Signups a second through wrangler dev with a fake Kit that never limits. */
async function measureThroughput(duration) {
  const kit = await startFakeKitServer({ ratePerWindow: Number.MAX_SAFE_INTEGER });
  const worker = await workerFor(kit, { KIT_REQUESTS_PER_MINUTE: "100000000" });
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
      "Kit requests": state.requests.length,
    };
  } finally {
    await worker.stop();
    await kit.close();
  }
}

/** Parallel bursts: requests sent all at once that one limit must count together. */
const PARALLEL = 40;
const PARALLEL_BURSTS = [
  { burst: "one IPv4 address", limit: "5 per client", request: (i) => ({ clientIp: "10.250.0.1", email: `pb-ip${i}@example.com` }) },
  {
    burst: "40 addresses of one IPv6 /64",
    limit: "5 per client",
    request: (i) => ({ clientIp: `2001:db8:be:4c::${(i + 1).toString(16)}`, email: `pb-v6-${i}@example.com` }),
  },
  {
    burst: "one Gmail inbox, 40 spellings, 40 clients",
    limit: "6 per mailbox",
    request: (i) => ({ clientIp: `10.251.0.${i + 1}`, email: `${i % 2 ? "pb.inbox" : "pbinbox"}+${i}@${i % 3 ? "gmail.com" : "googlemail.com"}` }),
  },
];

/** Fires each parallel burst (each with clients and mailboxes of its own) and counts what the limits let through. */
export async function measureParallelBursts() {
  const kit = await startFakeKitServer({ ratePerWindow: Number.MAX_SAFE_INTEGER });
  const worker = await workerFor(kit, { KIT_REQUESTS_PER_MINUTE: "100000000" });
  try {
    const rows = [];
    for (const { burst, limit, request } of PARALLEL_BURSTS) {
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, async (_, i) => {
          const { clientIp, email } = request(i);
          const response = await fetch(`${worker.url}/api/subscribe`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: worker.url, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": clientIp },
            body: JSON.stringify({ email }),
          });
          await response.body?.cancel();
          return { status: response.status, retryAfter: Number(response.headers.get("Retry-After") ?? 0) };
        }),
      );
      const accepted = answers.filter((answer) => answer.status === 200).length;
      const waits = answers.filter((answer) => answer.status === 429).map((answer) => answer.retryAfter);
      rows.push({
        burst,
        sent: PARALLEL,
        limit,
        accepted,
        "refused (429)": waits.length,
        other: PARALLEL - accepted - waits.length,
        "Retry-After s": waits.length ? `${Math.min(...waits)}-${Math.max(...waits)}` : "-",
      });
    }
    return rows;
  } finally {
    await worker.stop();
    await kit.close();
  }
}

/** Sends `count` signups with `concurrency` in flight; returns how each was answered and how long it took. */
async function burst(baseUrl, count, concurrency, prefix) {
  const answers = { delivered: 0, queued: 0, failed: 0 };
  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function lane() {
    while (next < count) {
      const { url, init } = signupRequest(baseUrl, ++next, prefix);
      const sent = performance.now();
      try {
        const response = await fetch(url, init);
        const body = await response.json();
        if (body.success && body.queued) answers.queued++;
        else if (body.success) answers.delivered++;
        else answers.failed++;
      } catch {
        answers.failed++;
      }
      latencies.push(performance.now() - sent);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  latencies.sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  return { ...answers, seconds, p99: latencies[Math.floor(latencies.length * 0.99)], p50: latencies[Math.floor(latencies.length * 0.5)] };
}

/** 1,000 signups at once against a Kit held to its rate (optionally faulty); waits until each is on the form or a dead letter. */
export async function measureBurst(faults) {
  const kit = await startFakeKitServer({ ratePerWindow: KIT_LIMIT, windowMs: KIT_WINDOW_MS });
  const worker = await workerFor(kit, { KIT_REQUESTS_PER_MINUTE: String(BUDGET_PER_MINUTE), SIGNUP_BACKOFF_SECONDS: String(60 / SCALE) });
  const prefix = faults ? "fault" : "burst";
  try {
    if (faults) kit.kit.setFaults(faults);
    const started = performance.now();
    const answers = await burst(worker.url, BURST, BURST_CONCURRENCY, prefix);
    const accepted = answers.delivered + answers.queued;
    const deadLetters = () => listDeadLetters({ persistTo: worker.state, config: "dist/playback_site/wrangler.json" });
    let onForm = 0;
    let dead = [];
    let lastGrowth = performance.now();
    let lastCount = 0;
    let lastProgress = 0;
    while (performance.now() - started < DRAIN_LIMIT_MS) {
      onForm = kit.kit.state().forms[FAKE_KIT_FORM_ID].filter((email) => email.startsWith(prefix)).length;
      if (performance.now() - lastProgress > 10_000) {
        lastProgress = performance.now();
        const now = kit.kit.state();
        process.stderr.write(
          `  [${prefix}] ${((lastProgress - started) / 1000).toFixed(0)} s: ${onForm}/${accepted} on the form, ${now.requests.length} Kit requests, ${now.rateLimited} over-rate 429s\n`,
        );
      }
      if (onForm >= accepted) break;
      if (onForm > lastCount) [lastCount, lastGrowth] = [onForm, performance.now()];
      // Dead letters are read through wrangler (slow): only once the form has stopped growing for 15 s.
      if (faults && performance.now() - lastGrowth > 15_000) {
        lastGrowth = performance.now();
        dead = deadLetters();
        const emails = new Set(kit.kit.state().forms[FAKE_KIT_FORM_ID]);
        if (dead.filter((letter) => !emails.has(letter.signup.email)).length + onForm >= accepted) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // The last signup reached the form when the last Kit request was answered (the watch polls every 500 ms).
    const state = kit.kit.state();
    const drainedAt = state.requests.reduce((last, r) => Math.max(last, r.at), 0) - performance.timeOrigin;
    if (faults) dead = deadLetters();
    const formEmails = new Set(state.forms[FAKE_KIT_FORM_ID]);
    const deadOnly = dead.filter((letter) => !formEmails.has(letter.signup.email));
    const drainSeconds = (drainedAt - started) / 1000;
    const theoretical = (REQUESTS_PER_SIGNUP * BURST) / (BUDGET_PER_MINUTE / 60);
    const reasons = {};
    for (const letter of deadOnly) {
      // A code (kind and status for Kit's failures); an older record's words, shortened.
      const reason =
        typeof letter.reason === "string"
          ? letter.reason.replace(/[0-9a-f-]{36}/g, "").slice(0, 90)
          : [letter.reason.code, letter.reason.kind, letter.reason.status].filter((part) => part !== undefined).join(" ");
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    return {
      row: {
        run: faults ? "with faults" : "clean",
        signups: BURST,
        "answered s": answers.seconds.toFixed(1),
        "answered/s": (BURST / answers.seconds).toFixed(0),
        "p50 ms": answers.p50.toFixed(0),
        "p99 ms": answers.p99.toFixed(0),
        "delivered at once": answers.delivered,
        queued: answers.queued,
        refused: answers.failed,
        "drain s": drainSeconds.toFixed(1),
        "minimum s": theoretical.toFixed(1),
        ratio: (drainSeconds / theoretical).toFixed(3),
        "Kit requests": state.requests.length,
        "over-rate 429s": state.rateLimited,
        "on form": onForm,
        "dead letters": deadOnly.length,
        lost: accepted - onForm - deadOnly.length,
        doubled: state.incentiveEmails - formEmails.size,
      },
      injected: state.injected,
      reasons,
    };
  } finally {
    await worker.stop();
    await kit.close();
  }
}

export async function benchSignups({ printTable = defaultPrintTable, duration = 8 } = {}) {
  printTable("Signups: POST /api/subscribe with the fake Kit (autocannon, 20 connections, unique emails and clients)", [await measureThroughput(duration)]);
  printTable(`Signups, parallel bursts: ${PARALLEL} signups sent at once that one limit counts together`, await measureParallelBursts());
  const title = (run) =>
    `Signups, ${run}: burst of ${BURST} (${BURST_CONCURRENCY} at a time) against a fake Kit held to ${KIT_LIMIT} requests per ${KIT_WINDOW_MS / 1000} s ` +
    `(Kit's 60 s window scaled ×${SCALE}; KIT_REQUESTS_PER_MINUTE=${BUDGET_PER_MINUTE}); minimum = ${REQUESTS_PER_SIGNUP} requests × ${BURST} ÷ budget`;
  printTable(title("clean"), [(await measureBurst(undefined)).row]);
  const faulty = await measureBurst(FAULTS);
  printTable(title("with faults"), [faulty.row]);
  printTable("Faults injected in the second run (per Kit request)", [
    {
      ...Object.fromEntries(Object.entries(FAULTS).filter(([k]) => k !== "unauthorizedWindow" && k !== "seed")),
      "401 window s": `${FAULTS.unauthorizedWindow.fromMs / 1000}-${FAULTS.unauthorizedWindow.toMs / 1000}`,
      ...Object.fromEntries(Object.entries(faulty.injected).map(([k, v]) => [`${k} n`, v])),
    },
  ]);
  const reasons = Object.entries(faulty.reasons).map(([reason, count]) => ({ count, reason }));
  if (reasons.length) printTable("Dead letters of the fault run, by reason", reasons);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = process.env.DIST_DIR ?? "dist";
  if (!existsSync(join(dist, "playback_site", "wrangler.json"))) execSync("npx vite build", { stdio: "inherit", env: { ...process.env, DIST_DIR: dist } });
  await benchSignups();
}
