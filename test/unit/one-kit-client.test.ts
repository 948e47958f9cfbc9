import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|mts|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

describe("one Kit client", () => {
  it("one file of the site sets Kit's key header: worker/kit/request.ts (signups, broadcasts, referrals and videos all call through it)", () => {
    const setting = ["src", "worker", "client", "scripts"]
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .filter((file) => /["']X-Kit-Api-Key["']\s*:/.test(readFileSync(file, "utf8")))
      .map((file) => relative(ROOT, file));
    expect(setting).toEqual(["worker/kit/request.ts"]);
  });
});
