import { env as testEnv } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
// Tests mirror the module they prove (worker/issues) and may read its inner files.
import { ISSUE_DATES_SQL, issueEmailFieldSql, liveIssueSql, PUBLISHED_ISSUES_SQL } from "../../../worker/issues/joins";
import { findIssue, issueStateOf, listIssueVersions, type IssueText, type StoredSchedule } from "../../../worker/issues";
import { insertIssueStatement, unpublishIssueStatement, updateIssueStatements } from "../../../worker/issues/writes";
import { must } from "../../../src/must.ts";

const db = (testEnv as Env).DB;
const NOW = new Date("2026-03-10T12:00:00Z");
const TODAY = "2026-03-10";

let n = 0;
const text = (overrides: Partial<IssueText> = {}): IssueText => ({
  slug: `issues-module-${++n}`,
  title: "A title",
  date: TODAY,
  style: "editorial",
  draft: "The text.",
  ...overrides,
});
const schedule = (liveAt: string): StoredSchedule => ({ send_choice: "draft", send_time: null, send_at: null, live_at: liveAt });

async function store(issue: IssueText, liveAt: string | null) {
  await insertIssueStatement(db, issue, NOW.toISOString(), schedule(liveAt ?? "")).run();
  // An issue stored before migration 0018 has no moment: on the web from its day.
  if (liveAt === null) await db.prepare("UPDATE newsletter_issues SET live_at = NULL WHERE slug = ?1").bind(issue.slug).run();
  return issue.slug;
}

describe("the issues' one rule of being on the web, in SQL for another module's query and in code", () => {
  it("agree for each kind of row, inside a query whose own columns share the issue's names", async () => {
    const cases = {
      live: await store(text(), "2026-03-10T11:59:00Z"),
      laterToday: await store(text(), "2026-03-10T12:01:00Z"),
      oldFromItsDay: await store(text(), null),
      oldTomorrow: await store(text({ date: "2026-03-11" }), null),
      unpublished: await store(text(), "2026-03-01T00:00:00Z"),
    };
    await unpublishIssueStatement(db, cases.unpublished, NOW.toISOString()).run();

    // The caller's rows have a slug and a date of their own (as issue_search does): the rule must read the issue's.
    const { results } = await db
      .prepare(
        `WITH probe (slug, date) AS (VALUES ${Object.values(cases)
          .map((slug) => `('${slug}', '1999-01-01')`)
          .join(", ")})
         SELECT probe.slug AS slug, ${liveIssueSql("probe.slug", "?1", "?2")} AS live FROM probe`,
      )
      .bind(NOW.toISOString(), TODAY)
      .all<{ slug: string; live: number }>();
    const inSql = Object.fromEntries(results.map((row) => [row.slug, row.live === 1]));
    expect(inSql).toEqual({
      [cases.live]: true,
      [cases.laterToday]: false,
      [cases.oldFromItsDay]: true,
      [cases.oldTomorrow]: false,
      [cases.unpublished]: false,
    });
    for (const slug of Object.values(cases)) expect(issueStateOf(must(await findIssue(db, slug)), TODAY, NOW) === "live", slug).toBe(inSql[slug]);
  });
});

describe("the subqueries lent for another module's join", () => {
  it("give the published issues, every issue's date, and a stored email field", async () => {
    const shown = await store(text({ subject: "Read me", preview_text: null }), "2026-03-01T00:00:00Z");
    const hidden = await store(text({ date: "2026-02-01" }), "2026-02-01T00:00:00Z");
    await unpublishIssueStatement(db, hidden, NOW.toISOString()).run();
    const published = await db.prepare(`SELECT slug FROM ${PUBLISHED_ISSUES_SQL} p WHERE slug IN (?1, ?2)`).bind(shown, hidden).all<{ slug: string }>();
    expect(published.results.map((row) => row.slug)).toEqual([shown]);
    const dates = await db.prepare(`SELECT date FROM ${ISSUE_DATES_SQL} d WHERE slug = ?1`).bind(hidden).first<{ date: string }>();
    expect(dates?.date).toBe("2026-02-01");
    const fields = await db
      .prepare(`SELECT ${issueEmailFieldSql("subject", "?1")} AS subject, ${issueEmailFieldSql("preview_text", "?1")} AS preview`)
      .bind(shown)
      .first<{ subject: string | null; preview: string | null }>();
    expect(fields).toEqual({ subject: "Read me", preview: null });
  });
});

describe("an edit's statements", () => {
  it("keep the replaced text as a version, the row holding the new one", async () => {
    const first = text({ title: "First", draft: "One." });
    await store(first, "2026-03-01T00:00:00Z");
    await db.batch(updateIssueStatements(db, { ...first, title: "Second", draft: "Two." }, "2026-03-02T00:00:00.000Z", schedule("2026-03-01T00:00:00Z")));
    expect((await findIssue(db, first.slug))?.title).toBe("Second");
    expect((await listIssueVersions(db, first.slug)).map((version) => [version.n, version.title])).toEqual([
      [2, "Second"],
      [1, "First"],
    ]);
  });
});
