import { byNewest, issues as repositoryIssues, type IssueFile } from "../../src/newsletter";
import { dayInZone } from "../../src/publishing";
import { readContentVersion, secondsUntilMoment, type ContentVersion } from "./content-version";
import { listedIssues, liveIssues, type IssueRow } from "../issues";

/**
 * The issues on the web: the repository's (src/content/issues/, fixed at build) and those
 * published from the previewer (D1), read together. The repository's stay where they are (their
 * files are the record of what was sent; importing them into D1 would make two copies to keep
 * equal); a published issue can never take a repository issue's slug (endpoint.ts).
 */
export function issueOfRow(row: Pick<IssueRow, "date" | "slug" | "style" | "title" | "draft">): IssueFile {
  return { date: row.date, slug: row.slug, style: row.style, title: row.title, draft: row.draft };
}

export const repositoryIssue = (slug: string) => repositoryIssues.find((issue) => issue.slug === slug);

/** Every issue on the web at `now` (`today`: his day then), newest first. */
export async function issuesOnWeb(db: D1Database, now: Date, today: string): Promise<IssueFile[]> {
  return withRepository((await liveIssues(db, now, today)).map(issueOfRow));
}

/**
 * Every issue on the web on `today`, newest first, the published ones with their slug, title, date
 * and style only (no text: a draft can be 60 KB), except `withText`'s: what an issue's page (its
 * neighbours) and the sitemap need.
 */
export async function issueListing(db: D1Database, now: Date, today: string, withText?: string): Promise<IssueFile[]> {
  return withRepository((await listedIssues(db, now, today, withText)).map(issueOfRow));
}

const withRepository = (published: IssueFile[]) => (published.length === 0 ? [...repositoryIssues] : [...repositoryIssues, ...published].sort(byNewest));

/** The cache tag of every answer that lists or shows issues: one purge reaches them all. */
export const ISSUES_CACHE_TAG = "issues";

/** What a page that shows issues needs to be served: its cache key part, its edge lifetime, its tag, its data. */
export interface IssuesView {
  version: string;
  /** The edge keeps the page no longer than until the next scheduled issue comes out. */
  edgeSeconds?: number;
  tags: readonly string[];
  load: () => Promise<IssueFile[]>;
  /** The issues as listed (issueListing): the text of `withText` only. */
  list: (withText?: string) => Promise<IssueFile[]>;
}

const repositoryOnly: IssuesView = {
  version: "repository-only",
  edgeSeconds: 0,
  tags: [ISSUES_CACHE_TAG],
  load: async () => [...repositoryIssues],
  list: async () => [...repositoryIssues],
};

/**
 * The issues' view for this request. Were D1 to fail, the pages still answer with the repository's
 * issues, under a key of their own and kept by no cache in front of the worker.
 */
export async function issuesView(db: D1Database, timeZone: string, now = new Date()): Promise<IssuesView> {
  // An issue is on the web from its moment (its date and time on the owner's clock).
  const today = dayInZone(now, timeZone);
  let version: ContentVersion;
  // A request without the database (a test of another module) is served the repository's issues.
  if (!db) return repositoryOnly;
  try {
    version = await readContentVersion(db, now, today);
  } catch (error) {
    console.error("[publishing] content version unreadable; serving the repository's issues", error);
    return repositoryOnly;
  }
  return {
    version: version.key,
    ...(version.nextScheduled ? { edgeSeconds: secondsUntilMoment(version.nextScheduled, now, timeZone) } : {}),
    tags: [ISSUES_CACHE_TAG],
    load: () => issuesOnWeb(db, now, today),
    list: (withText) => issueListing(db, now, today, withText),
  };
}
