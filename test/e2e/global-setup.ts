import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { CHROMIUM_MISSING, findChromium } from "./chromium-path";
import { startWorker } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

/** Builds the site, then serves the built worker in workerd for the browser tests. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error(CHROMIUM_MISSING);
  if (!process.env.E2E_SKIP_BUILD) execSync("npx vite build", { stdio: "inherit" });

  const state = mkdtempSync(join(tmpdir(), "playback-e2e-"));
  const worker = await startWorker({ ENVIRONMENT: "development" }, state);
  project.provide("baseUrl", worker.url);
  project.provide("chromiumPath", chromiumPath);

  return async () => {
    await worker.stop();
    rmSync(state, { recursive: true, force: true });
  };
}
