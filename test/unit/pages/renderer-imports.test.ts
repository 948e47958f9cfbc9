import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { must } from "../../../src/must";

/**
 * The renderer (worker/pages) knows no feature by name: a route declares what it loads, what its
 * page reads (the providers its load returns), what its CSP needs (its frames) and the query values
 * it reads (its query), so no file of worker/pages imports the videos', the issues' or the
 * newsletter's code.
 */
const ROOT = join(import.meta.dirname, "../../..");
const RENDERER = "worker/pages";

/** Feature code, by the path it is imported at. */
const FEATURES = [
  /^worker\/(videos|publishing|issues|broadcasts|drafts|search)\//,
  /^src\/(videos|newsletter|newsletter-contract|publishing|previewer)\//,
  /^src\/(video-routes|videos-context|issues-context|newsletter-issue-routes)\.tsx?$/,
  /^src\/(components|sections)\/(videos|issue|newsletter)\//,
  /^src\/pages\/(videos|newsletter-issues|gone-video)\.tsx?$/,
];
/** Names of a feature's things, which the renderer would know it by. */
const FEATURE_NAMES = /\b(VIDEO_FACADE_MARK|VideosContext|IssuesContext|IssueFile|VideosData|videoPlayer|youtube)\b/i;

const rendererFiles = readdirSync(join(ROOT, RENDERER))
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => `${RENDERER}/${name}`);

function resolveImport(from: string, specifier: string): string {
  const base = resolve(ROOT, dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
  return relative(ROOT, found ?? base);
}

const importsOf = (file: string): string[] =>
  [...readFileSync(join(ROOT, file), "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"?]+)(?:\?[^"]*)?"/g)].map((match) =>
    resolveImport(file, must(match[1])),
  );

describe("the renderer", () => {
  it("is the files this test reads", () => {
    expect(rendererFiles).toContain("worker/pages/render-route.tsx");
    expect(importsOf("worker/pages/render-route.tsx")).toContain("src/route-types.ts");
  });

  it("imports nothing from the videos, the issues or the newsletter", () => {
    const crossings = rendererFiles.flatMap((file) =>
      importsOf(file).flatMap((to) => (FEATURES.some((feature) => feature.test(to)) ? [`${file} imports ${to}`] : [])),
    );
    expect(crossings).toEqual([]);
  });

  it("names no feature's things", () => {
    const named = rendererFiles.flatMap((file) => {
      const found = FEATURE_NAMES.exec(readFileSync(join(ROOT, file), "utf8"));
      return found ? [`${file}: ${found[0]}`] : [];
    });
    expect(named).toEqual([]);
  });
});
