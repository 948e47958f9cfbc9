import { env as testEnv } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ISSUES_PATH } from "../../../src/publishing/contract";
import { draftHistoryPath, draftRestorePath, draftRevisionPath, HISTORY_PAGE_SIZE, issueHistoryPath, issueVersionPath } from "../../../src/publishing/drafts";
import type { Env } from "../../../worker/config";
import { draftText, jsonPost, publishingClient, sameOrigin, validIssue } from "../publishing/publish-harness";
import { call, createDraft, db, deviceCookie, freshAddress, jsonRequest, save, send } from "./draft-client";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

const address = () => freshAddress("192.0.2");
const body = (text: string, base: number, extra: object = {}) => ({ text, style: "editorial", base_version: base, ...extra });
const page = (path: string, browser?: string) => send(path, { headers: browser ? { Cookie: deviceCookie(browser), "CF-Connecting-IP": browser } : {} });
const revisionIds = async (id: string) =>
  (await db().prepare("SELECT id FROM draft_revisions WHERE draft_id = ?1 ORDER BY id").bind(id).all<{ id: number }>()).results.map((row) => row.id);
const restoreForm = (base: number, confirm = true) => ({
  method: "POST",
  headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({ base_version: String(base), ...(confirm ? { confirm: "yes" } : {}) }).toString(),
});

function ownerPageHeaders(response: Response) {
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
  expect(response.headers.get("Content-Type")).toContain("text/html");
}

describe("a draft's history and restore", () => {
  it("lists each earlier text with its time, where it came from in words and the words changed, each at its own read-only address", async () => {
    const laptop = address();
    const phone = address();
    const draft = await createDraft(laptop, { text: "HOOK: the laptop's first words" });
    expectStatus(await save(draft.id, body("HOOK: the laptop's second words", 1), laptop)).toBe(200);
    expectStatus(await save(draft.id, body("HOOK: the phone's ending here", 2), phone)).toBe(200);
    const { response, text } = await page(draftHistoryPath(draft.id), laptop);
    expectStatus({ response, text }).toBe(200);
    ownerPageHeaders(response);
    expect(text).toMatch(/<meta name="robots" content="noindex/);
    const [first, second] = await revisionIds(draft.id);
    // Newest first: the laptop's second text, replaced by the phone; then the first.
    expect(text.indexOf(draftRevisionPath(draft.id, must(second)))).toBeLessThan(text.indexOf(draftRevisionPath(draft.id, must(first))));
    expect(text).toContain("Written in this browser, replaced by a save");
    expect(text).toContain("3 words changed");
    expect(text).toMatch(/today, \d{1,2}:\d{2}/);
    // Seen from the phone, the laptop's texts came from another device.
    expect((await page(draftHistoryPath(draft.id), phone)).text).toContain("Written on another device, replaced by a save");

    const revision = await page(draftRevisionPath(draft.id, must(second)), laptop);
    expectStatus(revision).toBe(200);
    ownerPageHeaders(revision.response);
    expect(revision.text).toContain("HOOK: the laptop&#x27;s second words");
    expect(revision.text).toContain('name="confirm"');
  });

  it("answers 404 for a revision of another draft, a made-up one and a made-up draft", async () => {
    const laptop = address();
    const one = await createDraft(laptop, { text: "one" });
    const other = await createDraft(laptop, { text: "other" });
    expectStatus(await save(other.id, body("other, changed", 1), laptop)).toBe(200);
    const [otherRevision] = await revisionIds(other.id);
    expect((await page(draftRevisionPath(one.id, must(otherRevision)))).response.status).toBe(404);
    expect((await send(draftRestorePath(one.id, must(otherRevision)), restoreForm(1))).response.status).toBe(404);
    expect((await page(draftRevisionPath(one.id, 987654321))).response.status).toBe(404);
    expect((await page(draftHistoryPath(crypto.randomUUID()))).response.status).toBe(404);
  });

  it("restores a confirmed revision: the current text kept first, 303 to the previewer on the draft; a second device's restore from the same version is refused", async () => {
    const laptop = address();
    const draft = await createDraft(laptop, { text: "HOOK: the text to bring back" });
    expectStatus(await save(draft.id, body("HOOK: what replaced it", 1), laptop)).toBe(200);
    const [kept] = await revisionIds(draft.id);
    // Not confirmed: nothing changes.
    const unconfirmed = await send(draftRestorePath(draft.id, must(kept)), restoreForm(2, false));
    expect(unconfirmed.response.status).toBe(422);
    expect(unconfirmed.text).toContain("Tick the box");
    const restored = await send(draftRestorePath(draft.id, must(kept)), restoreForm(2));
    expectStatus(restored).toBe(303);
    expect(restored.response.headers.get("Location")).toBe(`/newsletter-preview?draft=${draft.id}`);
    const read = await call(`/internal/drafts/${draft.id}`, { headers: { Accept: "application/json" } });
    expect(read.answer).toMatchObject({ draft: { version: 3, text: "HOOK: the text to bring back" } });
    const texts = (await db().prepare("SELECT text, reason FROM draft_revisions WHERE draft_id = ?1 ORDER BY id").bind(draft.id).all()).results;
    expect(texts).toEqual([
      { text: "HOOK: the text to bring back", reason: "save" },
      { text: "HOOK: what replaced it", reason: "restore" },
    ]);
    // The phone's page was opened at version 2: its restore is refused, nothing changes.
    const late = await send(draftRestorePath(draft.id, must(kept)), restoreForm(2));
    expect(late.response.status).toBe(409);
    expect(late.text).toContain("nothing was restored");
    expect((await call(`/internal/drafts/${draft.id}`, { headers: { Accept: "application/json" } })).answer).toMatchObject({ draft: { version: 3 } });
  });

  it("brings a deleted draft back from its history", async () => {
    const laptop = address();
    const draft = await createDraft(laptop, { text: "HOOK: deleted by mistake" });
    expectStatus(await send(`/internal/drafts/${draft.id}`, { method: "DELETE", headers: sameOrigin })).toBe(204);
    const history = await page(draftHistoryPath(draft.id));
    expectStatus(history).toBe(200);
    expect(history.text).toContain("This draft was deleted");
    const [kept] = await revisionIds(draft.id);
    expectStatus(await send(draftRestorePath(draft.id, must(kept)), restoreForm(0))).toBe(303);
    expect((await call(`/internal/drafts/${draft.id}`, { headers: { Accept: "application/json" } })).answer).toMatchObject({
      draft: { text: "HOOK: deleted by mistake" },
    });
  });

  it("pages a history of 1,000 saves, each page quick and at most 50 texts", async () => {
    const laptop = address();
    const draft = await createDraft(laptop, { text: "start" });
    const now = Date.now();
    for (let batch = 0; batch < 10; batch++)
      await db().batch(
        Array.from({ length: 100 }, (_, n) =>
          db()
            .prepare(
              "INSERT INTO draft_revisions (draft_id, version, text, style, source, reason, words_changed, created_at) VALUES (?1, 1, ?2, 'editorial', 'create', 'save', 1, ?3)",
            )
            .bind(draft.id, `text ${batch * 100 + n}`, new Date(now - (1000 - batch * 100 - n) * 60_000).toISOString()),
        ),
      );
    const started = performance.now();
    const first = await page(draftHistoryPath(draft.id));
    const took = performance.now() - started;
    const links = (html: string) => html.match(/data-revision="/g)?.length ?? 0;
    expect(links(first.text)).toBe(HISTORY_PAGE_SIZE);
    expect(took).toBeLessThan(1000);
    const older = /href="([^"]+\?before=\d+)"/.exec(first.text)?.[1]?.replaceAll("&amp;", "&");
    expect(older).toBeDefined();
    const second = await page(must(older));
    expect(links(second.text)).toBe(HISTORY_PAGE_SIZE);
    expect(second.text).toContain(`${draftHistoryPath(draft.id)}"`);
  });

  it("needs the sign-in for the histories, the revisions and the restores", async () => {
    const laptop = address();
    const draft = await createDraft(laptop, { text: "locked" });
    const locked = publishingClient({ ...(testEnv as Env), PREVIEW_PASSWORD: "a-long-owner-password" } as Env);
    for (const path of [draftHistoryPath(draft.id), draftRevisionPath(draft.id, 1), issueHistoryPath("anything"), issueVersionPath("anything", 1)])
      expect((await locked(path)).response.status, path).toBe(401);
    expect((await locked(draftRestorePath(draft.id, 1), restoreForm(1))).response.status).toBe(401);
    expect(
      (
        await send(draftRestorePath(draft.id, 1), {
          ...restoreForm(1),
          headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
        })
      ).response.status,
    ).toBe(403);
  });
});

