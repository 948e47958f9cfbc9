// Serves the built worker in workerd (wrangler dev) with local KV and Queue state.
// Runs in development mode, so signups go to the local provider and no secret is needed.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const WORKER_CONFIG = `${process.env.DIST_DIR ?? "dist"}/playback_site/wrangler.json`;
if (!existsSync(WORKER_CONFIG)) {
  console.error(`No build found (${WORKER_CONFIG}). Run "npm run build" first.`);
  process.exit(1);
}

const port = process.env.PORT ?? "8787";
const args = ["wrangler", "dev", "-c", WORKER_CONFIG, "--port", port, "--ip", process.env.HOST ?? "localhost", "--var", "ENVIRONMENT:development", ...process.argv.slice(2)];
const child = spawn("npx", args, {
  stdio: "inherit",
  env: { WRANGLER_SEND_METRICS: "false", ...process.env },
});
child.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
