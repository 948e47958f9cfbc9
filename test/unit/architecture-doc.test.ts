import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** The boundary test's LAYERS (test/unit/module-boundaries.test.ts), read from its source: the list the worker is held to. */
function enforcedLayers(): string[][] {
  const source = read("test/unit/module-boundaries.test.ts");
  const literal = /const LAYERS: string\[\]\[\] = (\[[\s\S]*?\n\]);/.exec(source)?.[1];
  if (!literal) throw new Error("LAYERS not found in test/unit/module-boundaries.test.ts");
  const layers = JSON.parse(literal.replace(/,(\s*\])/g, "$1")) as string[][];
  // virtual.d is a declaration file for Vite's virtual modules, not a module a reader looks for.
  return layers.map((layer) => layer.filter((module) => module !== "virtual.d"));
}

/** docs/architecture.md's layer list: "`digest`, `build-id`, …; `store`, …; … `index`." */
function documentedLayers(): string[][] {
  const doc = read("docs/architecture.md");
  const paragraph = doc.slice(doc.indexOf("**Modules of the worker.**"));
  const list = /(`digest`[\s\S]*?`index`)\./.exec(paragraph)?.[1];
  if (!list) throw new Error("docs/architecture.md: the layer list (from `digest` to `index`) not found under **Modules of the worker.**");
  return list.split(";").map((layer) => [...layer.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
}

describe("docs/architecture.md", () => {
  it("lists the worker's layers as the boundary test enforces them", () => {
    expect(
      documentedLayers(),
      "docs/architecture.md's layer list differs from LAYERS in test/unit/module-boundaries.test.ts: change the doc with the list",
    ).toEqual(enforcedLayers());
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
    const map = read("README.md").split("## Module map")[1]!.split("\n## ")[0]!;
    const folders = readdirSync(join(ROOT, "worker"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${entry.name}/`);
    const missing = [...folders, "migrations/"].filter((folder) => !map.includes(`\`${folder}\``));
    expect(missing, "README.md's module map does not name these folders").toEqual([]);
  });
});
