import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { allRows, batchRows, firstRow, RowShapeError } from "../../../worker/store";

const videoRow = v.object({ id: v.string(), views: v.number(), hidden_at: v.nullable(v.string()) });

/** A statement as D1 hands it over: its SQL, and the rows it answers. */
function statement(rows: Record<string, unknown>[]): D1PreparedStatement {
  const answer = { statement: "SELECT id, views, hidden_at FROM videos", first: async () => rows[0] ?? null, all: async () => ({ results: rows }) };
  return answer as unknown as D1PreparedStatement;
}

describe("rows read from D1 are checked where they enter the domain", () => {
  it("returns a matching row, typed", async () => {
    const row = await firstRow(statement([{ id: "a", views: 3, hidden_at: null }]), videoRow);
    expect(row).toEqual({ id: "a", views: 3, hidden_at: null });
    expect(await allRows(statement([{ id: "a", views: 3, hidden_at: "2026-01-01" }]), videoRow)).toHaveLength(1);
  });

  it("returns null when no row comes back", async () => {
    expect(await firstRow(statement([]), videoRow)).toBeNull();
  });

  it("throws naming the query and the field when a row has drifted from its schema", async () => {
    const renamed = statement([{ id: "a", view_count: 3, hidden_at: null }]);
    await expect(firstRow(renamed, videoRow)).rejects.toThrow(RowShapeError);
    await expect(firstRow(renamed, videoRow)).rejects.toThrow(/SELECT id, views, hidden_at FROM videos.* at views: /);
    await expect(allRows(statement([{ id: 7, views: 3, hidden_at: null }]), videoRow)).rejects.toThrow(/FROM videos.* at id: /);
  });
});

describe("rows a batch answers are checked the same way", () => {
  const result = (rows: Record<string, unknown>[]) => ({ results: rows, success: true, meta: {} }) as unknown as D1Result;

  it("returns the statement's rows, typed", () => {
    expect(batchRows(result([{ id: "a", views: 3, hidden_at: null }]), statement([]), videoRow)).toEqual([{ id: "a", views: 3, hidden_at: null }]);
  });

  it("throws naming the statement and the field when a row has drifted, or when the batch gave no answer", () => {
    expect(() => batchRows(result([{ id: "a", views: "3", hidden_at: null }]), statement([]), videoRow)).toThrow(/FROM videos.* at views: /);
    expect(() => batchRows(undefined, statement([]), videoRow)).toThrow(/no answer for "SELECT id, views, hidden_at FROM videos"/);
  });
});
