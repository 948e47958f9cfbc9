import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { must } from "../../src/must";

/**
 * The worker's jobs hold no words (issue 59): what runs in a queue consumer, a cron, a Durable
 * Object, the Kit reconciler or the inquiries' digest imports nothing from src/content/ but types.
 * Such a job stores a code, and a page says it in the owner's words when it renders
 * (src/publishing/kit-problem.ts, src/videos/feed-problem.ts); an email it sends gets its words from
 * a renderer outside the job (src/inquiry/owner-emails.ts, src/pages/internal/weekly-email.ts), as a page does. Pages and endpoints
 * (pages, internal, api, feed, seo, referral-pages, search, drafts, and the rest of publishing and
 * videos) render HTML or answers and may read the words.
 */
const ROOT = join(import.meta.dirname, "../..");

/** Whole folders of worker/ that are jobs: queues, crons, Durable Objects, Kit's client and budget, the outbox. */
const JOB_FOLDERS = ["broadcasts", "inquiries", "kit", "limits", "outbox", "signup", "stats", "store", "tallies", "versions"];
/** The jobs inside folders that also serve pages. */
const JOB_FILES = [
  "worker/publishing/broadcast-reconciler.ts",
  "worker/publishing/issue-results.ts",
  "worker/publishing/issue-results-store.ts",
  "worker/publishing/kit-drafts.ts",
  "worker/videos/read-feed.ts",
  "worker/videos/kit-field.ts",
  // The referral programme's cron: its Kit calls (the rewards' tags), owed rewards, upkeep and retention.
  "worker/referrals/kit-jobs.ts",
  "worker/referrals/confirmations.ts",
  "worker/referrals/mailboxes.ts",
  "worker/referrals/retention.ts",
  // The daily cron's deletions.
  "worker/api/consent-records.ts",
  "worker/api/kit-webhook/seen-events.ts",
  "worker/search/misses.ts",
  "worker/drafts/revisions.ts",
  // The daily cron's weekly email to the owner (its words: src/pages/internal/weekly-email.ts).
  "worker/internal/weekly-email.ts",
  // Every job's configuration (the owner's clock is a setting: src/config).
  "worker/config/schema.ts",
];

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string {
  const base = resolve(ROOT, dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((path) => existsSync(path) && statSync(path).isFile());
  return relative(ROOT, found ?? base);
}

/** The files a job imports values from (`import type` and `export type` carry no words, so they are left out). */
const valueImports = (file: string): string[] =>
  [...readFileSync(join(ROOT, file), "utf8").matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from\s+"(\.{1,2}\/[^"?]+)"/gm)].map((match) =>
    resolveImport(file, must(match[1])),
  );

const JOBS = [...JOB_FOLDERS.flatMap((folder) => files(`worker/${folder}`)), ...JOB_FILES];

describe("the worker's jobs import no words", () => {
  it("each job file named exists (a rename must move it here too)", () => {
    for (const file of JOB_FILES) expect(existsSync(join(ROOT, file)), file).toBe(true);
  });

  it("reads every kind of import", () => {
    expect(valueImports("worker/broadcasts/kit-pass.ts")).toContain("src/publishing/index.ts");
    expect(valueImports("worker/index.ts")).toContain("src/content/index.ts");
  });

  it("no job imports a value from src/content/", () => {
    const worded = JOBS.flatMap((file) => valueImports(file).flatMap((to) => (to.startsWith("src/content/") ? [`${file} imports ${to}`] : [])));
    expect(worded).toEqual([]);
  });
});
