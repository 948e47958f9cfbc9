// Serves the built worker in workerd (wrangler dev) with local KV, Queue and D1 state.
// Runs in development mode, so signups go to the local provider, the owner's inquiry emails to the
// console, and no secret is needed. The local D1 database gets its migrations (migrations/) first.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const WORKER_CONFIG = `${process.env.DIST_DIR ?? "dist"}/playback_site/wrangler.json`;
if (!existsSync(WORKER_CONFIG)) {
  console.error(`No build found (${WORKER_CONFIG}). Run "npm run build" first.`);
  process.exit(1);
}

const extra = process.argv.slice(2);
// One local state for the migrations and the server: .wrangler/state, or the --persist-to given.
const persistAt = extra.indexOf("--persist-to");
const persistTo = persistAt >= 0 ? extra[persistAt + 1] : ".wrangler/state";
const env = { WRANGLER_SEND_METRICS: "false", ...process.env };
// wrangler.toml's migrations_dir; applying again changes nothing. Non-interactive: no prompt.
const migrated = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
  stdio: "inherit",
  env: { ...env, CI: "1" },
});
if (migrated.status !== 0) {
  console.error("Could not apply the D1 migrations to the local database (see above).");
  process.exit(migrated.status ?? 1);
}

const port = process.env.PORT ?? "8787";
const args = [
  "wrangler",
  "dev",
  "-c",
  WORKER_CONFIG,
  "--port",
  port,
  "--ip",
  process.env.HOST ?? "localhost",
  "--var",
  "ENVIRONMENT:development",
  ...(persistAt >= 0 ? [] : ["--persist-to", persistTo]),
  ...extra,
];
const child = spawn("npx", args, { stdio: "inherit", env });
child.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
