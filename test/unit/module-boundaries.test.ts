import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { must } from "../../src/must.ts";

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
  ["store"],
  ["config", "outbox", "versions"],
  ["limits", "kit", "turnstile", "stats", "tallies", "issues", "http"],
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

/** The repository files a file imports by a relative path (static, dynamic and `?url`-style). */
const importedBy = (from: string): string[] =>
  [...readFileSync(join(ROOT, from), "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"?]+)(?:\?[^"]*)?"/g)].flatMap((match) => {
    const to = resolveImport(from, must(match[1]));
    return to ? [to] : [];
  });

const imports = SCANNED.flatMap(files)
  .filter((file) => !GENERATED.has(file))
  .flatMap((from) => importedBy(from).flatMap((to) => (to.startsWith("worker/") ? [{ from, to }] : [])));

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

const moduleOf = (file: string) => must(file.split("/")[1]).replace(/\.tsx?$/, "");

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
});

/** The tables docs/schema.sql creates (virtual ones too), their names quoted or not. */
function tablesOf(schema: string): string[] {
  return [...schema.matchAll(/\bCREATE\s+(?:VIRTUAL\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?["`[]?(\w+)/gi)].map((match) => must(match[1]));
}

/**
 * The tables a source text names in SQL: the word after FROM (DELETE FROM too), JOIN, INTO, UPDATE
 * or TABLE, in any string or template, the name quoted or not (\" in a JS string); and a table's name as a whole string literal, since a
 * constant such as `const TABLE = "kit_webhook_events"` names it as surely as the SQL it fills.
 */
function tablesNamedIn(text: string, tables: ReadonlySet<string>): string[] {
  const inSql = [...text.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+\\?["`[]?(\w+)/gi)].map((match) => must(match[1]));
  // Quotes, not backticks: a comment's `table` is prose.
  const literal = [...text.matchAll(/(["'])(\w+)\1/g)].map((match) => must(match[2]));
  return [...new Set([...inSql, ...literal])].filter((name) => tables.has(name));
}

/** Each table named by more than one module, as "table -> module, module". */
function sharedTables(sources: { file: string; text: string }[], tables: ReadonlySet<string>): string[] {
  const modules = new Map<string, Set<string>>();
  for (const { file, text } of sources)
    for (const table of tablesNamedIn(text, tables)) modules.set(table, (modules.get(table) ?? new Set()).add(moduleOf(file)));
  return [...modules]
    .filter(([, named]) => named.size > 1)
    .map(([table, named]) => `${table} -> ${[...named].sort().join(", ")}`)
    .sort();
}

// One owner per table: the module that names a table in SQL is the only one that knows its shape
// and rules; others call its functions, or join the subquery it lends (e.g. worker/issues/joins.ts).
describe("each D1 table is named in SQL by one module", () => {
  const tables = new Set(tablesOf(readFileSync(join(ROOT, "docs/schema.sql"), "utf8")));
  const sources = files("worker")
    .filter((file) => /\.tsx?$/.test(file) && !GENERATED.has(file))
    .map((file) => ({ file, text: readFileSync(join(ROOT, file), "utf8") }));

  it("reads the schema's tables and finds each named in the worker", () => {
    expect(tables.size).toBeGreaterThanOrEqual(20);
    for (const table of ["newsletter_issues", "issue_search", "consent_records", "outbox_jobs"]) expect(tables).toContain(table);
    const named = new Set(sources.flatMap(({ text }) => tablesNamedIn(text, tables)));
    expect(
      [...tables].filter((table) => !named.has(table)),
      "tables of docs/schema.sql no worker file names",
    ).toEqual([]);
  });

  it("finds a mistake in a sample: two modules naming one table, however it is written", () => {
    const sample = [
      { file: "worker/alpha/store.ts", text: 'db.prepare(`DELETE FROM newsletter_issues WHERE slug = ?1`); import { x } from "../videos";' },
      { file: "worker/beta/read.ts", text: 'db.prepare("select 1 from x join \\"newsletter_issues\\" n on 1")' },
      { file: "worker/beta/more.ts", text: `const TABLE = "outbox_jobs"; db.prepare(\`INSERT INTO \${TABLE} (id) VALUES (1)\`)` },
      { file: "worker/gamma/jobs.ts", text: "db.prepare(`UPDATE outbox_jobs SET dead_at = 1`); // the `videos` table" },
      { file: "worker/delta.ts", text: `\`\${JOB_ENDS_SQL}\` joined; CREATE TABLE videos (id)` },
    ];
    expect(sharedTables(sample, tables)).toEqual(["newsletter_issues -> alpha, beta", "outbox_jobs -> beta, gamma"]);
    expect(tablesNamedIn(must(sample[4]).text, tables)).toEqual(["videos"]);
  });

  it("has one module naming each table", () => {
    expect(sharedTables(sources, tables), "tables named in SQL by more than one module of worker/ (table -> modules)").toEqual([]);
  });
});

/**
 * src/'s top-level folders and files, lowest first, as worker/'s: a module imports only from
 * layers below its own (docs/architecture.md says what each layer is). The shapes and limits sit
 * under the words because the words quote them ("up to {max} characters"); the worker may import
 * any of them, as it renders the pages.
 */
const SRC_LAYERS: string[][] = [
  // A value known to be there (`must`) and a stored code read back (`stored-code`), used at every layer.
  ["must", "stored-code"],
  // Shapes, limits and the palette, shared by the words, the worker and the browser.
  [
    "styles",
    "config",
    "consent-contract",
    "island-markers",
    "experiment-contract",
    "newsletter-contract",
    "referrals",
    "search",
    "stats",
    "videos",
    "fill-template",
  ],
  ["publishing", "signup", "route-types", "page-context", "videos-context"],
  ["internal"],
  // The words.
  ["content"],
  // Logic that reads the words: no UI.
  ["newsletter", "experiments", "inquiry"],
  ["presend-checks", "seo", "issues-context", "island"],
  // UI, bottom up: components, the previewer's parts, islands, the sections that hold islands, pages.
  ["components"],
  ["previewer"],
  ["islands"],
  ["sections"],
  ["pages"],
  ["newsletter-issue-routes", "video-routes"],
  ["routes", "page-document"],
];
const srcLayerOf = (module: string) => SRC_LAYERS.findIndex((layer) => layer.includes(module));
const srcFiles = files("src");
const srcImports = srcFiles.flatMap((from) => importedBy(from).flatMap((to) => (to.startsWith("src/") ? [{ from, to }] : [])));
const workerIntoSrc = files("worker")
  .filter((file) => !GENERATED.has(file))
  .flatMap((from) => importedBy(from).flatMap((to) => (to.startsWith("src/") ? [{ from, to }] : [])));

/**
 * The worker enters a folder of src/ only through its index.ts (a top-level file of src/ is its own
 * face). Only the worker: the site's and the browser's files import the inner file they need, since
 * a face re-exports more than one page or island uses and would grow the browser's bundles.
 */
const behindFace = (to: string) => to.split("/").length === 2 || /^src\/[^/]+\/index\.tsx?$/.test(to);

describe("src/'s modules", () => {
  it("finds the imports it checks", () => {
    expect(srcImports.length).toBeGreaterThan(500);
    expect(srcImports.some(({ from, to }) => from.startsWith("src/pages/") && to.startsWith("src/islands/"))).toBe(true);
  });

  it("each stand in one layer", () => {
    const modules = [...new Set(srcFiles.map(moduleOf))];
    expect(modules.filter((module) => srcLayerOf(module) < 0)).toEqual([]);
    expect(SRC_LAYERS.flat().filter((module) => !modules.includes(module))).toEqual([]);
  });

  it("are entered by the worker only through their index.ts", () => {
    expect(workerIntoSrc.length).toBeGreaterThan(100);
    expect(workerIntoSrc.some(({ to }) => to === "src/must.ts")).toBe(true);
    expect(behindFace("src/content/drafts.ts") || behindFace("src/pages/internal/index.ts")).toBe(false);
    expect(workerIntoSrc.filter(({ to }) => !behindFace(to)).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it("are not entered through another module's face by the site or the browser code", () => {
    const client = files("client").flatMap((from) => importedBy(from).flatMap((to) => (to.startsWith("src/") ? [{ from, to }] : [])));
    const throughFace = [...srcImports, ...client].filter(({ from, to }) => /^src\/[^/]+\/index\.tsx?$/.test(to) && !from.startsWith(`${dirname(to)}/`));
    expect(throughFace.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it("depend only on modules below them: no upward arrows", () => {
    const upward = srcImports.filter(({ from, to }) => moduleOf(from) !== moduleOf(to) && srcLayerOf(moduleOf(to)) >= srcLayerOf(moduleOf(from)));
    expect(upward.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });
});

/** The groups of files that import each other round a circle (Tarjan's strongly connected components, larger than one). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, must(order.get(file)));
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(must(low.get(file)), must(low.get(next))));
      } else if (stack.includes(next)) low.set(file, Math.min(must(low.get(file)), must(order.get(next))));
    }
    if (low.get(file) !== order.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

describe("import circles", () => {
  const code = ["worker", "src", "client"].flatMap(files).filter((file) => !GENERATED.has(file));
  it("finds a circle in a sample, and one through a type import", () => {
    const sample = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(circles(sample)).toEqual([["a.ts", "b.ts", "c.ts"]]);
    expect(importedBy("worker/pages/page-shell.tsx")).toContain("worker/pages/shell-key.ts");
  });

  it("has none: no file of worker/, src/ or client/ reaches itself through its imports (type imports included)", () => {
    expect(circles(new Map(code.map((file) => [file, importedBy(file)])))).toEqual([]);
  });
});
