import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import type { Context } from "hono";
import { issueImageSvg } from "../../src/seo/issue-share-card";
import { configOf, type AppEnv } from "../config";
import { sha256 } from "../digest";
import { EDGE_SECONDS, edgeHeaders, serveNotFound } from "../pages";
import { issuesView } from "./catalogue";
import { cardRenderOptions } from "./share-image-options";
// Liberation Sans Bold (GPL with the font exception, card-font-LICENSE.txt): metric-compatible
// with Arial, the card's first font, and the face the build's rasteriser picks for it where Arial is missing.
import cardFont from "./card-font.bin";

/**
 * The share image of an issue published from the previewer, 1200 x 630 PNG, the same drawing as
 * the build's (src/seo/issue-share-card.ts), rasterised here with resvg (WebAssembly) because a
 * publish has no build. Drawn once per title and date, on the first request, and kept in D1 for
 * every data centre; the repository's issues keep their images from the build (static assets,
 * served before the worker).
 */
let ready: Promise<void> | undefined;

export async function drawShareImage(issue: { title: string; date: string }): Promise<Uint8Array> {
  ready ??= initWasm(resvgWasm);
  await ready;
  const resvg = new Resvg(issueImageSvg(issue), cardRenderOptions(new Uint8Array(cardFont)));
  const png = resvg.render().asPng();
  resvg.free();
  return png;
}

const IMAGE_CACHE_CONTROL = "public, max-age=86400";

/** GET /images/issues/<slug>.png for a published issue (a repository issue's file is a static asset). */
export async function serveShareImage(c: Context<AppEnv>): Promise<Response> {
  const slug = (c.req.param("file") ?? "").replace(/\.png$/, "");
  const db = c.env.INQUIRIES_DB;
  const view = await issuesView(db, configOf(c.env).ownerTimeZone);
  const issue = (await view.load()).find((candidate) => candidate.slug === slug);
  if (!issue) return serveNotFound(c);
  const drawing = await sha256(issueImageSvg(issue));
  const kept = await db.prepare("SELECT png FROM newsletter_share_images WHERE slug = ?1 AND drawing = ?2").bind(slug, drawing).first<{ png: ArrayBuffer | number[] }>();
  let png: Uint8Array;
  if (kept) png = new Uint8Array(kept.png as ArrayBuffer);
  else {
    png = await drawShareImage(issue);
    await db.prepare("INSERT INTO newsletter_share_images (slug, drawing, png) VALUES (?1, ?2, ?3) ON CONFLICT (slug) DO UPDATE SET drawing = ?2, png = ?3").bind(slug, drawing, png).run();
  }
  const atOwnAddress = new URL(c.req.url).search === "";
  return c.body(png as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "image/png", "Cache-Control": IMAGE_CACHE_CONTROL, ...edgeHeaders(c.req.path, atOwnAddress, view.edgeSeconds ?? EDGE_SECONDS, view.tags) });
}
