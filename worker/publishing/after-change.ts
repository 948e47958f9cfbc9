import type { Context } from "hono";
import { afterResponse } from "../background";
import type { AppEnv } from "../config";
import { purgeEdgeTags, requestEdgePurge } from "../pages";
import { ISSUES_CACHE_TAG } from "./catalogue";
import { wakeBroadcasts } from "./kit-drafts";

/** After a change: every cached copy of a page that shows issues is purged at the edge, and the broadcasts' reconciler runs a pass. */
export function afterChange(c: Context<AppEnv>): void {
  afterResponse(c, purgeEdgeTags(requestEdgePurge(c), [ISSUES_CACHE_TAG]));
  afterResponse(c, wakeBroadcasts(c.env));
}
