import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/**
 * docs/schema.sql is what the migrations make (test/worker/d1-setup.ts applies them): every
 * table, index, trigger and view, in a stable order, so one file shows the database's current
 * shape (kept in docs/, since wrangler applies every .sql file in migrations/). D1's own tables (_cf_*, d1_migrations), SQLite's, and the full-text index's shadow tables
 * (which SQLite writes itself) are left out.
 */
async function currentSchema(): Promise<string> {
  const { results } = await env.DB.prepare(
    `SELECT type, name, sql FROM sqlite_master
     WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' AND sql NOT LIKE 'CREATE TABLE ''%'
     ORDER BY CASE type WHEN 'table' THEN 0 WHEN 'index' THEN 1 WHEN 'trigger' THEN 2 ELSE 3 END, tbl_name, name`,
  ).all<{ type: string; name: string; sql: string }>();
  const header = "-- What migrations/ make, written by `npm run schema` (test/worker/schema/schema.test.ts checks it). Do not edit by hand.\n";
  return header + results.map((row) => `\n-- ${row.type} ${row.name}\n${row.sql};\n`).join("");
}

describe("the schema snapshot", () => {
  it("docs/schema.sql is what the migrations make", async () => {
    const schema = await currentSchema();
    expect(schema).toMatch(/-- table newsletter_issues\n/);
    try {
      await expect(schema).toMatchFileSnapshot("../../../docs/schema.sql");
    } catch (error) {
      throw new Error(
        `docs/schema.sql is not what migrations/ make: after adding or changing a migration, run \`npm run schema\` and commit the file.\n${String(error)}`,
      );
    }
  });
});
