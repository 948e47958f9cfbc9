import type { Context } from "hono";
import { publishProblems as words } from "../../src/content";
import { afterResponse } from "../background";
import type { AppEnv } from "../config";
import { purgeEdgeTags, requestEdgePurge } from "../pages";
import { ISSUES_CACHE_TAG } from "./catalogue";
import { refusedCard } from "./endpoint";
import { findIssue } from "../issues";
import { problem, refusePublish, storageUnavailable } from "./refusals";
import { checkShareCard } from "./share-card-check";
import { keepShareCard } from "./share-image";

/**
 * POST /internal/issues/<slug>/share-image (Content-Type image/png): the card of an issue posted
 * without one (by a script), drawn by the previewer when the owner opens the issue. 204 when kept.
 */
export async function uploadShareCard(c: Context<AppEnv>): Promise<Response> {
  const slug = c.req.param("slug") ?? "";
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  const card = checkShareCard(bytes);
  if (!card.ok) return refusedCard(c, card);
  try {
    const row = await findIssue(c.env.DB, slug);
    if (!row) return refusePublish(c, 404, words.issueNotFound, [problem("slug", "ISSUE_NOT_FOUND", words.issueNotFound)]);
    await keepShareCard(c.env.DB, row, card.png);
  } catch (error) {
    return storageUnavailable(c, error);
  }
  afterResponse(c, purgeEdgeTags(requestEdgePurge(c), [ISSUES_CACHE_TAG]));
  return c.body(null, 204, { "Cache-Control": "no-store" });
}
