import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { desk as words } from "../../../src/content/desk";
import { must } from "../../../src/must";
import { recentSignupAlerts } from "../../../worker/signup";

/** Migration 0027: owner alerts keep their name and details, no sentence; an old row keeps its name and count. */
const migration = must((env as unknown as { TEST_MIGRATIONS: { name: string; queries: string[] }[] }).TEST_MIGRATIONS.find((m) => m.name.startsWith("0027_")));
const db = env.DB;

describe("migration 0027 drops the alerts' sentences", () => {
  it("an old row keeps its name and count, holds no sentence, and the desk still words it", async () => {
    // owner_alerts as migration 0007 made it, with a row an earlier version wrote.
    await db.batch([
      db.prepare("DROP TABLE owner_alerts"),
      db.prepare(
        "CREATE TABLE owner_alerts (day TEXT NOT NULL, name TEXT NOT NULL, count INTEGER NOT NULL, last_at TEXT NOT NULL, last_text TEXT NOT NULL, PRIMARY KEY (day, name))",
      ),
      db
        .prepare("INSERT INTO owner_alerts (day, name, count, last_at, last_text) VALUES (?1, 'KIT_AUTH', 2, ?2, ?3)")
        .bind(new Date().toISOString().slice(0, 10), new Date().toISOString(), "Kit create call: unauthorized (401). Kit refused the API key."),
    ]);
    await db.batch(migration.queries.map((query) => db.prepare(query)));

    const row = await db.prepare("SELECT * FROM owner_alerts").first<Record<string, unknown>>();
    expect(row).toMatchObject({ name: "KIT_AUTH", count: 2, last_details: "{}" });
    expect(row).not.toHaveProperty("last_text");
    const [alert] = await recentSignupAlerts(db, 7);
    expect(alert).toMatchObject({ name: "KIT_AUTH", count: 2, lastDetails: {} });
    expect(words.alertDetail("KIT_AUTH", must(alert).lastDetails)).toMatch(/KIT_API_KEY/);
  });
});
