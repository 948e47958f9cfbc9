import { execSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { CHROMIUM_MISSING, findChromium } from "./chromium-path";
import { startDevServer } from "./dev-server";
import { type Stack, startStack } from "./stack";
import { E2E_WORKERS } from "./workers";

declare module "vitest" {
  export interface ProvidedContext {
    /** One stack per pool worker of the e2e project (lane.ts picks this file's). */
    stacks: Stack[];
    chromiumPath: string;
    /** `npm run dev`'s server: React's development builds (hydration.test.ts reads its pages only). */
    devUrl: string;
  }
}

/** Builds the site, then serves it to each pool worker of the browser tests, with `npm run dev`'s server beside. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error(CHROMIUM_MISSING);
  if (!process.env.E2E_SKIP_BUILD) execSync("npx vite build", { stdio: "inherit" });

  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, () => startStack(chromiumPath)));
  const running = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stopAll = () => Promise.all(running.map((stack) => stack.stop()));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  let dev: Awaited<ReturnType<typeof startDevServer>>;
  try {
    dev = await startDevServer();
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide(
    "stacks",
    running.map(({ stack }) => stack),
  );
  project.provide("chromiumPath", chromiumPath);
  project.provide("devUrl", dev.url);

  return async () => {
    await dev.stop();
    await stopAll();
  };
}
