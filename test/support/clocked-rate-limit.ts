import { wranglerConfig } from "./wrangler-config";

/**
 * A stand-in for a Rate Limiting binding that counts on the test's own clock (`Date.now()`, which
 * `vi.setSystemTime` controls), with the limit and period wrangler.toml gives the binding.
 *
 * Miniflare's binding counts in fixed windows of `period` seconds on its own isolate's clock
 * (`floor(Date.now() / period)`), which a test cannot move: a burst that crosses a window's edge
 * is counted in two windows, so a test of the caps would depend on the second it starts at. This
 * follows the same documented behaviour (a `limit({ key })` call answers `{ success }`, counted per
 * key in windows of 10 or 60 s: https://developers.cloudflare.com/workers/runtime-apis/bindings/rate-limit/)
 * on a clock the test holds still.
 */
export function clockedRateLimit(binding: string): RateLimit {
  const config = wranglerConfig.ratelimits?.find((entry) => entry.name === binding);
  if (!config) throw new Error(`wrangler.toml has no [[ratelimits]] binding named ${binding}`);
  const { limit, period } = config.simple;
  const counts = new Map<string, number>();
  return {
    async limit({ key }) {
      const windowKey = `${Math.floor(Date.now() / (period * 1000))} ${key}`;
      const count = (counts.get(windowKey) ?? 0) + 1;
      counts.set(windowKey, count);
      return { success: count <= limit };
    },
  };
}
