import { env as testEnv } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STARTER_DRAFT } from "../../../src/newsletter/starter";
import { issuePath } from "../../../src/newsletter/paths";
import { ISSUES_PATH, PUBLISH_MAX_BODY_BYTES } from "../../../src/publishing/contract";
import { DRAFTS_PATH, draftPath, draftPreviewPath, issuePreviewPath, SAVES_PARAM, UNSAVED_PREVIEW_PATH } from "../../../src/publishing/drafts";
import type { Env } from "../../../worker/config";
import { countingEnv, noOperations } from "../../support/counting-env";
import { daysFromToday, draftText, formPost, jsonPost, publishingClient, sameOrigin, validIssue } from "../publishing/publish-harness";
import { call, createDraft, db, deviceCookie, freshAddress, jsonRequest, save, send } from "./draft-client";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

describe("drafts on the server", () => {
  it("a new draft starts from the format's starter lines, bound to no issue, and reads back from any browser (JSON, no-store)", async () => {
    const address = freshAddress();
    const draft = await createDraft(address);
    expect(draft).toMatchObject({ version: 1, text: STARTER_DRAFT, style: "editorial", issue: null, title: null });
    const read = await call(draftPath(draft.id), { headers: { Accept: "application/json" } });
    expectStatus(read).toBe(200);
    expect(read.headers.get("Cache-Control")).toContain("no-store");
    expect(read.answer).toEqual({ success: true, draft: { ...draft, landed: null } });
  });

  it("a save names the version it started from; a stale save is 409 with the newer text, and changes nothing", async () => {
    const address = freshAddress();
    const draft = await createDraft(address, { text: "HOOK: first", style: "minimal" });
    const laptop = await save(draft.id, { text: "HOOK: from the laptop", style: "minimal", base_version: 1 }, address);
    expectStatus(laptop).toBe(200);
    expect(laptop.answer).toMatchObject({ success: true, draft: { version: 2, text: "HOOK: from the laptop", style: "minimal" } });

    // The phone still holds version 1: its save is refused with the laptop's text.
    const phone = await save(draft.id, { text: "HOOK: from the phone", style: "minimal", base_version: 1 }, address);
    expect(phone.status).toBe(409);
    expect(phone.answer).toMatchObject({ success: false, code: "DRAFT_CHANGED", draft: { version: 2, text: "HOOK: from the laptop" } });
    const row = await db().prepare("SELECT version, text FROM newsletter_drafts WHERE id = ?1").bind(draft.id).first();
    expect(row).toEqual({ version: 2, text: "HOOK: from the laptop" });

    // The same text sent again (its answer was lost) is no conflict.
    const retry = await save(draft.id, { text: "HOOK: from the laptop", style: "minimal", base_version: 1 }, address);
    expectStatus(retry).toBe(200);
    expect(retry.answer).toMatchObject({ draft: { version: 2 } });
  });

  it("a save's key names the version it produced, so a browser whose answer was lost (a closing save) recognises its words after another device saved", async () => {
    const phone = freshAddress();
    const laptop = freshAddress();
    const draft = await createDraft(phone, { text: "HOOK: start" });
    const closing = crypto.randomUUID();
    const lost = crypto.randomUUID();
    expectStatus(await save(draft.id, { text: "HOOK: the phone's words", style: "editorial", base_version: 1, save_key: closing }, phone)).toBe(200);
    expectStatus(await save(draft.id, { text: "HOOK: the phone's words, and a laptop line", style: "editorial", base_version: 2 }, laptop)).toBe(200);
    const read = (keys: string) =>
      call(`${draftPath(draft.id)}?${SAVES_PARAM}=${keys}`, { headers: { Accept: "application/json", Cookie: deviceCookie(phone) } });
    // The phone names its unanswered keys: the closing one landed as version 2; one never sent is not known.
    expect((await read(`${lost},${closing}`)).answer).toMatchObject({ draft: { version: 3, landed: { key: closing, version: 2 } } });
    expect((await read(lost)).answer).toMatchObject({ draft: { landed: null } });
    // A key of another form is ignored.
    expect((await read("not-a-key")).answer).toMatchObject({ draft: { landed: null } });
  });

  it("a closing save sent while the browser's last save was in flight lands over the version that save made, and only over it", async () => {
    const phone = freshAddress();
    const laptop = freshAddress();
    const draft = await createDraft(phone, { text: "HOOK: start" });
    const inFlight = crypto.randomUUID();
    const never = crypto.randomUUID();
    // The save in flight as the tab closes lands (version 2); the closing one, sent from version 1 after it, carries the last words on.
    expectStatus(await save(draft.id, { text: "HOOK: typed", style: "editorial", base_version: 1, save_key: inFlight }, phone)).toBe(200);
    const closing = await save(
      draft.id,
      { text: "HOOK: typed, and the last words", style: "editorial", base_version: 1, save_key: crypto.randomUUID(), after_saves: `${never},${inFlight}` },
      phone,
    );
    expectStatus(closing).toBe(200);
    expect(closing.answer).toMatchObject({ draft: { version: 3, text: "HOOK: typed, and the last words" } });
    // Another device's save since: a closing save naming the same earlier save is a conflict, nothing changed.
    expectStatus(await save(draft.id, { text: "HOOK: the laptop's", style: "editorial", base_version: 3 }, laptop)).toBe(200);
    const late = await save(draft.id, { text: "HOOK: stale", style: "editorial", base_version: 1, after_saves: inFlight }, phone);
    expect(late.status).toBe(409);
    // A key that never landed is no base either.
    expect((await save(draft.id, { text: "HOOK: stale", style: "editorial", base_version: 1, after_saves: never }, phone)).status).toBe(409);
    expect(await db().prepare("SELECT text FROM newsletter_drafts WHERE id = ?1").bind(draft.id).first("text")).toBe("HOOK: the laptop's");
  });

  it("a save sent again after a lost answer is no conflict only when its title, subject and preview text match too", async () => {
    const address = freshAddress();
    const draft = await createDraft(address, { text: "HOOK: same" });
    expectStatus(await save(draft.id, { text: "HOOK: same words", style: "editorial", base_version: 1 }, address)).toBe(200);
    const again = await save(draft.id, { text: "HOOK: same words", style: "editorial", title: "A headline typed since", base_version: 1 }, address);
    expect(again.status).toBe(409);
    expect(await db().prepare("SELECT title FROM newsletter_drafts WHERE id = ?1").bind(draft.id).first("title")).toBeNull();
  });

  it("an older copy never replaces a newer one, even from the base version it once had", async () => {
    const address = freshAddress();
    const draft = await createDraft(address, { text: "v1" });
    for (let version = 1; version <= 3; version++)
      expectStatus(await save(draft.id, { text: `v${version + 1}`, style: "editorial", base_version: version }, address)).toBe(200);
    for (const base of [1, 2, 3]) expect((await save(draft.id, { text: "old", style: "editorial", base_version: base }, address)).status).toBe(409);
    // A version from the future is no better.
    expect((await save(draft.id, { text: "future", style: "editorial", base_version: 99 }, address)).status).toBe(409);
    expect(await db().prepare("SELECT text FROM newsletter_drafts WHERE id = ?1").bind(draft.id).first("text")).toBe("v4");
  });

  it("refuses a draft over 256 KB with 413 and a clear error, keeping the saved copy", async () => {
    const address = freshAddress();
    const draft = await createDraft(address, { text: "kept" });
    const huge = "x".repeat(PUBLISH_MAX_BODY_BYTES + 1);
    const refused = await save(draft.id, { text: huge, style: "editorial", base_version: 1 }, address);
    expect(refused.status).toBe(413);
    expect(refused.answer).toMatchObject({ success: false, code: "BODY_TOO_LARGE" });
    expect(refused.answer.success ? "" : refused.answer.error).toMatch(/256 KB/);
    expect((await call(DRAFTS_PATH, jsonRequest("POST", { text: huge }, address))).status).toBe(413);
    expect(await db().prepare("SELECT text FROM newsletter_drafts WHERE id = ?1").bind(draft.id).first("text")).toBe("kept");
  });

  it("limits saves per client (60 a minute): the 61st is 429 with Retry-After, another client still saves", async () => {
    const address = freshAddress();
    const draft = await createDraft(address);
    const statuses: number[] = [];
    for (let version = 1; version <= 60; version++)
      statuses.push((await save(draft.id, { text: `t${version}`, style: "editorial", base_version: version }, address)).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const limited = await save(draft.id, { text: "more", style: "editorial", base_version: 99 }, address);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect((await createDraft(freshAddress())).version).toBe(1);
  });

  it("needs the sign-in for every draft path and the site's origin for every change", async () => {
    const address = freshAddress();
    const draft = await createDraft(address);
    const locked = publishingClient({ ...(testEnv as Env), PREVIEW_PASSWORD: "a-long-owner-password" } as Env);
    for (const [path, init] of [
      [DRAFTS_PATH, {}],
      [draftPath(draft.id), {}],
      [draftPreviewPath(draft.id), {}],
      [draftPath(draft.id), jsonRequest("PUT", { text: "x", style: "editorial", base_version: 1 }, address)],
      [DRAFTS_PATH, jsonRequest("POST", {}, address)],
    ] as const) {
      expect((await locked(path, init)).response.status, path).toBe(401);
    }
    // What a page elsewhere can send (a form, or text/plain: JSON needs a CORS preflight the site never allows) is refused.
    const crossSite = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    const save = JSON.stringify({ text: "x", style: "editorial", base_version: 1 });
    expect((await send(draftPath(draft.id), { method: "POST", headers: { ...crossSite, "Content-Type": "text/plain" }, body: save })).response.status).toBe(
      403,
    );
    expect((await send(DRAFTS_PATH, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "" })).response.status).toBe(403);
    const preflight = await send(draftPath(draft.id), {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "PUT" },
    });
    expect(preflight.response.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(await db().prepare("SELECT version FROM newsletter_drafts WHERE id = ?1").bind(draft.id).first("version")).toBe(1);
  });

  it("“New issue” posted as a form creates a draft and opens it in the previewer", async () => {
    const { response, text } = await send(DRAFTS_PATH, {
      method: "POST",
      headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
      body: "",
    });
    expectStatus({ response, text }).toBe(303);
    const id = /\?draft=([0-9a-f-]{36})$/.exec(response.headers.get("Location") ?? "")?.[1];
    expect(id).toBeDefined();
    expect(await db().prepare("SELECT text FROM newsletter_drafts WHERE id = ?1").bind(id).first("text")).toBe(STARTER_DRAFT);
  });

  it("/internal/issues lists drafts by their first words and last edit in words; a published draft leaves the list and reads as its issue", async () => {
    const address = freshAddress();
    const hook = `Lighting on a budget ${Date.now().toString(36)}`;
    const draft = await createDraft(address, { text: draftText(hook) });
    await db()
      .prepare("UPDATE newsletter_drafts SET updated_at = ?2 WHERE id = ?1")
      .bind(draft.id, new Date(Date.now() - 5 * 60_000).toISOString())
      .run();
    const titled = await createDraft(address, { text: "HOOK: anything", title: `A titled draft ${Date.now()}` });

    let page = (await send(ISSUES_PATH)).text;
    const item = (id: string) => new RegExp(`data-draft="${id}"[\\s\\S]*?</li>`).exec(page)?.[0] ?? "";
    expect(item(draft.id)).toContain(hook.split(" ").slice(0, 8).join(" "));
    expect(item(draft.id)).toContain("Edited 5 minutes ago");
    expect(item(draft.id)).toContain(`/newsletter-preview?draft=${draft.id}`);
    expect(item(titled.id)).toContain(must(titled.title));
    expect(item(titled.id)).toContain("Edited just now");
    expect(page).toContain(`<form action="${DRAFTS_PATH}" method="post">`);

    // Published: the draft is bound to its issue, leaves the list and says which issue it is.
    const fields = validIssue({ draft: draftText(hook), style: "minimal" });
    expectStatus(await send(ISSUES_PATH, jsonPost(fields))).toBe(201);
    const bound = await save(draft.id, { text: draftText(hook), style: "minimal", base_version: 1, issue: fields.slug }, address);
    expect(bound.answer).toMatchObject({ success: true, draft: { issue: { slug: fields.slug, title: fields.title, style: "minimal" } } });
    page = (await send(ISSUES_PATH)).text;
    expect(page).not.toContain(`data-draft="${draft.id}"`);
    expect(page).toContain(`data-draft="${titled.id}"`);
  });

  it("an issue opened for an edit takes up its one draft again, and never replaces its edits not published with the published text", async () => {
    const address = freshAddress();
    const slug = `edit-${Date.now().toString(36)}`;
    const first = await createDraft(address, { text: "first opening", style: "minimal", issue: slug });
    const edited = await save(first.id, { text: "first opening, edited and not published", style: "minimal", base_version: 1 }, address);
    expectStatus(edited).toBe(200);
    // "Edit" on the list again sends the published text: the draft's edits are opened, and said to be.
    const opened = await call(DRAFTS_PATH, jsonRequest("POST", { text: "first opening", style: "minimal", issue: slug }, address));
    expectStatus(opened).toBe(201);
    const { answer } = opened;
    expect(answer).toMatchObject({
      success: true,
      unpublishedEdits: true,
      draft: { id: first.id, version: 2, text: "first opening, edited and not published" },
    });
    expect(await db().prepare("SELECT text FROM newsletter_drafts WHERE id = ?1").bind(first.id).first("text")).toBe("first opening, edited and not published");
  });

  it("costs a few D1 rows per save, revisions included (D1's own counts)", async () => {
    const address = freshAddress();
    const draft = await createDraft(address);
    const measure = async (body: object) => {
      const counts = noOperations();
      const counted = publishingClient(countingEnv(testEnv as Env, counts));
      expectStatus(await save(draft.id, body, address, counted)).toBe(200);
      return counts;
    };
    // The first save of a device keeps the text it replaces; its typing after that is coalesced.
    const kept = await measure({ text: "HOOK: counted", style: "editorial", base_version: 1 });
    const coalesced = await measure({ text: "HOOK: counted again", style: "editorial", base_version: 2 });
    console.info(
      `[drafts] a save keeping a revision: ${kept.d1RowsRead} D1 rows read, ${kept.d1RowsWritten} written; a coalesced save: ${coalesced.d1RowsRead} read, ${coalesced.d1RowsWritten} written; ${kept.rateLimitChecks} rate-limit check(s), ${kept.doRequests} DO requests`,
    );
    expect(kept.d1RowsWritten).toBeLessThanOrEqual(4);
    expect(kept.d1RowsRead).toBeLessThanOrEqual(8);
    expect(coalesced.d1RowsWritten).toBeLessThanOrEqual(2);
    expect(coalesced.d1RowsRead).toBeLessThanOrEqual(4);
    expect(kept.doRequests).toBe(0);
  });
});

