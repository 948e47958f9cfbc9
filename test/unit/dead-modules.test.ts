import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { must } from "../../src/must.ts";

// A module of the site that nothing imports is dead code that still costs a reader's time (and,
// for style modules, bytes). Entries are used by definition: islands (loaded by a glob in
// client/islands.ts) and global styles (loaded by client/styles.ts).
const ROOT = join(import.meta.dirname, "../..");
const PRODUCTION_DIRS = ["src", "worker", "client", "build", "scripts"];
const ENTRIES = [/^src\/islands\/[^/]+\.tsx$/, /^src\/styles\/(global|consent)\.css\.ts$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|mts|mjs)$/.test(entry.name) && !/\.d\.m?ts$/.test(entry.name) ? [path] : [];
  });
}

const files = PRODUCTION_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)));
const imported = new Set<string>();
for (const file of [...files, join(ROOT, "vite.config.ts"), join(ROOT, "vitest.config.ts")]) {
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)) {
    const target = resolve(dirname(file), must(match[1])).replace(/\.(tsx?|m?js|mts)$/, "");
    // A folder's import is its index.ts: the worker enters src/'s modules through their faces.
    imported.add(target).add(join(target, "index"));
  }
}

describe("modules", () => {
  const candidates = files.map((file) => relative(ROOT, file)).filter((file) => file.startsWith("src/") && !ENTRIES.some((entry) => entry.test(file)));

  it("finds the site's modules", () => {
    expect(candidates.length).toBeGreaterThan(50);
  });

  it("every module of src/ is imported by the site", () => {
    const dead = candidates.filter((file) => !imported.has(join(ROOT, file).replace(/\.tsx?$/, "")));
    expect(dead).toEqual([]);
  });
});
