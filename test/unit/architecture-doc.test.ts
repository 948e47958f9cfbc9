import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { must } from "../../src/must.ts";

const ROOT = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** A layer list of the boundary test (test/unit/module-boundaries.test.ts), read from its source: LAYERS for the worker, SRC_LAYERS for src/. */
function enforcedLayers(name: "LAYERS" | "SRC_LAYERS"): string[][] {
  const source = read("test/unit/module-boundaries.test.ts");
  const literal = new RegExp(`const ${name}: string\\[\\]\\[\\] = (\\[[\\s\\S]*?\\n\\]);`).exec(source)?.[1];
  if (!literal) throw new Error(`${name} not found in test/unit/module-boundaries.test.ts`);
  const layers = JSON.parse(literal.replace(/^\s*\/\/.*$/gm, "").replace(/,(\s*\])/g, "$1")) as string[][];
  // virtual.d is a declaration file for Vite's virtual modules, not a module a reader looks for.
  return layers.map((layer) => layer.filter((module) => module !== "virtual.d"));
}

/** docs/architecture.md's layer list under a heading: "`digest`, `build-id`, …; `store`, …; … `index`." */
function documentedLayers(heading: string, first: string, last: string): string[][] {
  const doc = read("docs/architecture.md");
  const paragraph = doc.slice(doc.indexOf(heading));
  const list = new RegExp(`(\`${first}\`[\\s\\S]*?\`${last}\`)\\.`).exec(paragraph)?.[1];
  if (!list) throw new Error(`docs/architecture.md: the layer list (from \`${first}\` to \`${last}\`) not found under ${heading}`);
  return list.split(";").map((layer) => [...layer.matchAll(/`([^`]+)`/g)].map((match) => must(match[1])));
}

describe("docs/architecture.md", () => {
  it("lists the worker's layers as the boundary test enforces them", () => {
    expect(
      documentedLayers("**Modules of the worker.**", "digest", "index"),
      "docs/architecture.md's layer list differs from LAYERS in test/unit/module-boundaries.test.ts: change the doc with the list",
    ).toEqual(enforcedLayers("LAYERS"));
  });

  it("lists src/'s layers as the boundary test enforces them", () => {
    expect(
      documentedLayers("**Modules of `src/`.**", "must", "page-document"),
      "docs/architecture.md's src/ layer list differs from SRC_LAYERS in test/unit/module-boundaries.test.ts: change the doc with the list",
    ).toEqual(enforcedLayers("SRC_LAYERS"));
  });

  it("defines the project's own words", () => {
    const doc = read("docs/architecture.md");
    const words = doc.slice(doc.indexOf("## Words of this project"));
    for (const word of ["owed", "lease", "taken up", "generation", "dead", "dead letter", "outbox"]) expect(words).toContain(`**${word}**`);
  });
});

describe("README.md", () => {
  it("stays within 150 lines", () => {
    expect(read("README.md").trimEnd().split("\n").length).toBeLessThanOrEqual(150);
  });

  it("names in its module map every folder of worker/ and migrations/", async () => {
    const { readdirSync } = await import("node:fs");
    const map = must(must(read("README.md").split("## Module map")[1]).split("\n## ")[0]);
    const folders = readdirSync(join(ROOT, "worker"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${entry.name}/`);
    const missing = [...folders, "migrations/"].filter((folder) => !map.includes(`\`${folder}\``));
    expect(missing, "README.md's module map does not name these folders").toEqual([]);
  });
});