describe("previews before an issue goes live", () => {
  const previewHeaders = (headers: Headers) => {
    expect(headers.get("Cache-Control")).toContain("no-store");
    expect(headers.get("X-Robots-Tag")).toContain("noindex");
    // The public page's strict policy, not the previewer's inline styles.
    expect(headers.get("Content-Security-Policy")).not.toContain("'unsafe-inline'");
  };

  it("shows a scheduled issue's page, as it will look, while its address is still a 404", async () => {
    const fields = validIssue({ title: `Scheduled ${Date.now()}`, date: daysFromToday(3) });
    expectStatus(await send(ISSUES_PATH, formPost(fields))).toBe(303);
    expect((await send(issuePath(must(fields.slug)))).response.status).toBe(404);
    const { response, text } = await send(issuePreviewPath(must(fields.slug)));
    expectStatus({ response, text }).toBe(200);
    previewHeaders(response.headers);
    expect(text).toContain(fields.title);
    expect(text).toContain("Write the title before you film.");
    expect(text).toMatch(/<meta name="robots" content="noindex/);
  });

  it("shows an unpublished issue's page and a live one's exactly as its address does", async () => {
    const fields = validIssue({ title: `Live then gone ${Date.now()}`, date: daysFromToday(0) });
    await send(ISSUES_PATH, formPost(fields));
    const live = await send(issuePath(must(fields.slug)));
    const preview = await send(issuePreviewPath(must(fields.slug)));
    // The same page component: the article is the same markup.
    const article = (html: string) => /<article[\s\S]*<\/article>/.exec(html)?.[0];
    expect(article(preview.text)).toBeDefined();
    expect(article(preview.text)).toBe(article(live.text));
    await send(`${issuePath(must(fields.slug)).replace("/newsletter/issues", ISSUES_PATH)}/unpublish`, {
      method: "POST",
      headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
      body: "confirm=yes",
    });
    expect((await send(issuePath(must(fields.slug)))).response.status).toBe(410);
    const gone = await send(issuePreviewPath(must(fields.slug)));
    expectStatus(gone).toBe(200);
    expect(gone.text).toContain(fields.title);
  });

  it("shows a saved draft's page and the Publish form's unsaved draft, behind the sign-in", async () => {
    const address = freshAddress();
    const hook = `A hook for the preview ${Date.now()}`;
    const draft = await createDraft(address, { text: draftText(hook), style: "minimal" });
    const saved = await send(draftPreviewPath(draft.id));
    expectStatus(saved).toBe(200);
    previewHeaders(saved.response.headers);
    expect(saved.text).toContain(hook);

    const body = new URLSearchParams({
      title: "Unsaved title",
      slug: "unsaved-title",
      date: daysFromToday(2),
      style: "bold",
      draft: draftText("Typed, not saved yet"),
    });
    const unsaved = await send(UNSAVED_PREVIEW_PATH, {
      method: "POST",
      headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    expectStatus(unsaved).toBe(200);
    previewHeaders(unsaved.response.headers);
    expect(unsaved.text).toContain("Unsaved title");
    expect(unsaved.text).toContain("Typed, not saved yet");
    // It says it is a preview, and of the editor's text as sent.
    expect(unsaved.text).toMatch(
      /<main[^>]*><p role="note" class="[^"]+" data-preview-note=""><strong>Preview, seen only by you:<\/strong> the page exactly as the text in the editor makes it/,
    );
    expect(saved.text).toContain("the page the draft makes as saved on the site");

    const locked = publishingClient({ ...(testEnv as Env), PREVIEW_PASSWORD: "a-long-owner-password" } as Env);
    expect((await locked(issuePreviewPath("anything"))).response.status).toBe(401);
    expect(
      (
        await locked(UNSAVED_PREVIEW_PATH, {
          method: "POST",
          headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
          body: body.toString(),
        })
      ).response.status,
    ).toBe(401);
    expect(
      (
        await send(UNSAVED_PREVIEW_PATH, {
          method: "POST",
          headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
          body: body.toString(),
        })
      ).response.status,
    ).toBe(403);
  });
});
