import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { owner } from "../../../src/content/owner";

const ROOT = join(import.meta.dirname, "../../..");
/** The one file that spells the newsletter's name: everything else says owner.newsletterName. */
const HOME = "src/content/owner.ts";
/** Spellings left on purpose, each with its reason: none (the Kit marker that finds the site's broadcasts is an id, `site-issue:<slug>`). */
const LEFT: { file: string; line: RegExp }[] = [];

function codeFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

describe("the newsletter's name", () => {
  it(`is spelled in ${HOME} only; code and seed-quoted texts read owner.newsletterName`, () => {
    const name = owner.newsletterName;
    expect(readFileSync(join(ROOT, HOME), "utf8")).toContain(`newsletterName: "${name}"`);
    const found = ["src", "worker"].flatMap(codeFiles).flatMap((file) => {
      const path = relative(ROOT, join(ROOT, file));
      if (path === HOME) return [];
      return readFileSync(join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, index) =>
          line.includes(name) && !LEFT.some((left) => left.file === path && left.line.test(line.trim())) ? [`${path}:${index + 1}`] : [],
        );
    });
    expect(found, `"${name}" is spelled outside ${HOME}: write \${owner.newsletterName} (or "the newsletter" in a comment) there`).toEqual([]);
  });
});