describe("an issue's history", () => {
  it("lists every published version and its draft's earlier texts; a version opens read-only and restores into the issue's draft", async () => {
    const laptop = address();
    const fields = validIssue({ title: `History issue ${Date.now()}`, draft: draftText("first published hook") });
    expectStatus(await send(ISSUES_PATH, jsonPost(fields))).toBe(201);
    expectStatus(await send(`${ISSUES_PATH}/${fields.slug}`, jsonPost({ ...fields, draft: draftText("second published hook") }))).toBe(200);
    const opened = await call("/internal/drafts", jsonRequest("POST", { text: draftText("second published hook"), issue: fields.slug }, laptop));
    const draftId = opened.answer.success ? opened.answer.draft.id : "";
    expectStatus(await save(draftId, body(draftText("edits not published"), 1), laptop)).toBe(200);

    const { response, text } = await page(issueHistoryPath(must(fields.slug)), laptop);
    expectStatus({ response, text }).toBe(200);
    ownerPageHeaders(response);
    expect(text).toContain(issueVersionPath(must(fields.slug), 1));
    expect(text).toContain(issueVersionPath(must(fields.slug), 2));
    expect(text).toContain("(on the site now)");
    expect(text).toContain("The published text, opened with “Edit”, replaced by a save");

    const first = await page(issueVersionPath(must(fields.slug), 1));
    expectStatus(first).toBe(200);
    expect(first.text).toContain("first published hook");
    expect((await page(issueVersionPath(must(fields.slug), 3))).response.status).toBe(404);
    const restored = await send(`${issueVersionPath(must(fields.slug), 1)}/restore`, restoreForm(2));
    expectStatus(restored).toBe(303);
    expect(restored.response.headers.get("Location")).toBe(`/newsletter-preview?draft=${draftId}`);
    expect((await call(`/internal/drafts/${draftId}`, { headers: { Accept: "application/json" } })).answer).toMatchObject({
      draft: { text: draftText("first published hook") },
    });
    // The edits it replaced are kept.
    expect(
      await db()
        .prepare("SELECT COUNT(*) AS n FROM draft_revisions WHERE draft_id = ?1 AND text = ?2")
        .bind(draftId, draftText("edits not published"))
        .first("n"),
    ).toBe(1);
    // The list links the history.
    expect((await send(ISSUES_PATH)).text).toContain(issueHistoryPath(must(fields.slug)));
  });
});
