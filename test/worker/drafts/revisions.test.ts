import { describe, expect, it } from "vitest";
import { ISSUES_PATH, PUBLISH_MAX_DRAFT_BYTES } from "../../../src/publishing/contract";
import {
  DELETED_DRAFTS_PATH,
  DRAFTS_PATH,
  draftDeletePath,
  draftKeepPath,
  draftPath,
  draftUndeletePath,
  MAX_DRAFTS,
  type ServerDraft,
} from "../../../src/publishing/drafts";
import { forgetDeletedDrafts } from "../../../worker/drafts/revisions";
import { draftText, formPost, jsonPost, sameOrigin, validIssue } from "../publishing/publish-harness";
import { call, createDraft, db, deviceCookie, freshAddress, jsonRequest, save, send } from "./draft-client";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

/** Each test its own network, away from drafts.test.ts's, for the per-client save limit. */
const address = () => freshAddress("203.0.113");
const run = Date.now().toString(36);

interface KeptRow {
  text: string;
  reason: string;
  source: string | null;
  version: number;
}
const revisions = async (id: string) =>
  (await db().prepare("SELECT text, reason, source, version FROM draft_revisions WHERE draft_id = ?1 ORDER BY id").bind(id).all<KeptRow>()).results;
const texts = async (id: string) => (await revisions(id)).map((row) => row.text);
const held = (id: string) =>
  db()
    .prepare("SELECT version, text, title, issue_slug FROM newsletter_drafts WHERE id = ?1")
    .bind(id)
    .first<{ version: number; text: string; title: string | null; issue_slug: string | null }>();
const body = (text: string, base: number, extra: object = {}) => ({ text, style: "editorial", base_version: base, ...extra });

