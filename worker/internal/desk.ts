import type { Context } from "hono";
import { desk as words } from "../../src/content";
import { DESK_PATH } from "../../src/internal";
import { DeskPage } from "../../src/pages";
import { afterResponse } from "../background";
import { configOf, type AppEnv } from "../config";
import { refreshDueIssueResults } from "../publishing";
import { renderRequestPage } from "../pages";
import { readDesk } from "./desk-data";

/** GET /internal: the desk, read for each request (never cached: internal). A part that cannot be read says so; the rest shows. */
export async function deskPage(c: Context<AppEnv>): Promise<Response> {
  const data = await readDesk(c.env, configOf(c.env));
  // The issues' results owed a refresh are read from Kit after the answer (the next open shows them).
  afterResponse(c, refreshDueIssueResults(c.env));
  const purged = c.req.query("purged");
  if (purged === "done" || purged === "partial" || purged === "unconfirmed") data.purged = purged;
  const { html } = await renderRequestPage(c, DeskPage, { data }, { title: words.title, description: words.description, path: DESK_PATH });
  return c.body(html, 200, { "Content-Type": "text/html; charset=utf-8" });
}
