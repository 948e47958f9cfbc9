import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { workerConfigPath } from "../../build/dist-dir.ts";
import { must } from "../../src/must.ts";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface RunningWorker {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Applies the D1 migrations (migrations/, wrangler.toml's DB) to a local state directory,
 * as `npm start` does: the worker then finds its tables (the default: the dev server's .wrangler/state).
 */
export function applyLocalD1Migrations(persistTo?: string): void {
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...(persistTo ? ["--persist-to", persistTo] : [])], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Serves the built worker with wrangler dev (workerd), with the given variables, its D1 migrated. */
export async function startWorker(vars: Record<string, string>, persistTo: string, extraArgs: string[] = []): Promise<RunningWorker> {
  applyLocalD1Migrations(persistTo);
  // A free port can be taken by another process before wrangler binds it: try another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startWorkerOnFreePort(vars, persistTo, extraArgs);
    } catch (error) {
      if (attempt >= 3 || !/address already in use|EADDRINUSE/i.test(String(error))) throw error;
    }
  }
}

async function startWorkerOnFreePort(vars: Record<string, string>, persistTo: string, extraArgs: string[]): Promise<RunningWorker> {
  const port = await freePort();
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "-c",
      workerConfigPath(),
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      persistTo,
      "--log-level",
      "warn",
      ...varArgs,
      ...extraArgs,
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) {
    try {
      process.kill(-must(child.pid), "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
    throw new Error(`wrangler dev did not start:\n${output}`);
  }
  return { url, process: child, stop: () => stopProcessGroup(child) };
}

/** Ends a server started `detached` together with its children (npx, wrangler, workerd), waiting up to 5 s. */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-must(child.pid), "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}
