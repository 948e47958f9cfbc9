import { inject } from "vitest";
import type { Stack } from "./stack";

/**
 * The stack of the pool worker running this file. The e2e project runs E2E_WORKERS files at once,
 * and a pool worker runs one file at a time (VITEST_POOL_ID, 1 to maxWorkers): the files that share
 * a stack never overlap, so a test can drive its fakes and read its state as if it were alone.
 */
export function lane(): Stack {
  const stacks = inject("stacks");
  const id = Number(process.env.VITEST_POOL_ID ?? "1");
  const stack = stacks[id - 1];
  if (!stack) throw new Error(`No e2e stack for pool worker ${id}: the e2e project's maxWorkers must be E2E_WORKERS (${stacks.length}).`);
  return stack;
}
