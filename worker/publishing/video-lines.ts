import type { Context } from "hono";
import { issues as repositoryIssues } from "../../src/newsletter";
import { reviseBroadcasts } from "../broadcasts";
import type { AppEnv } from "../config";
import { issuesNaming } from "../issues";
import { bumpVersion } from "../versions";
import { afterChange } from "./after-change";

/**
 * After he hides a video or shows it again, the issues whose VIDEO: lines name it are made again:
 * their pages (the 'issues' version moves on, so every page cache keys them anew, and Workers Cache
 * is purged of them) and their emails that Kit holds unsent (a new revision each, which the
 * reconciler's next pass writes). A hidden video's line is then its watch link only. Nothing is
 * written when no issue names it. Answers how many issues name it.
 */
export async function afterVideoChanged(c: Context<AppEnv>, id: string): Promise<number> {
  const stored = await issuesNaming(c.env.DB, id);
  const inRepository = repositoryIssues.filter((issue) => issue.draft.includes(id)).length;
  if (stored.length + inRepository === 0) return 0;
  const db = c.env.DB;
  await db.batch([bumpVersion(db, "issues"), ...(stored.length > 0 ? [reviseBroadcasts(db, stored)] : [])]);
  afterChange(c);
  return stored.length + inRepository;
}
