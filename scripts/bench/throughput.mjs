import autocannon from "autocannon";

async function run(url, headers = {}, duration) {
  const result = await autocannon({ url, connections: 20, duration, headers });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

/**
 * Requests per second for a rendered page (fresh render and cache hit) beside a static asset served
 * by the same runtime in the same run. Only the ratio is meaningful: wrangler dev's proxy dominates
 * absolute numbers on a laptop.
 */
export async function measureThroughput(baseUrl, assetPath, duration = 8) {
  const asset = await run(new URL(assetPath, baseUrl).href, {}, duration);
  const cached = await run(new URL("/", baseUrl).href, {}, duration);
  const rendered = await run(new URL("/", baseUrl).href, { "cache-control": "no-cache" }, duration);
  return [
    { target: `static asset ${assetPath}`, ...asset, ratio: "1.00" },
    { target: "page / (cache hit)", ...cached, ratio: (cached.rps / asset.rps).toFixed(2) },
    { target: "page / (fresh render)", ...rendered, ratio: (rendered.rps / asset.rps).toFixed(2) },
  ];
}
