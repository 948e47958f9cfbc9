// `npm run bench`: builds, serves the production worker locally and prints what the site weighs
// and how fast it answers. Flags: --skip-build, --no-lighthouse, --no-signup.
import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startWorker } from "../test/e2e/server.ts";
import { measureLighthouse } from "./bench/lighthouse.mjs";
import { measurePageWeights, measureRenderTimes } from "./bench/page-weight.mjs";
import { readRoutes } from "./bench/routes.mjs";
import { gzipBytes, kb, printTable } from "./bench/stats.mjs";
import { measureThroughput } from "./bench/throughput.mjs";

const flags = new Set(process.argv.slice(2));
const dist = process.env.DIST_DIR ?? "dist";
const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(Boolean);

if (!flags.has("--skip-build")) execSync("npx vite build", { stdio: "inherit", env: { ...process.env, DIST_DIR: dist } });

const workerBundle = readFileSync(join(dist, "playback_site", "index.js"));
const cssAsset = `/assets/${readdirSync(join(dist, "client", "assets")).find((file) => file.endsWith(".css"))}`;
const state = mkdtempSync(join(tmpdir(), "playback-bench-"));
const worker = await startWorker({ ENVIRONMENT: "development" }, state);

try {
  const routes = readRoutes();
  const [weights, renders] = [await measurePageWeights(worker.url, routes, chromiumPath), await measureRenderTimes(worker.url, routes)];
  printTable(
    "Pages (bytes gzip; render = median Server-Timing of 40 fresh renders)",
    weights.map((row, i) => ({
      route: row.path,
      "html KB": kb(row.html),
      "css KB": kb(row.css),
      "js KB": kb(row.js),
      "js files": row.scripts,
      "render ms": renders[i].renderMs.toFixed(2),
    })),
  );
  printTable("Worker bundle", [{ file: "index.js", "raw KB": kb(workerBundle.length), "gzip KB": kb(gzipBytes(workerBundle)) }]);
  printTable("Throughput (autocannon, 20 connections, same runtime, same run)", await measureThroughput(worker.url, cssAsset));

  if (!flags.has("--no-signup")) {
    const { benchSignups } = await import("./bench/signup.mjs").catch(() => ({}));
    if (benchSignups) await benchSignups({ printTable });
  }
  if (!flags.has("--no-lighthouse")) {
    const publicRoutes = routes.filter((route) => !route.internal);
    const { rows, failures } = await measureLighthouse(worker.url, publicRoutes, chromiumPath);
    printTable("Lighthouse (mobile)", rows);
    if (failures.length) console.log(`\nFailed Lighthouse audits:\n  ${failures.join("\n  ")}`);
  }
} finally {
  await worker.stop();
  rmSync(state, { recursive: true, force: true });
}
