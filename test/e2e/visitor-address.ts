import { readdirSync } from "node:fs";
import { basename, dirname } from "node:path";
import { expect } from "vitest";

const visitorsSoFar = new Map<string, number>();

/**
 * A client address (CF-Connecting-IP) no other visitor of the run has: 10.<the file's place among
 * test/e2e's files>.<n / 256>.<n % 256>, n counting the file's visitors. The served worker outlives
 * a file, and its limits count per address: a visitor of one test never spends another's allowance.
 */
export function visitorAddress(testFile = expect.getState().testPath ?? ""): string {
  const files = readdirSync(dirname(testFile))
    .filter((name) => name.endsWith(".test.ts"))
    .sort();
  const place = files.indexOf(basename(testFile));
  if (place < 0 || place > 255) throw new Error(`visitorAddress: ${testFile} is not one of test/e2e's first 256 test files`);
  const n = (visitorsSoFar.get(testFile) ?? 0) + 1;
  visitorsSoFar.set(testFile, n);
  return `10.${place}.${n >> 8}.${n & 255}`;
}
