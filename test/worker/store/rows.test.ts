import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { readBroadcastRecord, readBroadcastRecords } from "../../../worker/broadcasts";
import type { Env } from "../../../worker/config";
import { allRows, firstRow, RowShapeError } from "../../../worker/store";

const db = (env as Env).DB;

describe("rows D1 answers, checked by their schema in workerd", () => {
  it("returns the rows that match, typed", async () => {
    const row = await firstRow(
      db.prepare("SELECT ?1 AS name, 2 AS n, NULL AS gone").bind("a"),
      v.object({ name: v.string(), n: v.number(), gone: v.nullable(v.string()) }),
    );
    expect(row).toEqual({ name: "a", n: 2, gone: null });
    expect(await allRows(db.prepare("SELECT 1 AS n UNION ALL SELECT 2"), v.object({ n: v.number() }))).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("throws naming the statement's SQL and the field when a column is not what the code reads", async () => {
    const read = firstRow(db.prepare("SELECT 1 AS kit_id FROM versions LIMIT 1"), v.object({ kit_id: v.string() }));
    await expect(read).rejects.toThrow(RowShapeError);
    await expect(firstRow(db.prepare("SELECT 1 AS kit_id FROM versions LIMIT 1"), v.object({ kit_id: v.string() }))).rejects.toThrow(
      /SELECT 1 AS kit_id FROM versions LIMIT 1.* at kit_id: /,
    );
  });

  it("reads a broadcast's record through its schema: a drifted column names the table and the field", async () => {
    const slug = `drifted-${crypto.randomUUID()}`;
    await db.prepare("INSERT INTO issue_broadcasts (slug, wanted) VALUES (?1, 'draft')").bind(slug).run();
    expect(await readBroadcastRecord(db, slug)).toMatchObject({ slug, wanted: "draft", kit_id: null, revision: 1 });
    await db.prepare("UPDATE issue_broadcasts SET wanted = 'sometimes', kit_id = 'not a number' WHERE slug = ?1").bind(slug).run();
    await expect(readBroadcastRecord(db, slug)).rejects.toThrow(/FROM issue_broadcasts WHERE slug = \?1.* at wanted: /);
    await expect(readBroadcastRecords(db)).rejects.toThrow(RowShapeError);
    await db.prepare("DELETE FROM issue_broadcasts WHERE slug = ?1").bind(slug).run();
  });
});
