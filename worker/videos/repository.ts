import * as v from "valibot";
import type { FeedVideo, Video } from "../../src/videos";
import { allRows, firstRow } from "../store";
import { slugOfTitle, slugWithId } from "./slug";

/** D1's rows of the channel's videos and the feed's reading (migrations/0019_videos.sql). */

const videoRow = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  published_at: v.string(),
  updated_at: v.string(),
  short: v.number(),
});
export type VideoRow = v.InferOutput<typeof videoRow>;

export const COLUMNS = "id, slug, title, description, published_at, updated_at, short";

export const videoOfRow = (row: VideoRow): Video => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  published: row.published_at,
  updated: row.updated_at,
  short: row.short === 1,
});

export interface FeedState {
  etag: string | null;
  lastModified: string | null;
  lastReadAt: string | null;
  lastFailureAt: string | null;
  lastFailure: string | null;
}

export async function readFeedState(db: D1Database): Promise<FeedState> {
  const text = v.nullable(v.string());
  const row = await firstRow(
    db.prepare("SELECT etag, last_modified, last_read_at, last_failure_at, last_failure FROM video_feed_state WHERE id = 1"),
    v.object({ etag: text, last_modified: text, last_read_at: text, last_failure_at: text, last_failure: text }),
  );
  return {
    etag: row?.etag ?? null,
    lastModified: row?.last_modified ?? null,
    lastReadAt: row?.last_read_at ?? null,
    lastFailureAt: row?.last_failure_at ?? null,
    lastFailure: row?.last_failure ?? null,
  };
}

/** A read that worked (a 304 included): its validators, for the next run's conditional request. */
export function feedReadStatement(db: D1Database, at: string, etag: string | null, lastModified: string | null): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO video_feed_state (id, etag, last_modified, last_read_at) VALUES (1, ?1, ?2, ?3) ON CONFLICT (id) DO UPDATE SET etag = ?1, last_modified = ?2, last_read_at = ?3",
    )
    .bind(etag, lastModified, at);
}

/** Part of the read's batch when a video was added or changed: the pages' cache moves on. */
export function videosChangedStatement(db: D1Database, at: string): D1PreparedStatement {
  return db.prepare("INSERT INTO video_feed_state (id, changed_at) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET changed_at = ?1").bind(at);
}

/** The version of the videos' pages (part of their cache key): one row read. */
export async function videosVersion(db: D1Database): Promise<string> {
  const row = await firstRow(db.prepare("SELECT changed_at FROM video_feed_state WHERE id = 1"), v.object({ changed_at: v.nullable(v.string()) }));
  return row?.changed_at ?? "none";
}

export async function saveFeedFailure(db: D1Database, at: string, failure: string): Promise<void> {
  await db
    .prepare(
      "INSERT INTO video_feed_state (id, last_failure_at, last_failure) VALUES (1, ?1, ?2) ON CONFLICT (id) DO UPDATE SET last_failure_at = ?1, last_failure = ?2",
    )
    .bind(at, failure)
    .run();
}

/**
 * The statements that bring D1 up to the feed: new videos inserted with a slug of their own,
 * changed ones updated (the slug kept), unchanged ones not written at all. Reads the feed's ids
 * once, and the slugs new videos would take.
 */
export async function videoWrites(
  db: D1Database,
  videos: readonly FeedVideo[],
  now: string,
): Promise<{ statements: D1PreparedStatement[]; added: string[]; changed: string[] }> {
  if (videos.length === 0) return { statements: [], added: [], changed: [] };
  const marks = videos.map((_, index) => `?${index + 1}`).join(", ");
  const known = await allRows(db.prepare(`SELECT ${COLUMNS} FROM videos WHERE id IN (${marks})`).bind(...videos.map((video) => video.id)), videoRow);
  const byId = new Map(known.map((row) => [row.id, videoOfRow(row)]));
  const fresh = videos.filter((video) => !byId.has(video.id));
  const changed = videos.filter((video) => {
    const row = byId.get(video.id);
    return row && (row.title !== video.title || row.description !== video.description || row.short !== video.short || row.published !== video.published);
  });
  const taken = new Set<string>();
  if (fresh.length > 0) {
    const bases = fresh.map((video) => slugOfTitle(video.title));
    const results = await allRows(
      db.prepare(`SELECT slug FROM videos WHERE slug IN (${bases.map((_, index) => `?${index + 1}`).join(", ")})`).bind(...bases),
      v.object({ slug: v.string() }),
    );
    for (const { slug } of results) taken.add(slug);
  }
  const inserts = fresh.map((video) => {
    const base = slugOfTitle(video.title);
    const slug = taken.has(base) ? slugWithId(base, video.id) : base;
    taken.add(slug);
    return db
      .prepare(`INSERT INTO videos (${COLUMNS}, first_seen_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (id) DO NOTHING`)
      .bind(video.id, slug, video.title, video.description, video.published, video.updated, video.short ? 1 : 0, now);
  });
  const updates = changed.map((video) =>
    db
      .prepare("UPDATE videos SET title = ?2, description = ?3, published_at = ?4, updated_at = ?5, short = ?6 WHERE id = ?1")
      .bind(video.id, video.title, video.description, video.published, video.updated, video.short ? 1 : 0),
  );
  return { statements: [...inserts, ...updates], added: fresh.map((video) => video.id), changed: changed.map((video) => video.id) };
}

