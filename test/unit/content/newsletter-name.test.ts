import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { owner } from "../../../src/content/owner";
import { webManifest } from "../../../src/content/web-manifest";
import { utmSourceOf } from "../../../src/newsletter/link-tags";

/**
 * The newsletter's name lives in src/content/owner.ts alone: a test or a served file that spells it
 * keeps the old name after a rename. The forms searched: the name, its link tag (utm_source) and the
 * name without its article, as a whole word, case as written.
 */
const ROOT = join(import.meta.dirname, "../../..");
const NAME = owner.newsletterName;
const FORMS = [...new Set([NAME, utmSourceOf(NAME), NAME.replace(/^(the|a|an)\s+/i, "")])];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SPELLED = new RegExp(`(?<![\\w-])(?:${FORMS.map(escapeRegExp).join("|")})(?![\\w-])`);

/** Text files only; snapshots are written by their tests from the content (`--update` after a rename). */
const TEXT = /\.(tsx?|mts|mjs|js|json|webmanifest|html|xml|txt|svg|css|md)$/;
function textFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return textFiles(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

const spelling = (files: string[]) =>
  files.flatMap((file) =>
    readFileSync(join(ROOT, file), "utf8")
      .split("\n")
      .flatMap((line, index) => (SPELLED.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`] : [])),
  );

describe("the newsletter's name, said once in src/content", () => {
  it("is found by the check in its forms, and not in a word that only contains it", () => {
    for (const form of FORMS) expect(SPELLED.test(`Get ${form} today`), form).toBe(true);
    expect(SPELLED.test(`${utmSourceOf(NAME)}x-${NAME.length}`)).toBe(false);
  });

  it("is spelled by no test: they read it from the content", () => {
    expect(spelling(textFiles("test"))).toEqual([]);
  });

  it("is spelled by no served file in public/", () => {
    expect(spelling(textFiles("public"))).toEqual([]);
  });

  it("reaches the web manifest, which the worker serves from the content", () => {
    expect(webManifest.description).toContain(NAME);
    expect(webManifest.short_name).toBe(owner.brand);
  });
});