describe("no word saved is ever lost: revisions", () => {
  it("keeps the text each save replaces, coalescing one device's continuous typing to one revision per 10 minutes", async () => {
    const laptop = address();
    const draft = await createDraft(laptop, { text: "v1" });
    for (let version = 1; version <= 3; version++) expectStatus(await save(draft.id, body(`v${version + 1}`, version), laptop)).toBe(200);
    // The first save kept the text it replaced; the typing after it is coalesced.
    expect(await texts(draft.id)).toEqual(["v1"]);
    // Ten minutes later, the same device's next save keeps again.
    await db()
      .prepare("UPDATE newsletter_drafts SET revision_at = ?2 WHERE id = ?1")
      .bind(draft.id, new Date(Date.now() - 10 * 60_000 - 1000).toISOString())
      .run();
    expectStatus(await save(draft.id, body("v5", 4), laptop)).toBe(200);
    expect(await texts(draft.id)).toEqual(["v1", "v4"]);
    // A save from another device always keeps the text it replaces, and the first device's next save keeps that one's.
    const phone = address();
    expectStatus(await save(draft.id, body("v6 from the phone", 5), phone)).toBe(200);
    expectStatus(await save(draft.id, body("v7 from the laptop", 6), laptop)).toBe(200);
    const kept = await revisions(draft.id);
    expect(kept.map((row) => row.text)).toEqual(["v1", "v4", "v5", "v6 from the phone"]);
    expect(kept.map((row) => row.source)).toEqual([
      deviceCookie(laptop).split("=")[1],
      deviceCookie(laptop).split("=")[1],
      deviceCookie(laptop).split("=")[1],
      deviceCookie(phone).split("=")[1],
    ]);
    // A save that changes only the style keeps nothing: no text was replaced.
    expectStatus(await save(draft.id, { text: "v7 from the laptop", style: "minimal", base_version: 7 }, phone)).toBe(200);
    expect(await revisions(draft.id)).toHaveLength(4);
  });

  it("always keeps the text around a conflict choice, a publish and an “Edit” from the list, even within one device's typing", async () => {
    const laptop = address();
    const draft = await createDraft(laptop, { text: draftText("first hook") });
    expectStatus(await save(draft.id, body(draftText("second hook"), 1), laptop)).toBe(200);
    // A choice between two texts keeps the one it replaces.
    expectStatus(await save(draft.id, body(draftText("chosen hook"), 2, { choice: "conflict" }), laptop)).toBe(200);
    // The publish: the draft bound to its issue keeps the text it replaced, and the next typing keeps the published text.
    const fields = validIssue({ draft: draftText("published hook") });
    expectStatus(await send(ISSUES_PATH, jsonPost(fields))).toBe(201);
    expectStatus(await save(draft.id, body(draftText("published hook"), 3, { issue: fields.slug }), laptop)).toBe(200);
    expectStatus(await save(draft.id, body(draftText("typed after the publish"), 4), laptop)).toBe(200);
    // "Edit" on the list opens the draft as it is; the next change keeps the text it opened with.
    const opened = await call(DRAFTS_PATH, jsonRequest("POST", { text: draftText("published hook"), style: "editorial", issue: fields.slug }, laptop));
    expect(opened.answer).toMatchObject({ success: true, unpublishedEdits: true, draft: { id: draft.id, text: draftText("typed after the publish") } });
    expectStatus(await save(draft.id, body(draftText("typed after the edit"), 5), laptop)).toBe(200);
    const kept = await revisions(draft.id);
    expect(kept.map((row) => row.reason)).toEqual(["save", "conflict", "publish", "save", "save"]);
    expect(kept.map((row) => row.text)).toEqual([
      draftText("first hook"),
      draftText("second hook"),
      draftText("chosen hook"),
      draftText("published hook"),
      draftText("typed after the publish"),
    ]);
  });

  it("keeps the side of a question he did not keep (or has not answered) without changing the draft", async () => {
    const laptop = address();
    const draft = await createDraft(laptop, { text: "the phone's ending" });
    const kept = await send(draftKeepPath(draft.id), jsonRequest("POST", body("the laptop's offline words", 1), laptop));
    expectStatus(kept).toBe(201);
    const answer = JSON.parse(kept.text) as { success: boolean; revision: number };
    expect(answer.revision).toBeGreaterThan(0);
    expect(await texts(draft.id)).toEqual(["the laptop's offline words"]);
    expect(await held(draft.id)).toMatchObject({ version: 1, text: "the phone's ending" });
    expect((await send(draftKeepPath(crypto.randomUUID()), jsonRequest("POST", body("x", 1), laptop))).response.status).toBe(404);
  });

  it("a refused save changes nothing: a stale save naming an issue leaves that issue's draft bound and keeps no revision", async () => {
    const laptop = address();
    const fields = validIssue({ draft: draftText("bound hook") });
    expectStatus(await send(ISSUES_PATH, jsonPost(fields))).toBe(201);
    const bound = (await call(DRAFTS_PATH, jsonRequest("POST", { text: draftText("bound hook"), issue: fields.slug }, laptop))).answer as {
      draft: ServerDraft;
    };
    const other = await createDraft(laptop, { text: "other" });
    expectStatus(await save(other.id, body("other, moved on", 1), address())).toBe(200);
    const stale = await save(other.id, body("other, stale", 1, { issue: fields.slug }), laptop);
    expect(stale.status).toBe(409);
    expect(await held(bound.draft.id)).toMatchObject({ issue_slug: fields.slug });
    expect(await held(other.id)).toMatchObject({ version: 2, text: "other, moved on", issue_slug: null });
    expect(await texts(other.id)).toEqual(["other"]);
  });

  it("keeps the newest 100 revisions of a draft and, older, the last of each day", async () => {
    const laptop = address();
    const draft = await createDraft(laptop, { text: "start" });
    // 150 revisions over 30 days, five a day, as a long history would hold them.
    const day = 86_400_000;
    const start = Date.now() - 40 * day;
    const inserts = Array.from({ length: 150 }, (_, n) =>
      db()
        .prepare(
          "INSERT INTO draft_revisions (draft_id, version, text, style, source, reason, words_changed, created_at) VALUES (?1, 1, ?2, 'editorial', 'x', 'save', 1, ?3)",
        )
        .bind(draft.id, `old ${n}`, new Date(start + Math.floor(n / 5) * day + (n % 5) * 60_000).toISOString()),
    );
    await db().batch([...inserts, db().prepare("UPDATE newsletter_drafts SET revisions = 150 WHERE id = ?1").bind(draft.id)]);
    expectStatus(await save(draft.id, body("after", 1), laptop)).toBe(200);
    expect(await db().prepare("SELECT revisions FROM newsletter_drafts WHERE id = ?1").bind(draft.id).first("revisions")).toBe(110);
    const kept = await texts(draft.id);
    // The newest 100 (the 99 newest old ones and "start"), and of the 51 before them one a day: days 0 to 9 (the last of each).
    expect(kept).toHaveLength(100 + 10);
    expect(kept.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, d) => `old ${d * 5 + 4}`));
    expect(kept.at(-1)).toBe("start");
  });
});

