import { issues as repositoryIssues } from "../../src/newsletter";
import * as v from "valibot";
import { sha256 } from "../digest";
import { publishedDrafts } from "../issues";
import { allRows } from "../store";
import { PUBLISHED_SOURCE, publishedIndexStatements, REPOSITORY_SOURCE, repositoryIndexStatements } from "./statements";
import { TEXT_VERSION } from "./text";

/** The repository's issues as indexed: a hash of what a search reads of them and of the text extraction. */
let repositoryVersion: Promise<string> | undefined;
const versionOfRepository = () =>
  (repositoryVersion ??= sha256(JSON.stringify([TEXT_VERSION, repositoryIssues.map(({ slug, date, title, draft }) => [slug, date, title, draft])])));

/** Once the index is known to be current, this isolate never checks again (each deploy starts new isolates). */
let current: Promise<void> | undefined;

/**
 * Makes sure the index holds the repository's issues of this deploy and the published issues in
 * the current text extraction: one read of `issue_search_sources` (two rows) per isolate, and a
 * write only on the first search after a deploy that changed either (or after the migration).
 */
export function ensureIndexCurrent(db: D1Database): Promise<void> {
  current ??= bringUpToDate(db).catch((error: unknown) => {
    // Searched as it is; the next search tries again.
    current = undefined;
    console.error("[search] could not bring the index up to date", error);
  });
  return current;
}

async function bringUpToDate(db: D1Database): Promise<void> {
  const version = await versionOfRepository();
  const results = await allRows(db.prepare("SELECT source, version FROM issue_search_sources"), v.object({ source: v.string(), version: v.string() }));
  const held = new Map(results.map((row) => [row.source, row.version]));
  const statements: D1PreparedStatement[] = [];
  if (held.get(REPOSITORY_SOURCE) !== version) statements.push(...repositoryIndexStatements(db, repositoryIssues, version));
  if (held.get(PUBLISHED_SOURCE) !== TEXT_VERSION) {
    statements.push(...publishedIndexStatements(db, await publishedDrafts(db), TEXT_VERSION));
  }
  if (statements.length > 0) await db.batch(statements);
}
