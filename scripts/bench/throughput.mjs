import autocannon from "autocannon";
import { median } from "./stats.mjs";

async function run(url, headers, duration) {
  const result = await autocannon({ url, connections: 20, duration, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

/**
 * Requests per second for a rendered page (cache hit and fresh render) beside a static file of
 * public/ served by the same runtime's assets layer (no worker code). Only ratios are meaningful:
 * wrangler dev's proxy dominates absolute numbers, and on a shared machine the load of other
 * processes swings them. So the three run back to back in several rounds, each ratio is taken
 * against the static file of its own round, and the medians are reported.
 */
export async function measureThroughput(baseUrl, assetPath, pagePath = "/", { rounds = 5, duration = 5 } = {}) {
  const targets = [
    { target: `static file ${assetPath}`, url: new URL(assetPath, baseUrl).href, headers: {} },
    { target: `page ${pagePath} (cache hit)`, url: new URL(pagePath, baseUrl).href, headers: {} },
    { target: `page ${pagePath} (fresh render, no-cache)`, url: new URL(pagePath, baseUrl).href, headers: { "cache-control": "no-cache" } },
  ];
  const samples = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const results = [];
    for (const { url, headers } of targets) results.push(await run(url, headers, duration));
    results.forEach((result, i) => samples[i].push({ ...result, ratio: result.rps / results[0].rps }));
  }
  return targets.map(({ target }, i) => ({
    target,
    rps: Math.round(median(samples[i].map((sample) => sample.rps))),
    "p50 ms": median(samples[i].map((sample) => sample.p50)),
    "p99 ms": median(samples[i].map((sample) => sample.p99)),
    non2xx: samples[i].reduce((sum, sample) => sum + sample.non2xx, 0),
    "ratio (median of rounds)": median(samples[i].map((sample) => sample.ratio)).toFixed(2),
    "ratios per round": samples[i].map((sample) => sample.ratio.toFixed(2)).join(" "),
  }));
}
