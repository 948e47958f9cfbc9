import { spawn } from "node:child_process";
import { applyLocalD1Migrations, freePort, stopProcessGroup, type RunningWorker } from "./server";

const READY_TIMEOUT_MS = 90_000;

/**
 * Wrangler reads the worker's variables from the environment only when told to. A plain record:
 * the generated binding types narrow ENVIRONMENT to wrangler.toml's value.
 */
const DEV_VARIABLES: Record<string, string> = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_INCLUDE_PROCESS_ENV: "true", ENVIRONMENT: "development" };

/**
 * `npm run dev` (Vite's dev server, the worker in workerd through @cloudflare/vite-plugin): React's
 * development builds, server and browser, which report every hydration mismatch, attributes
 * included, where the production build reports only text and structure. The previewer is open,
 * as in `npm start`.
 */
export async function startDevServer(): Promise<RunningWorker> {
  // Vite's plugin keeps local state in .wrangler/state, where `npm run dev`'s predev migrates D1.
  applyLocalD1Migrations();
  const port = await freePort();
  const child = spawn("npx", ["vite", "dev", "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
    env: { ...process.env, ...DEV_VARIABLES },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopProcessGroup(child);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite dev exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return { url, process: child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`vite dev did not start:\n${output}`);
}
