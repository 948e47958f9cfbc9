import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The worker's folders are modules: each is entered through its index.ts, and modules only depend
 * on the ones below them. Tests mirror the layout: a test under test/<project>/<path>/ may read
 * the inner files of worker/<path>/ (the module it proves), and only the public face of others.
 */
const ROOT = join(import.meta.dirname, "../..");
const SCANNED = ["worker", "src", "client", "build", "scripts", "test"];
const GENERATED = new Set(["worker/worker-configuration.d.ts"]);

/** Top-level modules of worker/, lowest first: a module imports only from layers below its own. */
const LAYERS: string[][] = [
  ["digest", "build-id", "background", "virtual.d"],
  ["store", "config", "outbox", "versions"],
  ["limits", "kit", "turnstile", "stats", "tallies"],
  ["signup", "inquiries", "experiments", "referrals", "drafts", "broadcasts"],
  ["security", "pages"],
  ["search", "videos"],
  ["publishing"],
  ["api", "internal", "feed", "seo", "referral-pages"],
  ["app"],
  ["index"],
];
const layerOf = (module: string) => LAYERS.findIndex((layer) => layer.includes(module));

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : files(path);
    return /\.(tsx?|mts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(ROOT, dirname(from), specifier);
  const candidates = [
    base,
    ...[".ts", ".tsx", ".mts", ".mjs"].map((ext) => base.replace(/\.(ts|tsx|mts|mjs|js)$/, "") + ext),
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return found ? relative(ROOT, found) : undefined;
}

const imports = SCANNED.flatMap(files)
  .filter((file) => !GENERATED.has(file))
  .flatMap((from) =>
    [...readFileSync(join(ROOT, from), "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"?]+)(?:\?[^"]*)?"/g)].flatMap((match) => {
      const to = resolveImport(from, match[1]!);
      return to?.startsWith("worker/") ? [{ from, to }] : [];
    }),
  );

/** The folder of worker/ a file stands for: its own folder, or for a test the one it mirrors. */
function homeOf(file: string): string {
  const mirrored = /^test\/(?:unit|worker|e2e)\/(.+)$/.exec(dirname(file));
  return mirrored ? `worker/${mirrored[1]}` : dirname(file);
}

/** The first folder on the way to `to` that the importer is not inside: the import must be its index. */
function crossing({ from, to }: { from: string; to: string }): string | undefined {
  const home = `${homeOf(from)}/`;
  const folders = dirname(to).split("/");
  for (let depth = 2; depth <= folders.length; depth++) {
    const folder = folders.slice(0, depth).join("/");
    if (!home.startsWith(`${folder}/`)) return /^index\.tsx?$/.test(to.slice(folder.length + 1)) ? undefined : folder;
  }
  return undefined;
}

const moduleOf = (file: string) => file.split("/")[1]!.replace(/\.tsx?$/, "");

describe("the worker's modules", () => {
  it("finds the imports it checks", () => {
    expect(imports.length).toBeGreaterThan(100);
    expect(imports.some(({ to }) => to === "worker/signup/index.ts")).toBe(true);
  });

  it("are entered only through their index.ts from outside", () => {
    const inner = imports.filter((edge) => crossing(edge)).map(({ from, to }) => `${from} -> ${to}`);
    expect(inner).toEqual([]);
  });

  it("depend only on modules below them: no upward arrows", () => {
    const worker = imports.filter(({ from }) => from.startsWith("worker/"));
    for (const { from, to } of worker) {
      expect(layerOf(moduleOf(from)), `${from} is in no layer`).toBeGreaterThanOrEqual(0);
      expect(layerOf(moduleOf(to)), `${to} is in no layer`).toBeGreaterThanOrEqual(0);
    }
    const upward = worker.filter(({ from, to }) => moduleOf(from) !== moduleOf(to) && layerOf(moduleOf(to)) >= layerOf(moduleOf(from)));
    expect(upward.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it("are not imported by the site or the browser code (src/ and client/ stand alone)", () => {
    expect(imports.filter(({ from }) => from.startsWith("src/") || from.startsWith("client/")).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it("are small: no hand-written file of the worker over 200 lines", () => {
    const long = files("worker")
      .filter((file) => !GENERATED.has(file))
      .map((file) => ({ file, lines: readFileSync(join(ROOT, file), "utf8").split("\n").length }))
      .filter(({ lines }) => lines > 200);
    expect(long).toEqual([]);
  });
});
