import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { must } from "../../src/must.ts";

// A style exported from a `*.css.ts` module ships in the CSS of every page that imports the module,
// whether or not a component uses its class. This check keeps dead styles (and dead components that
// are the only users of a style module) from shipping: every export must be used by another file.
const ROOT = join(import.meta.dirname, "../..");
const SOURCE_DIRS = ["src", "client"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)));
const sources = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));
const styleModules = files.filter((file) => file.endsWith(".css.ts"));

function exportedNames(source: string): string[] {
  const declared = [...source.matchAll(/^export const (\w+)/gm)].map((m) => must(m[1]));
  const reexported = [...source.matchAll(/^export \{([^}]+)\}/gm)].flatMap((m) =>
    must(m[1])
      .split(",")
      .map((part) =>
        must(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        ),
      ),
  );
  return [...declared, ...reexported];
}

/** Files importing `module`, with the names they can use it by: a namespace alias or the named imports. */
function importersOf(module: string) {
  const importers: { file: string; namespace?: string; named: string[] }[] = [];
  for (const [file, source] of sources) {
    for (const match of source.matchAll(/(?:import|export) (\* as (\w+)|\{([^}]*)\}) from "(\.[^"]+)"/g)) {
      const target = resolve(dirname(file), must(match[4]));
      if (`${target}.ts` !== module && target !== module) continue;
      const named = (match[3] ?? "")
        .split(",")
        .map((part) => must(part.trim().split(/\s+as\s+/)[0]))
        .filter(Boolean);
      importers.push({ file, namespace: match[2], named });
    }
  }
  return importers;
}

function isUsed(module: string, name: string): boolean {
  const own = must(sources.get(module));
  // Used inside its own module (composed into another style or a selector).
  if (new RegExp(`\\b${name}\\b`).test(own.replace(new RegExp(`export const ${name}\\b`), ""))) return true;
  return importersOf(module).some(({ file, namespace, named }) => {
    if (named.includes(name)) return true;
    if (namespace && new RegExp(`\\b${namespace}\\.${name}\\b`).test(must(sources.get(file)))) return true;
    return false;
  });
}

describe("styles", () => {
  it("finds the style modules", () => {
    expect(styleModules.length).toBeGreaterThan(20);
  });

  it.each(styleModules.map((file) => relative(ROOT, file)))("%s exports only styles something uses", (file) => {
    const module = join(ROOT, file);
    const unused = exportedNames(must(sources.get(module))).filter((name) => !isUsed(module, name));
    expect(unused).toEqual([]);
  });
});
