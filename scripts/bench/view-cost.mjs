import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipBytes, median } from "./stats.mjs";

/**
 * What counting a view costs: the beacon script's bytes (from the client manifest) and the time of
 * its POST /api/view, beside a static file in the same runtime, interleaved one by one.
 */
export async function measureViewCost(baseUrl, dist, samples = 60) {
  const manifest = JSON.parse(readFileSync(join(dist, "client", ".vite", "manifest.json"), "utf8"));
  const entry = manifest["client/beacon.ts"];
  const script = entry ? readFileSync(join(dist, "client", entry.file)) : Buffer.alloc(0);
  const view = () =>
    fetch(new URL("/api/view", baseUrl), {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: new URL(baseUrl).origin,
        "Sec-Fetch-Site": "same-origin",
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36",
      },
      body: JSON.stringify({ path: "/", referrer: "https://www.youtube.com/", utm_source: "bench" }),
    });
  const timed = async (request) => {
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };
  const views = [];
  const statics = [];
  for (let i = 0; i < samples; i++) {
    views.push(await timed(view));
    statics.push(await timed(() => fetch(new URL("/robots.txt", baseUrl))));
  }
  return {
    "beacon bytes": script.length,
    "beacon gzip bytes": gzipBytes(script),
    "POST /api/view ms (median)": median(views.map((v) => v.ms)).toFixed(2),
    "static file ms (median)": median(statics.map((s) => s.ms)).toFixed(2),
    "view statuses": [...new Set(views.map((v) => v.status))].join(" "),
  };
}
