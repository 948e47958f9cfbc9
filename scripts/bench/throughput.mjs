import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { median } from "./stats.mjs";

export const CONNECTIONS = 32;
/** /proc's clock ticks per second (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** The workerd processes of the server started in process group `group` (wrangler dev and its runtime). */
function workerdPids(group) {
  const rows = execFileSync("ps", ["-eo", "pid=,pgid=,comm="], { encoding: "utf8" }).trim().split("\n");
  return rows
    .map((row) => row.trim().split(/\s+/))
    .filter(([, pgid, comm]) => Number(pgid) === group && comm === "workerd")
    .map(([pid]) => Number(pid));
}

/** CPU time (user + system, all threads) the processes have used, in ms; Linux only, else NaN. */
function cpuMs(pids) {
  try {
    return pids.reduce((sum, pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    }, 0);
  } catch {
    return Number.NaN;
  }
}

async function run(url, headers, duration, pids) {
  const before = cpuMs(pids);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const cpuPerRequest = (cpuMs(pids) - before) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, cpuPerRequest };
}

const FRESH = { "cache-control": "no-cache" };

/**
 * Requests per second, side by side in one run: a static file of public/ served by the same
 * runtime's assets layer (no worker code), a page from the page cache, and fresh renders
 * (`Cache-Control: no-cache`) of each page given (and of the feed). Only ratios are meaningful:
 * wrangler dev's proxy dominates absolute numbers, and on a shared machine the load of other
 * processes swings them. So the targets run back to back in several rounds, each ratio is taken
 * against the static file of its own round, and the medians are reported. Beside them, the CPU
 * time the runtime (workerd, given the server's process group) spent per request, which the load
 * of other processes on the machine hardly moves: the render's own cost.
 */
export async function measureThroughput(baseUrl, { staticPath, cachedPath = "/", freshPaths, rounds = 3, duration = 5, processGroup }) {
  const pids = processGroup ? workerdPids(processGroup) : [];
  const targets = [
    { target: `static file ${staticPath}`, path: staticPath, headers: {} },
    { target: `cache hit ${cachedPath}`, path: cachedPath, headers: {} },
    ...freshPaths.map((path) => ({ target: `fresh render ${path}`, path, headers: FRESH })),
  ];
  const samples = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const results = [];
    for (const { path, headers } of targets) results.push(await run(new URL(path, baseUrl).href, headers, duration, pids));
    results.forEach((result, i) => {
      samples[i].push({ ...result, ratio: result.rps / results[0].rps });
    });
  }
  return targets.map(({ target }, i) => ({
    target,
    rps: Math.round(median(samples[i].map((sample) => sample.rps))),
    "ratio to static (median)": median(samples[i].map((sample) => sample.ratio)).toFixed(2),
    "ratios per round": samples[i].map((sample) => sample.ratio.toFixed(2)).join(" "),
    "workerd CPU ms/request": median(samples[i].map((sample) => sample.cpuPerRequest)).toFixed(2),
    "CPU ratio to static": median(samples[i].map((sample, round) => sample.cpuPerRequest / samples[0][round].cpuPerRequest)).toFixed(2),
    "p50 ms": median(samples[i].map((sample) => sample.p50)),
    "p99 ms": median(samples[i].map((sample) => sample.p99)),
    non2xx: samples[i].reduce((sum, sample) => sum + sample.non2xx, 0),
  }));
}