/** One page of the list of shown videos, newest first, and whether another follows. */
export async function videoList(db: D1Database, page: number, perPage: number): Promise<{ videos: Video[]; more: boolean }> {
  const results = await allRows(
    db
      .prepare(`SELECT ${COLUMNS} FROM videos WHERE hidden_at IS NULL ORDER BY published_at DESC, id LIMIT ?1 OFFSET ?2`)
      .bind(perPage + 1, (page - 1) * perPage),
    videoRow,
  );
  return { videos: results.slice(0, perPage).map(videoOfRow), more: results.length > perPage };
}

/** A video with whether the owner hid it from the site (/internal/videos). */
export type KnownVideo = Video & { hidden: boolean };
export const knownRow = v.object({ ...videoRow.entries, hidden_at: v.nullable(v.string()) });
export type KnownRow = v.InferOutput<typeof knownRow>;
export const knownOfRow = (row: KnownRow): KnownVideo => ({ ...videoOfRow(row), hidden: row.hidden_at !== null });

/** The video at `/videos/<key>`, hidden or not: by its slug, else by its id (which redirects). One indexed lookup. */
export async function findVideo(db: D1Database, key: string): Promise<KnownVideo | undefined> {
  const results = await allRows(db.prepare(`SELECT ${COLUMNS}, hidden_at FROM videos WHERE slug = ?1 OR id = ?1 LIMIT 2`).bind(key), knownRow);
  const row = results.find((each) => each.slug === key) ?? results[0];
  return row ? knownOfRow(row) : undefined;
}

/** A video the site shows (a hidden one is undefined). */
export async function videoById(db: D1Database, id: string): Promise<Video | undefined> {
  const row = await firstRow(db.prepare(`SELECT ${COLUMNS} FROM videos WHERE id = ?1 AND hidden_at IS NULL`).bind(id), videoRow);
  return row ? videoOfRow(row) : undefined;
}

export async function videosByIds(db: D1Database, ids: readonly string[]): Promise<Video[]> {
  if (ids.length === 0) return [];
  const results = await allRows(
    db.prepare(`SELECT ${COLUMNS} FROM videos WHERE id IN (${ids.map((_, index) => `?${index + 1}`).join(", ")})`).bind(...ids),
    videoRow,
  );
  return results.map(videoOfRow);
}

export async function newestVideo(db: D1Database): Promise<Video | undefined> {
  const row = await firstRow(db.prepare(`SELECT ${COLUMNS} FROM videos WHERE hidden_at IS NULL ORDER BY published_at DESC, id LIMIT 1`), videoRow);
  return row ? videoOfRow(row) : undefined;
}

/** Every shown video's slug and date, for the sitemap. */
export async function videoSitemapRows(db: D1Database): Promise<{ slug: string; updated: string }[]> {
  const results = await allRows(
    db.prepare("SELECT slug, updated_at FROM videos WHERE hidden_at IS NULL ORDER BY published_at DESC"),
    v.object({ slug: v.string(), updated_at: v.string() }),
  );
  return results.map((row) => ({ slug: row.slug, updated: row.updated_at }));
}

/** Every video's id by its page's slug: the stats credit a page's views and signups to its video. */
export async function videoIdsBySlug(db: D1Database): Promise<Map<string, string>> {
  const results = await allRows(db.prepare("SELECT slug, id FROM videos"), v.object({ slug: v.string(), id: v.string() }));
  return new Map(results.map((row) => [row.slug, row.id]));
}
