// `npm run bench`: builds, serves the production worker locally and prints what the site weighs
// and how fast it answers. Flags: --skip-build, --no-lighthouse, --no-signup,
// --lighthouse-runs=N (default 3; the median is reported), --render-only (the worker bundle,
// start-up, first requests and throughput only), --rounds=N (throughput rounds, default 3),
// --cold-runs=N (fresh isolates for the first request, default 3), --startup-runs=N
// (`wrangler check startup` runs, default 5), --quota (the quota model alone: what each step of a
// visitor's way spends, and the visitors a day each plan holds; --write puts it in docs/deploy.md).
import { execFileSync, execSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { workerConfigPath } from "../build/dist-dir.ts";
import { startWorker } from "../test/e2e/server.ts";
import { measureBlockingCss } from "./bench/blocking-css.mjs";
import { measureLighthouse } from "./bench/lighthouse.mjs";
import { measurePageWeights, measureRenderTimes, requestMs } from "./bench/page-weight.mjs";
import { loadFeedPath, loadRoutes } from "./bench/routes.mjs";
import { gzipBytes, kb, median, printTable } from "./bench/stats.mjs";
import { measureReactBuilds } from "./bench/react-builds.mjs";
import { measureViewCost } from "./bench/view-cost.mjs";
import { CONNECTIONS, measureThroughput } from "./bench/throughput.mjs";

const flags = new Set(process.argv.slice(2));
/** The markers around docs/deploy.md's generated tables (test/quota/plans.ts, TABLES_START and TABLES_END). */
const QUOTA_TABLES_START = "<!-- quota-tables:start (npm run bench -- --quota --write) -->";
const QUOTA_TABLES_END = "<!-- quota-tables:end -->";

// --quota: the quota model (test/quota/quota-model.test.ts, the `quota` project of `npm test`), run
// in workerd with counted bindings; prints its tables. --quota --write puts them in docs/deploy.md
// between its quota-tables markers (the test fails while the docs differ from the model).
if (flags.has("--quota")) {
  const run = spawnSync("npx", ["vitest", "run", "--project", "quota"], {
    encoding: "utf8",
    env: { ...process.env, QUOTA_PRINT: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  const output = `${run.stdout}${run.stderr}`;
  const start = output.indexOf(QUOTA_TABLES_START);
  const end = output.indexOf(QUOTA_TABLES_END, start);
  if (start < 0 || end < 0) {
    process.stdout.write(output);
    console.error("The quota model printed no tables (above: what it said).");
    process.exit(1);
  }
  const tables = output.slice(start + QUOTA_TABLES_START.length, end).trim();
  console.log(tables);
  if (flags.has("--write")) {
    const doc = readFileSync("docs/deploy.md", "utf8");
    const [before, rest] = [doc.slice(0, doc.indexOf(QUOTA_TABLES_START)), doc.slice(doc.indexOf(QUOTA_TABLES_END))];
    if (!doc.includes(QUOTA_TABLES_START) || !doc.includes(QUOTA_TABLES_END)) throw new Error("docs/deploy.md lacks the quota-tables markers");
    writeFileSync("docs/deploy.md", `${before}${QUOTA_TABLES_START}\n${tables}\n${rest}`);
    console.log("\ndocs/deploy.md: quota tables written.");
    process.exit(0);
  }
  process.exit(run.status ?? 1);
}
const numberFlag = (name, fallback) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const lighthouseRuns = numberFlag("lighthouse-runs", 3);
const rounds = numberFlag("rounds", 3);
const coldRuns = numberFlag("cold-runs", 3);
const startupRuns = numberFlag("startup-runs", 5);
const renderOnly = flags.has("--render-only");
const dist = process.env.DIST_DIR ?? "dist";
const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(Boolean);

if (!flags.has("--skip-build")) execSync("npx vite build", { stdio: "inherit", env: { ...process.env, DIST_DIR: dist } });

const workerDir = join(dist, "playback_site");
/** Every module of the worker's build (the entry and the chunks it imports), as uploaded. */
const workerModules = readdirSync(workerDir, { recursive: true })
  .filter((file) => file.endsWith(".js"))
  .map((file) => ({ file, bytes: readFileSync(join(workerDir, file)) }));
const routes = await loadRoutes();
const feedPath = await loadFeedPath();
const state = mkdtempSync(join(tmpdir(), "playback-bench-"));

/**
 * The first request of `/` in fresh isolates (a new `wrangler dev` each, its start-up warm-up
 * done), as a visitor sends it, then a fresh render and a static file on the same isolate.
 */
async function firstRequests(runs) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const fresh = await startWorker({ ENVIRONMENT: "development" }, state);
    try {
      const home = new URL("/", fresh.url);
      samples.push({
        first: await requestMs(home),
        render: await requestMs(home, { "Cache-Control": "no-cache" }),
        staticFile: await requestMs(new URL("/robots.txt", fresh.url)),
      });
    } finally {
      await fresh.stop();
    }
  }
  const at = (name) => median(samples.map((sample) => sample[name])).toFixed(2);
  return { "first request of / (visitor)": at("first"), "then a fresh render of /": at("render"), "static file (floor)": at("staticFile"), isolates: runs };
}

// `wrangler check startup` builds the worker again: run while a `wrangler dev` of the same config
// serves, that dev server reloads and drops the bench's next request ("other side closed").
const startupRow = startupProfile(startupRuns);
const coldRows = await firstRequests(coldRuns);
const worker = await startWorker({ ENVIRONMENT: "development" }, state);

/** Files of public/ (served by the assets layer, no worker code), with their sizes. */
function publicFiles(dir = "public") {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? publicFiles(path) : [{ url: `/${relative("public", path)}`, size: statSync(path).size }];
  });
}

