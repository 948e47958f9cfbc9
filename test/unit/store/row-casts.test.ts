import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A D1 read with a type argument (`.first<Row>()`, `.all<Row>()`, `.raw<Row>()`, `.batch<Row>()`)
 * or a batch answer's rows cast with `as` is a cast the runtime never checks; the worker reads rows
 * through `firstRow`/`allRows`/`batchRows` of worker/store, which parse them by a valibot schema.
 * Every worker file is checked; none is left out.
 */
const ROOT = join(import.meta.dirname, "../../..");

const CAST = /\.(first|all|raw|run|batch)<(?!\s*>)|\.results(\[\d+\])?( \?\? \{\})?\)?\s+as\s/g;

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const castsIn = (text: string) => [...text.matchAll(CAST)].map((match) => match[0]);

describe("D1 rows are parsed, not cast", () => {
  it("finds a cast in a sample", () => {
    expect(castsIn('db.prepare("SELECT 1").first<{ n: number }>(); x.all<Row>(); y.raw<[string]>(); z.first(); w.all()')).toHaveLength(3);
    expect(castsIn("db.batch<{ id: string }>(list); (update?.results as Row[]); (inserted?.results[0] as Row); (totals.results[0] ?? {}) as Row")).toHaveLength(
      4,
    );
    expect(castsIn("const rows = batchRows(update, hide, slugRow); result.results.map((row) => parseRow(schema, row, statement))")).toEqual([]);
  });

  it("no worker file reads a row with a type argument or casts a batch's rows", () => {
    const found = files("worker").flatMap((file) => castsIn(readFileSync(join(ROOT, file), "utf8")).map((cast) => `${file}: ${cast}`));
    expect(found, "read these rows with firstRow/allRows/batchRows and a schema (worker/store)").toEqual([]);
  });
});
