import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { kitProblemInWords, kitProblemWords, resultsProblemWords } from "../../../src/content/kit-status";
import { feedProblemInWords } from "../../../src/content/videos";
import { kitProblemOf } from "../../../src/publishing/kit-problem";
import { feedProblemOf } from "../../../src/videos/feed-problem";
import { must } from "../../../src/must";

/** Migration 0026: the sentences earlier versions stored become their codes, and read the same. */
const migration = must((env as unknown as { TEST_MIGRATIONS: { name: string; queries: string[] }[] }).TEST_MIGRATIONS.find((m) => m.name.startsWith("0026_")));
const db = env.DB;
const AGAIN = "; the site looks again within a minute.";

describe("migration 0026 turns stored sentences into codes", () => {
  it("an old row reads as it did, and holds a code", async () => {
    const reasons = [
      `Kit's request budget is spent for now${AGAIN}`,
      `Kit asked to slow down (429)${AGAIN}`,
      `Kit failed (503)${AGAIN}`,
      `Kit did not answer (timeout)${AGAIN}`,
      "Kit answered 404",
      "Subject can't be blank",
    ];
    const failures = [
      "Kit's request budget was spent for the moment",
      "Kit asked to slow down (429)",
      "Kit failed (500)",
      "Kit did not answer",
      "Kit answered 401: The access token is invalid",
      "Kit answered 502",
      "the refresh failed",
    ];
    const feed = "YouTube's feed did not answer within 10 seconds.";
    await db.batch([
      db.prepare("DELETE FROM issue_broadcasts"),
      db.prepare("DELETE FROM newsletter_issue_results"),
      db.prepare("DELETE FROM video_feed_state"),
      ...reasons.map((reason, i) =>
        db.prepare("INSERT INTO issue_broadcasts (slug, reason, refused, schedule_refused, changed_at) VALUES (?1, ?2, ?2, ?2, 0)").bind(`old-${i}`, reason),
      ),
      ...failures.map((failure, i) =>
        db.prepare("INSERT INTO newsletter_issue_results (slug, broadcast_id, checked_at, failure) VALUES (?1, ?2, 'x', ?3)").bind(`old-${i}`, i, failure),
      ),
      db.prepare("INSERT INTO video_feed_state (id, last_failure) VALUES (1, ?1)").bind(feed),
    ]);
    await db.batch(migration.queries.map((query) => db.prepare(query)));

    const { results: broadcasts } = await db.prepare("SELECT reason, refused FROM issue_broadcasts ORDER BY slug").all<{ reason: string; refused: string }>();
    expect(broadcasts.map((row) => kitProblemInWords(kitProblemWords, kitProblemOf(row.reason)))).toEqual(reasons);
    expect(broadcasts.map((row) => kitProblemInWords(kitProblemWords, kitProblemOf(row.refused)))).toEqual(reasons);
    const { results } = await db.prepare("SELECT failure FROM newsletter_issue_results ORDER BY slug").all<{ failure: string }>();
    expect(results.map((row) => kitProblemInWords(resultsProblemWords, kitProblemOf(row.failure)))).toEqual(failures);
    const state = await db.prepare("SELECT last_failure FROM video_feed_state").first<{ last_failure: string }>();
    expect(feedProblemInWords(feedProblemOf(must(state).last_failure))).toBe(feed);
    // Codes now, never the sentences.
    for (const row of [...broadcasts.flatMap((row) => [row.reason, row.refused]), ...results.map((row) => row.failure), must(state).last_failure])
      expect(JSON.parse(row)).toHaveProperty("code");
  });
});
