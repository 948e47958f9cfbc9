import { env as testEnv } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ISSUES_PATH } from "../../../src/publishing/contract";
import { daysFromToday, jsonPost, publishingClient, validIssue } from "./publish-harness";

const send = publishingClient();

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const imageOf = (slug: string) => send(`/images/issues/${slug}.png`);
const keptDrawing = async (slug: string) => (await testEnv.INQUIRIES_DB.prepare("SELECT drawing FROM newsletter_share_images WHERE slug = ?1").bind(slug).first<{ drawing: string }>())?.drawing;

describe("the share image of an issue published from the previewer", () => {
  it("is a 1200 x 630 PNG, drawn on its first request without a build, kept in D1 and drawn again only when the title changes", async () => {
    const fields = validIssue({ title: "A card drawn at the edge <with> markup" });
    expect((await send(ISSUES_PATH, jsonPost(fields))).response.status).toBe(201);
    const started = performance.now();
    const first = await imageOf(fields.slug!);
    console.log(`[share image] first request (draw and keep): ${(performance.now() - started).toFixed(0)} ms, ${first.bytes.length} bytes`);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("Content-Type")).toBe("image/png");
    expect(first.response.headers.get("Cache-Tag")).toContain("issues");
    expect([...first.bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(first.bytes)).toEqual({ width: 1200, height: 630 });
    const drawing = await keptDrawing(fields.slug!);
    expect(drawing).toBeTruthy();
    const again = await imageOf(fields.slug!);
    expect(again.bytes).toEqual(first.bytes);
    expect(await keptDrawing(fields.slug!)).toBe(drawing);
    await send(`${ISSUES_PATH}/${fields.slug}`, jsonPost({ ...fields, title: "A new title" }));
    const redrawn = await imageOf(fields.slug!);
    expect(pngSize(redrawn.bytes)).toEqual({ width: 1200, height: 630 });
    expect(redrawn.bytes).not.toEqual(first.bytes);
    expect(await keptDrawing(fields.slug!)).not.toBe(drawing);
  });

  it("is not there for a scheduled issue or a slug never published", async () => {
    const fields = validIssue({ date: daysFromToday(3) });
    expect((await send(ISSUES_PATH, jsonPost(fields))).response.status).toBe(201);
    expect((await imageOf(fields.slug!)).response.status).toBe(404);
    expect((await imageOf("never-published")).response.status).toBe(404);
  });
});