describe("the history's storage", () => {
  it("a year of weekly issues (52 drafts, 20 kept texts each, as long as the repository's issues) takes a few MB of D1", async () => {
    const sizeOf = async () => (await db().prepare("SELECT 1").run()).meta.size_after;
    const before = await sizeOf();
    // About 4 KB of text an issue, like src/content/issues/.
    const issueText = (issue: number, revision: number) =>
      `HOOK: Issue ${issue}, take ${revision}\n\n${"A paragraph of the issue, with its words and a link or two. ".repeat(65)}`;
    const now = Date.now();
    for (let issue = 0; issue < 52; issue++) {
      const id = crypto.randomUUID();
      await db().batch(
        Array.from({ length: 20 }, (_, revision) =>
          db()
            .prepare(
              "INSERT INTO draft_revisions (draft_id, version, text, style, title, source, reason, words_changed, created_at) VALUES (?1, ?2, ?3, 'editorial', ?4, ?5, 'save', 12, ?6)",
            )
            .bind(
              id,
              revision + 1,
              issueText(issue, revision),
              `Issue ${issue}`,
              crypto.randomUUID(),
              new Date(now - (52 - issue) * 7 * 86_400_000 + revision * 600_000).toISOString(),
            ),
        ),
      );
    }
    const grown = (await sizeOf()) - before;
    const textBytes = 52 * 20 * issueText(0, 0).length;
    console.info(`[drafts] a year of weekly issues, 20 revisions each: ${(grown / 1e6).toFixed(1)} MB of D1 (${(textBytes / 1e6).toFixed(1)} MB of it text)`);
    expect(grown).toBeGreaterThan(textBytes);
    expect(grown).toBeLessThan(2 * textBytes);
    await db().prepare("DELETE FROM draft_revisions WHERE title LIKE 'Issue %' AND reason = 'save' AND words_changed = 12").run();
  });
});

