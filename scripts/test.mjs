// `npm test`: the lint, the type check, the generated files check, then unit, worker (workerd) and browser
// tests. Browser tests need Chromium; without it this stops with a one-line instruction rather
// than skipping them.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((path) => path && existsSync(path));
if (!chromium) {
  console.error("Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH to its binary.");
  process.exit(1);
}

const e2eOnly = process.argv.includes("--e2e-only");
const env = { ...process.env, CHROMIUM_PATH: chromium, WRANGLER_SEND_METRICS: "false" };

// Types first (TypeScript, and the binding types wrangler generates from wrangler.toml): a test run
// on code that does not type-check, or on stale binding types, proves less than it says.
if (!e2eOnly) {
  // The formatter and the linter first (Biome, biome.json): a second, and it names each line.
  const lint = spawnSync("npm", ["run", "--silent", "lint"], { stdio: "inherit", env });
  if (lint.status !== 0) {
    console.error("Lint failed (npm run lint): `npm run format` fixes the formatting and the safe findings; the rest it names.");
    process.exit(lint.status ?? 1);
  }
  const check = spawnSync("npm", ["run", "--silent", "check"], { stdio: "inherit", env });
  if (check.status !== 0) {
    console.error("Type check failed (npm run check): fix the types, or run `npm run types` after changing wrangler.toml.");
    process.exit(check.status ?? 1);
  }
  // Generated files (guide PDFs, covers, cards, icons) must be what the scripts make from the
  // committed content: a hand edit or a forgotten `npm run assets` fails here, naming the file.
  const assets = spawnSync("npm", ["run", "--silent", "assets", "--", "--check"], { stdio: "inherit", env });
  if (assets.status !== 0) process.exit(assets.status ?? 1);
}

const projects = e2eOnly ? ["--project", "e2e"] : [];
const result = spawnSync("npx", ["vitest", "run", ...projects], {
  stdio: "inherit",
  env,
});
process.exit(result.status ?? 1);
