import { must } from "../../src/must.ts";
/**
 * A stand-in for YouTube's channel feed and thumbnail host, written from what YouTube serves:
 * - `GET /feeds/videos.xml?channel_id=UC…`: Atom (`http://www.w3.org/2005/Atom`) with the `yt:`
 *   (`http://www.youtube.com/xml/schemas/2015`) and `media:` (`http://search.yahoo.com/mrss/`)
 *   namespaces; the latest 15 uploads, newest first, each an <entry> with <id>yt:video:ID</id>,
 *   <yt:videoId>, <yt:channelId>, <title>, <link rel="alternate"> (a Short's is
 *   https://www.youtube.com/shorts/ID), <author>, <published>, <updated> and <media:group>
 *   (<media:title>, <media:content>, <media:thumbnail url width=480 height=360>,
 *   <media:description>, <media:community> with <media:starRating> and <media:statistics views>);
 *   404 for a channel it does not know.
 * - `GET /vi/<id>/hqdefault.jpg`: a 480x360 JPEG (here a small stand-in body with image/jpeg).
 * Modes make it fail as the issue lists: 5xx, a hang (timeout), a truncated body, an HTML page.
 * It answers ETag and 304 only when `conditional` is on (whether YouTube honours them varies).
 * Web-standard Request/Response: the target of a stubbed `fetch` in workerd, or a Node server.
 */

export interface FakeUpload {
  id: string;
  title: string;
  description: string;
  published: string;
  updated?: string;
  short?: boolean;
  views?: number;
}

export type FakeFeedMode = "normal" | "server-error" | "hang" | "truncated" | "html" | "empty-body" | "oversized" | "endless";
/**
 * What a thumbnail answers besides a JPEG: an SVG carrying a script (labelled as one), an HTML page
 * labelled image/jpeg, a PNG labelled image/jpeg, or a WebP (labelled image/jpeg: the bytes say what it is).
 */
export type FakeThumbnailMode = "normal" | "server-error" | "svg-with-script" | "html-as-jpeg" | "png" | "webp";

/** More than the 2 MB the worker reads of the feed (worker/videos/read-feed.ts, FEED_MAX_BYTES). */
export const OVERSIZED_FEED_BYTES = 2 * 1024 * 1024 + 64 * 1024;
/** Where the "endless" feed gives up (a safety net for the machine, far past what the worker reads). */
export const ENDLESS_FEED_LIMIT = 64 * 1024 * 1024;
/** A WebP file's first bytes: "RIFF", its length, "WEBP", then a VP8 chunk's header. */
export const fakeWebpBytes = () => new Uint8Array([...new TextEncoder().encode("RIFF"), 0x24, 0, 0, 0, ...new TextEncoder().encode("WEBPVP8 "), 0x18, 0, 0, 0]);

