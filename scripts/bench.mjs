// `npm run bench`: builds, serves the production worker locally and prints what the site weighs
// and how fast it answers. Flags: --skip-build, --no-lighthouse, --no-signup,
// --lighthouse-runs=N (default 3; the median is reported).
import { execFileSync, execSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { workerConfigPath } from "../build/dist-dir.ts";
import { startWorker } from "../test/e2e/server.ts";
import { measureBlockingCss } from "./bench/blocking-css.mjs";
import { measureLighthouse } from "./bench/lighthouse.mjs";
import { measurePageWeights, measureRenderTimes, requestMs } from "./bench/page-weight.mjs";
import { loadRoutes } from "./bench/routes.mjs";
import { gzipBytes, kb, printTable } from "./bench/stats.mjs";
import { measureViewCost } from "./bench/view-cost.mjs";
import { measureThroughput } from "./bench/throughput.mjs";

const flags = new Set(process.argv.slice(2));
const lighthouseRuns = Number(process.argv.find((arg) => arg.startsWith("--lighthouse-runs="))?.split("=")[1] ?? 3);
const dist = process.env.DIST_DIR ?? "dist";
const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(Boolean);

if (!flags.has("--skip-build")) execSync("npx vite build", { stdio: "inherit", env: { ...process.env, DIST_DIR: dist } });

const workerBundle = readFileSync(join(dist, "playback_site", "index.js"));
const routes = await loadRoutes();
const state = mkdtempSync(join(tmpdir(), "playback-bench-"));
const worker = await startWorker({ ENVIRONMENT: "development" }, state);

/** Files of public/ (served by the assets layer, no worker code), with their sizes. */
function publicFiles(dir = "public") {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? publicFiles(path) : [{ url: `/${relative("public", path)}`, size: statSync(path).size }];
  });
}

/** `wrangler check startup`: the bundle's startup profile in local workerd (Cloudflare's limit is 400 ms). */
function startupProfile() {
  const outfile = join(state, "startup.cpuprofile");
  try {
    const output = execFileSync("npx", ["wrangler", "check", "startup", "-c", workerConfigPath(dist), "--outfile", outfile], {
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const value = (label) => /([\d.]+)/.exec(output.split("\n").find((line) => line.includes(label)) ?? "")?.[1] ?? "?";
    return { "profile window ms": value("Profile window"), "active ms": value("Active:"), bundle: (/Bundle: (.*)/.exec(output)?.[1] ?? "?").trim(), limit: "400 ms" };
  } catch (error) {
    return { "profile window ms": "?", "active ms": "?", bundle: `failed: ${String(error).split("\n")[0]}`, limit: "400 ms" };
  }
}

try {
  // First: the first page this isolate renders (module start-up already ran for the readiness
  // probe), then the same page again, and a static file as the floor of any request.
  const home = new URL("/", worker.url);
  const coldFirstRender = await requestMs(home, { "Cache-Control": "no-cache" });
  const secondRender = await requestMs(home, { "Cache-Control": "no-cache" });
  const staticRequest = await requestMs(new URL("/robots.txt", worker.url));
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
  printTable("Worker bundle", [{ file: "index.js", "raw KB": kb(workerBundle.length), "gzip KB": kb(gzipBytes(workerBundle)) }]);
  printTable("Worker start-up (wrangler check startup, local workerd)", [startupProfile()]);
  printTable("What counting a view adds (the beacon on every page; its POST beside a static file, 60 interleaved each)", [await measureViewCost(worker.url, dist)]);
  printTable("First renders (request time from outside, ms)", [
    { "cold isolate, first render of /": coldFirstRender.toFixed(2), "second render of /": secondRender.toFixed(2), "static file (floor)": staticRequest.toFixed(2) },
  ]);
  // The static reference: the file of public/ closest in size to the page's HTML.
  const pageBytes = (await (await fetch(new URL("/", worker.url), { headers: { "Accept-Encoding": "identity" } })).arrayBuffer()).byteLength;
  const staticFile = publicFiles().sort((a, b) => Math.abs(a.size - pageBytes) - Math.abs(b.size - pageBytes))[0];
  printTable(
    `Throughput (autocannon, 20 connections, same runtime, interleaved rounds; static file ${staticFile.url}: ${kb(staticFile.size)} KB, page /: ${kb(pageBytes)} KB)`,
    await measureThroughput(worker.url, staticFile.url),
  );

  if (!flags.has("--no-signup")) {
    const { benchSignups } = await import("./bench/signup.mjs").catch(() => ({}));
    if (benchSignups) await benchSignups({ printTable });
  }
  if (!flags.has("--no-lighthouse")) {
    const publicRoutes = routes.filter((route) => !route.internal);
    const { rows, failures } = await measureLighthouse(worker.url, publicRoutes, chromiumPath, lighthouseRuns);
    printTable(`Lighthouse (mobile, simulated throttling; median of ${lighthouseRuns} runs per route)`, rows);
    if (failures.length) console.log(`\nFailed Lighthouse audits:\n  ${failures.join("\n  ")}`);
  }
} finally {
  await worker.stop();
  rmSync(state, { recursive: true, force: true });
}