/**
 * `wrangler check startup`: the bundle's startup profile in local workerd (Cloudflare's limit is
 * 1 second: https://developers.cloudflare.com/workers/platform/limits/), the median of several runs (one swings with the machine's load).
 */
function startupProfile(runs) {
  const outfile = join(state, "startup.cpuprofile");
  const samples = [];
  let bundle = "?";
  for (let run = 0; run < runs; run++) {
    try {
      // `--args` too: the deploy it profiles would otherwise follow .wrangler/deploy/config.json to the last build.
      const output = execFileSync(
        "npx",
        ["wrangler", "check", "startup", "-c", workerConfigPath(dist), `--args=--config ${workerConfigPath(dist)}`, "--outfile", outfile],
        {
          encoding: "utf8",
          env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      const value = (label) => Number(/([\d.]+)/.exec(output.split("\n").find((line) => line.includes(label)) ?? "")?.[1]);
      samples.push({ window: value("Profile window"), active: value("Active:") });
      bundle = (/Bundle: (.*)/.exec(output)?.[1] ?? "?").trim();
    } catch (error) {
      bundle = `failed: ${String(error).split("\n")[0]}`;
    }
  }
  const at = (name) => (samples.length ? median(samples.map((sample) => sample[name])).toFixed(1) : "?");
  return {
    "profile window ms": at("window"),
    "active ms (median)": at("active"),
    "active ms per run": samples.map((sample) => sample.active.toFixed(0)).join(" "),
    bundle,
    limit: "1 s",
  };
}

/** The speaker page with the most HTML (the most expensive of them to render). */
async function largestSpeakerPage() {
  const sizes = [];
  for (const { path } of routes.filter((route) => route.path.startsWith("/speaker") && !route.internal && !route.noindex)) {
    sizes.push({ path, bytes: (await (await fetch(new URL(path, worker.url), { headers: { "Accept-Encoding": "identity" } })).arrayBuffer()).byteLength });
  }
  return sizes.sort((a, b) => b.bytes - a.bytes)[0].path;
}

try {
  if (!renderOnly) {
    const [weights, renders] = [await measurePageWeights(worker.url, routes, chromiumPath), await measureRenderTimes(worker.url, routes)];
    printTable(
      "Pages (bytes gzip; render = median fresh request minus median cached request, 40 of each, ms)",
      weights.map((row, i) => ({
        route: row.path,
        "html KB": kb(row.html),
        "css KB": kb(row.css),
        "js KB": kb(row.js),
        "js files": row.scripts,
        "fresh ms": renders[i].freshMs.toFixed(2),
        "cached ms": renders[i].cachedMs.toFixed(2),
        "render ms": renders[i].renderMs.toFixed(2),
      })),
    );
    const blocking = [];
    for (const { path } of routes) blocking.push(await measureBlockingCss(worker.url, path));
    printTable(
      "CSS that blocks the first paint (gzip; budget: 14 KB, all of HTML + blocking CSS in the first round trip)",
      blocking.map((row) => ({
        route: row.path,
        "inline CSS KB": kb(row.inlineCss),
        "linked CSS KB": kb(row.linkedCss),
        "linked files": row.linkedFiles,
        "blocking CSS KB": kb(row.inlineCss + row.linkedCss),
        "HTML (with inline CSS) KB": kb(row.html),
        "first trip KB": kb(row.html + row.linkedCss),
      })),
    );
    printTable("What counting a view adds (the beacon on every page; its POST beside a static file, 60 interleaved each)", [
      await measureViewCost(worker.url, dist),
    ]);
  }
  const total = workerModules.reduce((sum, module) => sum + module.bytes.length, 0);
  printTable("Worker bundle (every module of the build)", [
    ...workerModules.map(({ file, bytes }) => ({ file, "raw KB": kb(bytes.length), "gzip KB": kb(gzipBytes(bytes)) })),
    { file: "total", "raw KB": kb(total), "gzip KB": kb(workerModules.reduce((sum, module) => sum + gzipBytes(module.bytes), 0)) },
  ]);
  printTable(`Worker start-up (wrangler check startup, local workerd, median of ${startupRuns})`, [startupRow]);
  printTable("First requests of fresh isolates (request time from outside, median, ms)", [coldRows]);
  // The static reference: the file of public/ closest in size to the page's HTML.
  const pageBytes = (await (await fetch(new URL("/", worker.url), { headers: { "Accept-Encoding": "identity" } })).arrayBuffer()).byteLength;
  const speakerPage = await largestSpeakerPage();
  const staticFile = publicFiles().sort((a, b) => Math.abs(a.size - pageBytes) - Math.abs(b.size - pageBytes))[0];
  printTable(
    `Throughput (autocannon, ${CONNECTIONS} connections, same runtime, ${rounds} interleaved rounds of 5 s; static file ${staticFile.url}: ${kb(staticFile.size)} KB, page /: ${kb(pageBytes)} KB)`,
    await measureThroughput(worker.url, {
      staticPath: staticFile.url,
      freshPaths: ["/", "/sales-page", speakerPage, feedPath],
      rounds,
      processGroup: worker.process.pid,
    }),
  );
  printTable(
    "React's edge and Node server builds in workerd (nodejs_compat), the same trees: the whole document, and the page alone as rendered inside the shared shell (ms per render, median)",
    await measureReactBuilds(worker.url, ["/", "/sales-page", speakerPage]),
  );

  if (!renderOnly && !flags.has("--no-signup")) {
    const { benchSignups } = await import("./bench/signup.mjs").catch(() => ({}));
    if (benchSignups) await benchSignups({ printTable });
  }
  if (!renderOnly && !flags.has("--no-lighthouse")) {
    const publicRoutes = routes.filter((route) => !route.internal);
    const { rows, failures } = await measureLighthouse(worker.url, publicRoutes, chromiumPath, lighthouseRuns);
    printTable(`Lighthouse (mobile, simulated throttling; median of ${lighthouseRuns} runs per route)`, rows);
    if (failures.length) console.log(`\nFailed Lighthouse audits:\n  ${failures.join("\n  ")}`);
  }
} finally {
  await worker.stop();
  rmSync(state, { recursive: true, force: true });
}