/** The bytes a thumbnail answers (a JPEG's start marker, then the id, so tests can tell them apart). */
export const fakeThumbnailBytes = (id: string) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode(id), 0xff, 0xd9]);

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export class FakeYouTube {
  uploads: FakeUpload[] = [];
  feedMode: FakeFeedMode = "normal";
  thumbnailMode: FakeThumbnailMode = "normal";
  conditional = false;
  /** How much of the "endless" feed was sent, and whether the reader cancelled it. */
  endless = { sent: 0, cancelled: false };
  /** Every request, in order (path and query, and the conditional headers it sent). */
  requests: { path: string; ifNoneMatch: string | null; ifModifiedSince: string | null }[] = [];

  readonly channelId: string;
  readonly channelName: string;

  // Plain fields, no parameter properties: Node runs this file as it is (type stripping only).
  constructor(channelId: string, channelName = "Sample Channel") {
    this.channelId = channelId;
    this.channelName = channelName;
  }

  /** The latest 15 uploads as YouTube's feed lists them (newest first). */
  feedXml(): string {
    const latest = [...this.uploads].sort((a, b) => b.published.localeCompare(a.published)).slice(0, 15);
    const channelUrl = `https://www.youtube.com/channel/${this.channelId}`;
    const entries = latest.map((upload) => {
      const link = upload.short ? `https://www.youtube.com/shorts/${upload.id}` : `https://www.youtube.com/watch?v=${upload.id}`;
      return ` <entry>
  <id>yt:video:${escapeXml(upload.id)}</id>
  <yt:videoId>${escapeXml(upload.id)}</yt:videoId>
  <yt:channelId>${this.channelId}</yt:channelId>
  <title>${escapeXml(upload.title)}</title>
  <link rel="alternate" href="${escapeXml(link)}"/>
  <author>
   <name>${escapeXml(this.channelName)}</name>
   <uri>${channelUrl}</uri>
  </author>
  <published>${upload.published}</published>
  <updated>${upload.updated ?? upload.published}</updated>
  <media:group>
   <media:title>${escapeXml(upload.title)}</media:title>
   <media:content url="https://www.youtube.com/v/${escapeXml(upload.id)}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="https://i2.ytimg.com/vi/${escapeXml(upload.id)}/hqdefault.jpg" width="480" height="360"/>
   <media:description>${escapeXml(upload.description)}</media:description>
   <media:community>
    <media:starRating count="${Math.round((upload.views ?? 0) / 20)}" average="5.00" min="1" max="5"/>
    <media:statistics views="${upload.views ?? 0}"/>
   </media:community>
  </media:group>
 </entry>
`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=${this.channelId}"/>
 <id>yt:channel:${this.channelId}</id>
 <yt:channelId>${this.channelId}</yt:channelId>
 <title>${escapeXml(this.channelName)}</title>
 <link rel="alternate" href="${channelUrl}"/>
 <author>
  <name>${escapeXml(this.channelName)}</name>
  <uri>${channelUrl}</uri>
 </author>
 <published>2015-03-02T18:01:11+00:00</published>
${entries.join("")}</feed>
`;
  }

  private etag(body: string): string {
    let hash = 0;
    for (let index = 0; index < body.length; index++) hash = (hash * 31 + body.charCodeAt(index)) | 0;
    return `"${(hash >>> 0).toString(16)}"`;
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    this.requests.push({
      path: url.pathname + url.search,
      ifNoneMatch: request.headers.get("If-None-Match"),
      ifModifiedSince: request.headers.get("If-Modified-Since"),
    });
    const thumbnail = /^\/vi\/([^/]+)\/hqdefault\.jpg$/.exec(url.pathname);
    if (thumbnail) {
      if (this.thumbnailMode === "server-error")
        return new Response("<html><body>502 Bad Gateway</body></html>", { status: 502, headers: { "Content-Type": "text/html" } });
      if (!this.uploads.some((upload) => upload.id === thumbnail[1])) return new Response("Not Found", { status: 404 });
      if (this.thumbnailMode === "svg-with-script")
        return new Response('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>', {
          headers: { "Content-Type": "image/svg+xml" },
        });
      if (this.thumbnailMode === "html-as-jpeg")
        return new Response("<!DOCTYPE html><html><body><script>alert(document.domain)</script></body></html>", { headers: { "Content-Type": "image/jpeg" } });
      if (this.thumbnailMode === "png")
        return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), { headers: { "Content-Type": "image/jpeg" } });
      if (this.thumbnailMode === "webp") return new Response(fakeWebpBytes(), { headers: { "Content-Type": "image/jpeg" } });
      return new Response(fakeThumbnailBytes(must(thumbnail[1])), { headers: { "Content-Type": "image/jpeg", "Cache-Control": "public, max-age=7200" } });
    }
    if (url.pathname !== "/feeds/videos.xml") return new Response("Not Found", { status: 404 });
    if (url.searchParams.get("channel_id") !== this.channelId)
      return new Response("<!DOCTYPE html><html><body>404</body></html>", { status: 404, headers: { "Content-Type": "text/html" } });
    if (this.feedMode === "server-error")
      return new Response("<!DOCTYPE html><html><body>503 Service Unavailable</body></html>", { status: 503, headers: { "Content-Type": "text/html" } });
    if (this.feedMode === "hang") return new Promise<Response>((_, reject) => request.signal?.addEventListener("abort", () => reject(request.signal.reason)));
    if (this.feedMode === "html")
      return new Response(
        "<!DOCTYPE html><html lang=en><head><title>Before you continue to YouTube</title></head><body><p>consent.youtube.com</p></body></html>",
        { headers: { "Content-Type": "text/html; charset=utf-8" } },
      );
    if (this.feedMode === "empty-body") return new Response("", { headers: { "Content-Type": "text/xml; charset=UTF-8" } });
    if (this.feedMode === "endless") {
      // An answer that does not end, in 64 KB chunks with no Content-Length; it stops at 64 MB only
      // so that a reader that does not stop cannot take the test machine's memory.
      const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
      const fake = this;
      fake.endless = { sent: 0, cancelled: false };
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (fake.endless.sent >= ENDLESS_FEED_LIMIT) return controller.close();
          fake.endless.sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
        cancel() {
          fake.endless.cancelled = true;
        },
      });
      return new Response(stream, { headers: { "Content-Type": "text/xml; charset=UTF-8" } });
    }
    const body = this.feedXml();
    if (this.feedMode === "oversized")
      // The whole feed, well-formed, padded with white space past the worker's 2 MB.
      return new Response(body.replace("</feed>", `${" ".repeat(OVERSIZED_FEED_BYTES - body.length)}</feed>`), {
        headers: { "Content-Type": "text/xml; charset=UTF-8" },
      });
    if (this.feedMode === "truncated")
      return new Response(body.slice(0, Math.floor(body.length * 0.6)), { headers: { "Content-Type": "text/xml; charset=UTF-8" } });
    const etag = this.etag(body);
    if (this.conditional && request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
    return new Response(body, { headers: { "Content-Type": "text/xml; charset=UTF-8", ...(this.conditional ? { ETag: etag } : {}) } });
  }
}

/** An id of the fake's uploads: 11 characters of YouTube's alphabet, from a number. */
export const fakeVideoId = (n: number) => `v${String(n).padStart(10, "0")}`;
