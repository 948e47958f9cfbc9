// `npm test`: unit, worker (workerd) and browser tests. Browser tests need Chromium; without it
// this stops with a one-line instruction rather than skipping them.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((path) => path && existsSync(path));
if (!chromium) {
  console.error("Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH to its binary.");
  process.exit(1);
}

const projects = process.argv.includes("--e2e-only") ? ["--project", "e2e"] : [];
const result = spawnSync("npx", ["vitest", "run", ...projects], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium, WRANGLER_SEND_METRICS: "false" },
});
process.exit(result.status ?? 1);
