import * as v from "valibot";
import type { IssueVideos } from "../../src/newsletter-contract";
import { allRows, batchRows, firstRow } from "../store";
import { COLUMNS, knownOfRow, knownRow, type KnownVideo } from "./repository";

/** Hiding a video from the site, or showing it again (migrations/0023_videos_hidden.sql): the owner's list, the desk's count, the issues' lines. */

/** The slug a video's row answers. */
const slugRow = v.object({ slug: v.string() });

/** Every video the site knows, hidden ones included, newest first: the owner's list (/internal/videos). */
export async function everyVideo(db: D1Database): Promise<KnownVideo[]> {
  const results = await allRows(db.prepare(`SELECT ${COLUMNS}, hidden_at FROM videos ORDER BY published_at DESC, id`), knownRow);
  return results.map(knownOfRow);
}

/** How many videos are hidden (the desk). */
export async function hiddenVideoCount(db: D1Database): Promise<number> {
  return (await firstRow(db.prepare("SELECT COUNT(*) AS n FROM videos WHERE hidden_at IS NOT NULL"), v.object({ n: v.number() })))?.n ?? 0;
}

/**
 * The videos an issue names, as the site knows them: the titles of those it shows, and which are
 * hidden (their lines show the watch link only). One query; D1 binds at most 100 values a statement
 * (https://developers.cloudflare.com/d1/platform/limits/), so at most 100 ids are looked up.
 */
export async function issueVideos(db: D1Database, ids: readonly string[]): Promise<IssueVideos> {
  const unique = [...new Set(ids)].slice(0, 100);
  if (unique.length === 0) return { titles: {}, hidden: [] };
  const results = await allRows(
    db.prepare(`SELECT id, title, hidden_at FROM videos WHERE id IN (${unique.map((_, index) => `?${index + 1}`).join(", ")})`).bind(...unique),
    v.object({ id: v.string(), title: v.string(), hidden_at: v.nullable(v.string()) }),
  );
  return {
    titles: Object.fromEntries(results.filter((row) => row.hidden_at === null).map((row) => [row.id, row.title])),
    hidden: results.filter((row) => row.hidden_at !== null).map((row) => row.id),
  };
}

/**
 * Hides a video (`hidden`) or shows it again, and moves the videos' version on in the same batch
 * (the list's and the sitemap's page-cache key). The slug of the video, or undefined when the
 * site does not know it; a video already in that state is left as it is.
 */
export async function setVideoHidden(db: D1Database, id: string, hidden: boolean, at: string): Promise<{ slug: string } | undefined> {
  const hide = db
    .prepare(`UPDATE videos SET hidden_at = ?2 WHERE id = ?1 AND (hidden_at IS NULL) = ?3 RETURNING slug`)
    .bind(id, hidden ? at : null, hidden ? 1 : 0);
  const [update] = await db.batch([
    hide,
    db.prepare("INSERT INTO video_feed_state (id, changed_at) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET changed_at = ?1").bind(at),
  ]);
  const changed = batchRows(update, hide, slugRow)[0];
  if (changed) return changed;
  const known = await firstRow(db.prepare("SELECT slug FROM videos WHERE id = ?1").bind(id), slugRow);
  return known ?? undefined;
}
