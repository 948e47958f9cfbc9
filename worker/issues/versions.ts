import type { StyleKey } from "../../src/newsletter-contract";
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

interface VersionRow {
  title: string;
  date: string;
  style: StyleKey;
  size: number;
  replaced_at: string | null;
  published_at: string;
  updated_at: string;
}

/**
 * Every published version of an issue (newsletter_issue_versions, written by each edit, and the
 * issue's row), newest first, without their text; empty for an issue not in D1.
 */
export async function listIssueVersions(db: D1Database, slug: string): Promise<IssueVersion[]> {
  const { results } = await db
    .prepare(
      `SELECT title, date, style, length(draft) AS size, replaced_at, NULL AS published_at, NULL AS updated_at FROM newsletter_issue_versions WHERE slug = ?1
       UNION ALL SELECT title, date, style, length(draft), NULL, published_at, updated_at FROM newsletter_issues WHERE slug = ?1`,
    )
    .bind(slug)
    .all<VersionRow>();
  const current = results.find((row) => row.replaced_at === null);
  if (!current) return [];
  const earlier = results.filter((row) => row.replaced_at !== null).sort((a, b) => must(a.replaced_at).localeCompare(must(b.replaced_at)));
  const versions = [...earlier, current].map(
    (row, index, all): IssueVersion => ({
      n: index + 1,
      title: row.title,
      date: row.date,
      style: row.style,
      publishedAt: index === 0 ? current.published_at : must(must(all[index - 1]).replaced_at),
      replacedAt: row.replaced_at,
      size: row.size,
    }),
  );
  return versions.reverse();
}

/** The issue's version now: 1 at its first publish, one more for each edit (`n` of listIssueVersions' newest). */
export const issueVersionSql = (slug: string) => `(SELECT COUNT(*) + 1 FROM newsletter_issue_versions WHERE slug = ${slug})`;

export async function issueVersionNumber(db: D1Database, slug: string): Promise<number> {
  const row = await db
    .prepare(`SELECT ${issueVersionSql("?1")} AS n`)
    .bind(slug)
    .first<{ n: number }>();
  return row?.n ?? 1;
}

/** One published version with its text (`n` as listIssueVersions counts), or null. */
export async function findIssueVersion(db: D1Database, slug: string, n: number): Promise<(IssueVersion & { text: string }) | null> {
  const versions = await listIssueVersions(db, slug);
  const version = versions.find((entry) => entry.n === n);
  if (!version) return null;
  const row =
    version.replacedAt === null
      ? await db.prepare("SELECT draft FROM newsletter_issues WHERE slug = ?1").bind(slug).first<{ draft: string }>()
      : await db
          .prepare("SELECT draft FROM newsletter_issue_versions WHERE slug = ?1 AND replaced_at = ?2 ORDER BY id LIMIT 1")
          .bind(slug, version.replacedAt)
          .first<{ draft: string }>();
  return row ? { ...version, text: row.draft } : null;
}