describe("limits and hygiene", () => {
  it("refuses a text over 256 KB on a save and a create with 413 and words, the saved copy kept", async () => {
    const laptop = address();
    const draft = await createDraft(laptop, { text: "kept" });
    // Over the text's limit, well under the body's (which also carries a share card for a publish).
    const huge = "é".repeat(PUBLISH_MAX_DRAFT_BYTES / 2 + 1);
    const refused = await save(draft.id, body(huge, 1), laptop);
    expect(refused.status).toBe(413);
    expect(refused.answer).toMatchObject({ success: false, code: "TEXT_TOO_LARGE" });
    expect(refused.answer.success ? "" : refused.answer.error).toMatch(/over 256 KB/);
    const created = await call(DRAFTS_PATH, jsonRequest("POST", { text: huge }, laptop));
    expect(created.status).toBe(413);
    expect(await held(draft.id)).toMatchObject({ version: 1, text: "kept" });
    // Exactly 256 KB is saved.
    expectStatus(await save(draft.id, body("x".repeat(PUBLISH_MAX_DRAFT_BYTES), 1), laptop)).toBe(200);
  });

  it("deletes a draft: 204, then 404 and off the list, its text kept as a revision for 30 days", async () => {
    const laptop = address();
    const draft = await createDraft(laptop, { text: "words to delete", title: `Deleted ${Date.now()}` });
    const remove = () => send(draftPath(draft.id), { method: "DELETE", headers: { ...sameOrigin, "CF-Connecting-IP": laptop } });
    expect(
      (await send(draftPath(draft.id), { method: "DELETE", headers: { Origin: "https://evil.example", "CF-Connecting-IP": laptop } })).response.status,
    ).toBe(403);
    expectStatus(await remove()).toBe(204);
    expect((await call(draftPath(draft.id), { headers: { Accept: "application/json" } })).status).toBe(404);
    expect((await remove()).response.status).toBe(404);
    expect((await send(ISSUES_PATH)).text).not.toContain(`data-draft="${draft.id}"`);
    expect(await revisions(draft.id)).toMatchObject([{ text: "words to delete", reason: "delete" }]);
    // The daily cron forgets it 30 days on, not before.
    await forgetDeletedDrafts(db(), Date.now() + 29 * 86_400_000);
    expect(await revisions(draft.id)).toHaveLength(1);
    await forgetDeletedDrafts(db(), Date.now() + 31 * 86_400_000);
    expect(await revisions(draft.id)).toHaveLength(0);
  });

  it("the daily purge counts from a draft's latest delete: deleted today after a restore, it is kept 30 days from today", async () => {
    const laptop = address();
    const draft = await createDraft(laptop, { text: "deleted twice", title: `Twice ${run}` });
    const remove = () => send(draftPath(draft.id), { method: "DELETE", headers: { ...sameOrigin, "CF-Connecting-IP": laptop } });
    expectStatus(await remove()).toBe(204);
    // That first delete was 40 days ago; restored since, then deleted again today.
    await db()
      .prepare("UPDATE draft_revisions SET created_at = ?2 WHERE draft_id = ?1 AND reason = 'delete'")
      .bind(draft.id, new Date(Date.now() - 40 * 86_400_000).toISOString())
      .run();
    expectStatus(await send(draftUndeletePath(draft.id), formPost({}))).toBe(303);
    expectStatus(await remove()).toBe(204);
    await forgetDeletedDrafts(db());
    expect((await revisions(draft.id)).map((row) => row.reason)).toEqual(["delete", "delete"]);
    expect((await send(DELETED_DRAFTS_PATH)).text).toContain(`data-deleted-draft="${draft.id}"`);
    // Thirty-one days after the latest delete, it is forgotten.
    await forgetDeletedDrafts(db(), Date.now() + 31 * 86_400_000);
    expect(await revisions(draft.id)).toHaveLength(0);
  });

  it("a deleted draft comes back whole (title, subject, preview text, style) from Undo, and from Recently deleted's Restore", async () => {
    const laptop = address();
    const whole = { text: "HOOK: all of it back", title: `Whole ${run}`, subject: "The subject", preview_text: "The preview", style: "bold" };
    const draft = await createDraft(laptop, whole);
    // The list's own Delete, a form: 303 to the list, which says so with its Undo.
    const deleted = await send(draftDeletePath(draft.id), formPost({}));
    expectStatus(deleted).toBe(303);
    const list = must(deleted.response.headers.get("Location"));
    expect(list).toBe(`${ISSUES_PATH}?deleted=${draft.id}`);
    const said = (await send(list)).text;
    expect(said).toContain(`data-deleted-notice="${draft.id}"`);
    expect(said).toContain(`The draft “${whole.title}” was deleted`);
    expect(said).toContain(`action="${draftUndeletePath(draft.id)}"`);
    expect(said).toContain(`href="${DELETED_DRAFTS_PATH}"`);
    // Undo: back whole at its own address, then off Recently deleted (and the notice gone).
    const undone = await send(draftUndeletePath(draft.id), formPost({}));
    expectStatus(undone).toBe(303);
    expect(undone.response.headers.get("Location")).toBe(`/newsletter-preview?draft=${draft.id}`);
    expect(await call(draftPath(draft.id), { headers: { Accept: "application/json" } })).toMatchObject({ status: 200, answer: { draft: whole } });
    expect((await send(DELETED_DRAFTS_PATH)).text).not.toContain(draft.id);
    expect((await send(list)).text).not.toContain("data-deleted-notice");
    // Deleted again, from the previewer: on Recently deleted, with its Restore form.
    await send(draftPath(draft.id), { method: "DELETE", headers: { ...sameOrigin, "CF-Connecting-IP": laptop } });
    const page = (await send(DELETED_DRAFTS_PATH)).text;
    expect(page).toContain(`data-deleted-draft="${draft.id}"`);
    expect(page).toContain(whole.title);
    expect((await send(draftUndeletePath(draft.id), { method: "POST", headers: { Origin: "https://evil.example" } })).response.status).toBe(403);
    expectStatus(await send(draftUndeletePath(draft.id), formPost({}))).toBe(303);
    expect(await call(draftPath(draft.id), { headers: { Accept: "application/json" } })).toMatchObject({ status: 200, answer: { draft: whole } });
    // One never deleted (or forgotten): said, nothing made.
    const none = await send(draftUndeletePath(crypto.randomUUID()), formPost({}));
    expect(none.response.status).toBe(404);
    expect(none.text).toContain("no longer kept");
  });

  it("a create with an Idempotency-Key answers the same draft for the same key (200), never a second", async () => {
    const laptop = address();
    const key = crypto.randomUUID();
    const first = await call(DRAFTS_PATH, jsonRequest("POST", { text: "once" }, laptop, { ...sameOrigin, "Idempotency-Key": key }));
    const again = await call(DRAFTS_PATH, jsonRequest("POST", { text: "once" }, laptop, { ...sameOrigin, "Idempotency-Key": key }));
    expectStatus(first).toBe(201);
    expectStatus(again).toBe(200);
    expect(again.answer.success && again.answer.draft.id).toBe(first.answer.success && first.answer.draft.id);
    expect(await db().prepare("SELECT COUNT(*) AS n FROM newsletter_drafts WHERE create_key = ?1").bind(key).first("n")).toBe(1);
    // A day later the key is spent: a new draft.
    await db()
      .prepare("UPDATE newsletter_drafts SET created_at = ?2 WHERE create_key = ?1")
      .bind(key, new Date(Date.now() - 86_400_000 - 1000).toISOString())
      .run();
    const later = await call(DRAFTS_PATH, jsonRequest("POST", { text: "once" }, laptop, { ...sameOrigin, "Idempotency-Key": key }));
    expectStatus(later).toBe(201);
    expect(later.answer.success && later.answer.draft.id).not.toBe(first.answer.success && first.answer.draft.id);
  });

  it("a create replayed with the same Idempotency-Key and a newer body saves the newer body, or, once the draft changed since, answers 409 naming the key: never 200 with the old text", async () => {
    const laptop = address();
    const key = crypto.randomUUID();
    const create = (text: string, extra: object = {}) =>
      call(DRAFTS_PATH, jsonRequest("POST", { text, style: "editorial", ...extra }, laptop, { ...sameOrigin, "Idempotency-Key": key }));
    const first = await create("HOOK: the first words");
    expectStatus(first).toBe(201);
    const id = first.answer.success ? first.answer.draft.id : "";
    // Its answer was lost; more was typed, and the create is sent again with the same key: the newer body is the draft's.
    const newer = await create("HOOK: the first words and more typed since", { title: "A headline" });
    expectStatus(newer).toBe(200);
    expect(newer.answer).toMatchObject({ success: true, draft: { id, version: 2, text: "HOOK: the first words and more typed since", title: "A headline" } });
    expect(await held(id)).toMatchObject({ version: 2, text: "HOOK: the first words and more typed since", title: "A headline" });
    // The text it replaced is in the history.
    expect(await texts(id)).toEqual(["HOOK: the first words"]);
    // The same body again: the same draft, unchanged.
    expect(await create("HOOK: the first words and more typed since", { title: "A headline" })).toMatchObject({
      status: 200,
      answer: { draft: { version: 2 } },
    });

    // Another device edits it; the key sent again with yet another body: 409 naming the key, nothing created or changed.
    expectStatus(await save(id, body("HOOK: the phone's words", 2), address())).toBe(200);
    const stale = await create("HOOK: words only this browser holds");
    expect(stale.status).toBe(409);
    expect(stale.answer).toMatchObject({ success: false, code: "IDEMPOTENCY_KEY_USED" });
    expect(stale.answer.success ? "" : stale.answer.error).toContain(key);
    expect(await held(id)).toMatchObject({ version: 3, text: "HOOK: the phone's words" });
    expect(await db().prepare("SELECT COUNT(*) AS n FROM newsletter_drafts WHERE text = ?1").bind("HOOK: words only this browser holds").first("n")).toBe(0);
  });

  it("keeps at most 200 drafts: beyond, a clear refusal and nothing created", async () => {
    const laptop = address();
    const count = async () => Number(await db().prepare("SELECT COUNT(*) AS n FROM newsletter_drafts WHERE issue_slug IS NULL").first("n"));
    const now = new Date().toISOString();
    const fill = MAX_DRAFTS - (await count());
    await db().batch(
      Array.from({ length: fill }, () =>
        db()
          .prepare("INSERT INTO newsletter_drafts (id, text, style, title, created_at, updated_at) VALUES (?1, 'filler', 'editorial', 'filler', ?2, ?2)")
          .bind(crypto.randomUUID(), now),
      ),
    );
    const refused = await call(DRAFTS_PATH, jsonRequest("POST", { text: "one too many" }, laptop));
    expect(refused.status).toBe(409);
    expect(refused.answer).toMatchObject({ success: false, code: "TOO_MANY_DRAFTS" });
    expect(refused.answer.success ? "" : refused.answer.error).toMatch(/200 drafts/);
    expect(await count()).toBe(MAX_DRAFTS);
    await db().prepare("DELETE FROM newsletter_drafts WHERE text = 'filler'").run();
  });

  it("the title, subject and preview text are saved with the draft, read on another device, kept by a save that leaves them out, and name it in the list", async () => {
    const laptop = address();
    const title = `A titled draft ${Date.now()}`;
    const draft = await createDraft(laptop, { text: "HOOK: anything" });
    const saved = await save(draft.id, body("HOOK: anything more", 1, { title, subject: "The subject line", preview_text: "What the inbox shows" }), laptop);
    expectStatus(saved).toBe(200);
    const phone = address();
    const read = await call(draftPath(draft.id), { headers: { Accept: "application/json", "CF-Connecting-IP": phone } });
    expect(read.answer).toMatchObject({ success: true, draft: { title, subject: "The subject line", preview_text: "What the inbox shows" } });
    expect((await save(draft.id, body("HOOK: from the phone", 2), phone)).answer).toMatchObject({ draft: { title, subject: "The subject line" } });
    expect((await save(draft.id, body("HOOK: from the phone", 3, { subject: "" }), phone)).answer).toMatchObject({ draft: { title, subject: null } });
    const page = (await send(ISSUES_PATH)).text;
    expect(new RegExp(`data-draft="${draft.id}"[\\s\\S]*?</li>`).exec(page)?.[0]).toContain(title);
  });
});
