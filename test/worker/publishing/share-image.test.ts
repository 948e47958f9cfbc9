import { env as testEnv } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ISSUES_PATH, issuePath } from "../../../src/publishing/contract";
import { SHARE_CARD_FIELD, SHARE_CARD_MISSING_HEADER, shareCardPath } from "../../../src/publishing/share-card-contract";
import genericCardUrl from "../../../public/images/og-default.png?inline";
import { testPng, toBase64 } from "../../support/png";
import { daysFromToday, jsonPost, publishingClient, sameOrigin, validIssue } from "./publish-harness";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

const send = publishingClient();
const imageOf = (slug: string) => send(`/images/issues/${slug}.png`);
const keptRows = async (slug: string) =>
  must(await testEnv.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_share_images WHERE slug = ?1").bind(slug).first<{ n: number }>()).n;
const genericCard = Uint8Array.from(atob(must(genericCardUrl.split(",")[1])), (char) => char.charCodeAt(0));
const withCard = (fields: object, png: Uint8Array) => jsonPost({ ...fields, [SHARE_CARD_FIELD]: toBase64(png) });
const pngPost = (png: Uint8Array<ArrayBuffer>): RequestInit => ({
  method: "POST",
  headers: { ...sameOrigin, "Content-Type": "image/png", Accept: "application/json" },
  body: png,
});

describe("the share card of an issue published from the previewer (drawn by the owner's browser)", () => {
  it("is kept as sent with the publish, served at /images/issues/<slug>.png, and replaced by an edit's card", async () => {
    const card = await testPng(1200, 630);
    const fields = validIssue({ title: "A card drawn in the browser" });
    expectStatus(await send(ISSUES_PATH, withCard(fields, card))).toBe(201);
    const served = await imageOf(must(fields.slug));
    expectStatus(served).toBe(200);
    expect(served.response.headers.get("Content-Type")).toBe("image/png");
    expect(served.response.headers.get("Cache-Tag")).toContain("issues");
    expect(served.bytes).toEqual(card);
    // An edit that changes the title sends the new card; the old one no longer shows the issue.
    const redrawn = await testPng(1200, 630, 64);
    expectStatus(await send(issuePath(must(fields.slug)), withCard({ ...fields, title: "A new title" }, redrawn))).toBe(200);
    expect((await imageOf(must(fields.slug))).bytes).toEqual(redrawn);
    expect(await keptRows(must(fields.slug))).toBe(1);
  });

  it("refuses a card that is not a PNG, not 1200 x 630, or over 300 KB (422 naming the problem), and publishes nothing", async () => {
    const cases: [string, Uint8Array<ArrayBuffer>, RegExp][] = [
      ["SHARE_CARD_NOT_PNG", new TextEncoder().encode("GIF89a, not a PNG at all, long enough to read"), /not a PNG/],
      ["SHARE_CARD_WRONG_SIZE", await testPng(1200, 600), /1200 x 630 pixels; this one is 1200 x 600/],
      ["SHARE_CARD_TOO_LARGE", await testPng(1200, 630, 300_000), /over 300 KB/],
    ];
    for (const [code, png, words] of cases) {
      const fields = validIssue();
      const answer = await send(ISSUES_PATH, withCard(fields, png));
      expect(answer.response.status, code).toBe(422);
      const body = JSON.parse(answer.text) as { problems: { code: string; message: string }[] };
      expect(must(body.problems[0]).code).toBe(code);
      expect(must(body.problems[0]).message).toMatch(words);
      expect((await imageOf(must(fields.slug))).response.status, code).toBe(404);
      // The card alone, as the previewer sends it for an issue published without one: the same checks.
      expect((await send(shareCardPath("any-issue"), pngPost(png))).response.status, code).toBe(422);
    }
  });

  it("is the newsletter's generic card for an issue a script published without one, until the previewer sends its own", async () => {
    const fields = validIssue();
    expectStatus(await send(ISSUES_PATH, jsonPost(fields))).toBe(201);
    const generic = await imageOf(must(fields.slug));
    expectStatus(generic).toBe(200);
    expect(generic.bytes).toEqual(genericCard);
    expect([...generic.bytes.subarray(16, 24)]).toEqual([0, 0, 4, 176, 0, 0, 2, 118]); // 1200 x 630
    // Opening it in the previewer: the file says the card is missing, and the previewer sends one.
    expect((await send(`${issuePath(must(fields.slug))}.txt`)).response.headers.get(SHARE_CARD_MISSING_HEADER)).toBe("missing");
    const card = await testPng(1200, 630);
    expectStatus(await send(shareCardPath(must(fields.slug)), pngPost(card))).toBe(204);
    expect((await imageOf(must(fields.slug))).bytes).toEqual(card);
    expect((await send(`${issuePath(must(fields.slug))}.txt`)).response.headers.get(SHARE_CARD_MISSING_HEADER)).toBeNull();
    // The upload needs the owner's page: a post from elsewhere is refused.
    expect(
      (
        await send(shareCardPath(must(fields.slug)), {
          method: "POST",
          // A page elsewhere can send the bytes only without their type (no-cors): refused like a form.
          headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
          body: card,
        })
      ).response.status,
    ).toBe(403);
    expect((await send(shareCardPath("never-published"), pngPost(card))).response.status).toBe(404);
  });

  it("is not there for a scheduled issue or a slug never published", async () => {
    const fields = validIssue({ date: daysFromToday(3) });
    expectStatus(await send(ISSUES_PATH, jsonPost(fields))).toBe(201);
    expect((await imageOf(must(fields.slug))).response.status).toBe(404);
    expect((await imageOf("never-published")).response.status).toBe(404);
  });
});
