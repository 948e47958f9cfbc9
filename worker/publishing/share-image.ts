import type { Context } from "hono";
import * as v from "valibot";
import { shareCardProblems as words } from "../../src/content";
import { SHARE_CARD_FIELD, dayInZone } from "../../src/publishing";
import { issueImageSvg } from "../../src/seo";
// The newsletter's generic card (scripts/assets, 1200 x 630), inlined by Vite as a data URL: served
// for an issue whose own card the owner's browser has not sent yet.
import genericCardUrl from "../../public/images/og-default.png?inline";
import { configOf, type AppEnv } from "../config";
import { sha256 } from "../digest";
import { mediaTypeOf } from "../http";
import { EDGE_SECONDS, edgeHeaders, serveNotFound } from "../pages";
import { firstRow } from "../store";
import { liveIssueHeading } from "../issues";
import { issuesView } from "./catalogue";
import { checkShareCard, type ShareCardCheck } from "./share-card-check";

/**
 * The share image of an issue published from the previewer, 1200 x 630 PNG: drawn by the owner's
 * browser (src/previewer/publish/share-card.ts, the build's drawing, font and palette) and sent
 * with the publish or the edit, checked (share-card-check.ts) and kept in D1 with the hash of the
 * drawing it shows (title and date). The worker draws nothing: no rasteriser, no font. Until a
 * card of the issue's current title and date is kept (an issue posted by a script), the
 * newsletter's generic card is served. The repository's issues keep their images from the build
 * (static assets, served before the worker).
 */
const IMAGE_CACHE_CONTROL = "public, max-age=86400";
let genericCard: Uint8Array | undefined;
const genericCardBytes = () => (genericCard ??= Uint8Array.from(atob(genericCardUrl.slice(genericCardUrl.indexOf(",") + 1)), (char) => char.charCodeAt(0)));

/** The hash of the drawing of a title and date: a kept card shows the issue only while they match. */
export const drawingOf = (issue: { title: string; date: string }) => sha256(issueImageSvg(issue));

/** The kept card of `issue` if it shows its current title and date. */
export async function keptShareCard(db: D1Database, issue: { slug: string; title: string; date: string }): Promise<Uint8Array | undefined> {
  const kept = await firstRow(
    db.prepare("SELECT png FROM newsletter_share_images WHERE slug = ?1 AND drawing = ?2").bind(issue.slug, await drawingOf(issue)),
    // A BLOB: an ArrayBuffer in workerd, an array of bytes in older D1 answers.
    v.object({ png: v.union([v.instance(ArrayBuffer), v.array(v.number())]) }),
  );
  return kept ? new Uint8Array(kept.png as ArrayBuffer) : undefined;
}

/** Keeps a checked card as the one of `issue`'s title and date (one row, replaced by the next). */
export async function keepShareCard(db: D1Database, issue: { slug: string; title: string; date: string }, png: Uint8Array): Promise<void> {
  await db
    .prepare("INSERT INTO newsletter_share_images (slug, drawing, png) VALUES (?1, ?2, ?3) ON CONFLICT (slug) DO UPDATE SET drawing = ?2, png = ?3")
    .bind(issue.slug, await drawingOf(issue), png)
    .run();
}

/**
 * The card sent with a publish or an edit: base64 in the JSON body's `share_image`, or a file in a
 * multipart form; undefined when none was sent (a script's post). Hono keeps the parsed body, so
 * this reads what the endpoint's field reader read.
 */
export async function sentShareCard(c: Context<AppEnv>): Promise<ShareCardCheck | undefined> {
  const type = mediaTypeOf(c.req.header("Content-Type"));
  if (type === "application/json") {
    const value = ((await c.req.json().catch(() => ({}))) as Record<string, unknown>)[SHARE_CARD_FIELD];
    if (value === undefined || value === null || value === "") return undefined;
    if (typeof value !== "string" || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return { ok: false, code: "SHARE_CARD_NOT_PNG", message: words.notBase64 };
    return checkShareCard(Uint8Array.from(atob(value), (char) => char.charCodeAt(0)));
  }
  if (type === "multipart/form-data") {
    const file = (await c.req.parseBody().catch(() => ({}) as Record<string, unknown>))[SHARE_CARD_FIELD];
    if (!(file instanceof File) || file.size === 0) return undefined;
    return checkShareCard(new Uint8Array(await file.arrayBuffer()));
  }
  return undefined;
}

/** GET /images/issues/<slug>.png for a published issue (a repository issue's file is a static asset). */
export async function serveShareImage(c: Context<AppEnv>): Promise<Response> {
  const slug = (c.req.param("file") ?? "").replace(/\.png$/, "");
  const timeZone = configOf(c.env).ownerTimeZone;
  // One row looked up first: an address that is no live issue costs nothing more.
  const now = new Date();
  const issue = c.env.DB ? await liveIssueHeading(c.env.DB, slug, now, dayInZone(now, timeZone)) : null;
  if (!issue) return serveNotFound(c);
  const view = await issuesView(c.env.DB, timeZone);
  const png = (await keptShareCard(c.env.DB, issue)) ?? genericCardBytes();
  const atOwnAddress = new URL(c.req.url).search === "";
  return c.body(png as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "image/png",
    "Cache-Control": IMAGE_CACHE_CONTROL,
    ...edgeHeaders(c.req.path, atOwnAddress, view.edgeSeconds ?? EDGE_SECONDS, view.tags),
  });
}
