import * as v from "valibot";
import { STYLE_KEYS, type StyleKey } from "../../src/newsletter-contract";
import { allRows, firstRow } from "../store";
import { must } from "../../src/must.ts";

/** A published version of an issue: `n` counts from 1 (its first publish); the highest is what the web shows. */
export interface IssueVersion {
  n: number;
  title: string;
  date: string;
  style: StyleKey;
  /** When this version went on the site (its publish, or the edit that made it). */
  publishedAt: string;
  /** When an edit replaced it; null: the version on the site now. */
  replacedAt: string | null;
  size: number;
}

// The issue's own row has its published_at and updated_at; an earlier version's row has NULL there.
const versionRow = v.object({
  title: v.string(),
  date: v.string(),
  style: v.picklist(STYLE_KEYS),
  size: v.number(),
  replaced_at: v.nullable(v.string()),
  published_at: v.nullable(v.string()),
  updated_at: v.nullable(v.string()),
});
const draftOnly = v.object({ draft: v.string() });

/**
 * Every published version of an issue (newsletter_issue_versions, written by each edit, and the
 * issue's row), newest first, without their text; empty for an issue not in D1.
 */
export async function listIssueVersions(db: D1Database, slug: string): Promise<IssueVersion[]> {
  const results = await allRows(
    db
      .prepare(
        `SELECT title, date, style, length(draft) AS size, replaced_at, NULL AS published_at, NULL AS updated_at FROM newsletter_issue_versions WHERE slug = ?1
       UNION ALL SELECT title, date, style, length(draft), NULL, published_at, updated_at FROM newsletter_issues WHERE slug = ?1`,
      )
      .bind(slug),
    versionRow,
  );
  const current = results.find((row) => row.replaced_at === null);
  if (!current) return [];
  const earlier = results.filter((row) => row.replaced_at !== null).sort((a, b) => must(a.replaced_at).localeCompare(must(b.replaced_at)));
  const versions = [...earlier, current].map(
    (row, index, all): IssueVersion => ({
      n: index + 1,
      title: row.title,
      date: row.date,
      style: row.style,
      publishedAt: index === 0 ? must(current.published_at) : must(must(all[index - 1]).replaced_at),
      replacedAt: row.replaced_at,
      size: row.size,
    }),
  );
  return versions.reverse();
}

/** The issue's version now: 1 at its first publish, one more for each edit (`n` of listIssueVersions' newest). */
export const issueVersionSql = (slug: string) => `(SELECT COUNT(*) + 1 FROM newsletter_issue_versions WHERE slug = ${slug})`;

export async function issueVersionNumber(db: D1Database, slug: string): Promise<number> {
  const row = await firstRow(db.prepare(`SELECT ${issueVersionSql("?1")} AS n`).bind(slug), v.object({ n: v.number() }));
  return row?.n ?? 1;
}

/** One published version with its text (`n` as listIssueVersions counts), or null. */
export async function findIssueVersion(db: D1Database, slug: string, n: number): Promise<(IssueVersion & { text: string }) | null> {
  const versions = await listIssueVersions(db, slug);
  const version = versions.find((entry) => entry.n === n);
  if (!version) return null;
  const row =
    version.replacedAt === null
      ? await firstRow(db.prepare("SELECT draft FROM newsletter_issues WHERE slug = ?1").bind(slug), draftOnly)
      : await firstRow(
          db.prepare("SELECT draft FROM newsletter_issue_versions WHERE slug = ?1 AND replaced_at = ?2 ORDER BY id LIMIT 1").bind(slug, version.replacedAt),
          draftOnly,
        );
  return row ? { ...version, text: row.draft } : null;
}
