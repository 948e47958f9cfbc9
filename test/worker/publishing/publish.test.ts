import { env as testEnv } from "cloudflare:test";
import { parseAtomFeed } from "feedsmith";
import { describe, expect, it } from "vitest";
import { issues } from "../../../src/newsletter/archive";
import { ARCHIVE_PATH, FEED_PATH, issuePath } from "../../../src/newsletter/paths";
import { ISSUES_PATH, PUBLISH_MAX_BODY_BYTES, type PublishAnswer } from "../../../src/publishing/contract";
import { checkSize } from "../../../src/presend-checks/email-checks";
import type { Env } from "../../../worker/config";
import { issueEmail } from "../../../worker/publishing/checks";
import {
  daysFromToday,
  draftText,
  formPost,
  freshSlug,
  issueRow,
  jsonPost,
  publishingClient,
  purges,
  sameOrigin,
  validIssue,
  type IssueFields,
} from "./publish-harness";
import { DRAFTS_PATH, type ServerDraft } from "../../../src/publishing/drafts";
import { publishFieldMessages } from "../../../src/content/publish-form";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

const send = publishingClient();
const newestRepositoryIssue = must(issues[0]);

async function publishJson(fields: object) {
  const { response, text } = await send(ISSUES_PATH, jsonPost(fields));
  return { status: response.status, text, answer: JSON.parse(text) as PublishAnswer };
}

const codesOf = (answer: PublishAnswer) => (answer.success ? [] : answer.problems.map((problem) => problem.code));

describe("publishing an issue from the previewer", () => {
  it("a form post answers 303 to the issue's page, which is live at once with the archive, the feed, the sitemap and the previous issue's newer link", async () => {
    // Warm every cache first: the page cache must not hide the publish.
    for (const path of [ARCHIVE_PATH, FEED_PATH, "/sitemap.xml", issuePath(newestRepositoryIssue.slug)]) await send(path);
    const fields = validIssue({ title: "Thumbnails that <b>win</b> & titles", date: daysFromToday(0) });
    purges.length = 0;
    const { response, text } = await send(ISSUES_PATH, formPost(fields));
    expectStatus({ response, text }).toBe(303);
    expect(response.headers.get("Location")).toBe(issuePath(must(fields.slug)));
    expect(purges).toEqual([{ tags: ["issues"] }]);

    const page = await send(issuePath(must(fields.slug)));
    expectStatus(page).toBe(200);
    // Markup in the title is text everywhere.
    expect(page.text).toContain("Thumbnails that &lt;b&gt;win&lt;/b&gt; &amp; titles");
    expect(page.text).not.toContain("<b>win</b>");
    expect(page.text).toContain(`<meta property="og:image" content="https://www.example.com/images/issues/${fields.slug}.png"/>`);

    const archive = await send(ARCHIVE_PATH);
    const links = [...archive.text.matchAll(/href="(\/newsletter\/issues\/[^"]+)"/g)].map((m) => m[1]);
    expect(links[0]).toBe(issuePath(must(fields.slug)));
    expect(archive.text).toContain("Thumbnails that &lt;b&gt;win&lt;/b&gt; &amp; titles");

    const feed = await send(FEED_PATH);
    const parsed = parseAtomFeed(feed.text);
    expect(parsed.entries?.[0]?.title?.value).toBe("Thumbnails that <b>win</b> & titles");
    expect(parsed.entries?.[0]?.id).toBe(`https://www.example.com${issuePath(must(fields.slug))}`);

    const sitemap = await send("/sitemap.xml");
    expect(sitemap.text).toContain(`<loc>https://www.example.com${issuePath(must(fields.slug))}</loc>`);

    const older = await send(issuePath(newestRepositoryIssue.slug));
    expect(older.text).toContain(`href="${issuePath(must(fields.slug))}" rel="next"`);
  });

  it("a JSON post answers 201 with the issue, its state and its Kit draft's", async () => {
    const fields = validIssue();
    const published = await publishJson(fields);
    expectStatus(published).toBe(201);
    const { answer } = published;
    expect(answer).toMatchObject({
      success: true,
      issue: { slug: fields.slug, title: fields.title, style: "editorial", state: "live", url: issuePath(must(fields.slug)), date: daysFromToday(0) },
    });
    expect(answer.success && answer.issue.kit.state).toBe("not-set-up");
  });

  it("refuses every bad field at once with 422, each problem naming its field, and stores nothing", async () => {
    const slug = "Bad Slug/with.dots";
    const { status, answer } = await publishJson({ title: "", slug, date: "2025-02-30", style: "comic-sans", draft: "   " });
    expect(status).toBe(422);
    expect(answer.success).toBe(false);
    expect(codesOf(answer).sort()).toEqual(["DATE_INVALID", "DRAFT_EMPTY", "SLUG_INVALID", "STYLE_UNKNOWN", "TITLE_MISSING"]);
    if (!answer.success) for (const problem of answer.problems) expect(problem.message.length).toBeGreaterThan(10);
  });

  it("a post meant to pass that is refused fails with the refusal's message (as a form) and its field (as JSON)", async () => {
    const missing = "title" satisfies keyof IssueFields;
    const form = await send(ISSUES_PATH, formPost(validIssue({ [missing]: "" })));
    // The no-script answer is a page listing the problems (no field is marked on it): its message is printed.
    expect(() => expectStatus(form).toBe(303)).toThrow(publishFieldMessages.TITLE_MISSING);
    const json = await send(ISSUES_PATH, jsonPost(validIssue({ [missing]: "" })));
    expect(() => expectStatus(json).toBe(201)).toThrow(`${missing}: TITLE_MISSING ${publishFieldMessages.TITLE_MISSING}`);
  });

  it.each([
    ["a 300-character title", { title: "x".repeat(300) }, "TITLE_TOO_LONG"],
    ["a slug with capitals", { slug: "Big-Issue" }, "SLUG_INVALID"],
    ["a slug with spaces", { slug: "big issue" }, "SLUG_INVALID"],
    ["a slug with a slash", { slug: "big/issue" }, "SLUG_INVALID"],
    ["a slug with dots", { slug: "big.issue" }, "SLUG_INVALID"],
    ["a date that is not a date", { date: "next tuesday" }, "DATE_INVALID"],
    ["an unknown style", { style: "neon" }, "STYLE_UNKNOWN"],
    ["an empty draft", { draft: "" }, "DRAFT_EMPTY"],
    ["a link that is not https", { draft: `${draftText()}\nRead <a href="http://insecure.example">this</a>.\n` }, "LINK_NOT_HTTPS"],
  ])("refuses %s with 422 and stores nothing", async (_name, overrides, code) => {
    const fields = validIssue(overrides);
    const { status, answer } = await publishJson(fields);
    expect(status).toBe(422);
    expect(codesOf(answer)).toContain(code);
    if (typeof fields.slug === "string" && /^[a-z0-9-]+$/.test(fields.slug)) expect(await issueRow(fields.slug)).toBeNull();
  });

  it("warnings stop it until the owner accepts them", async () => {
    // An email near Gmail's clipping limit: a warning, not an error.
    const longDraft = (parts: number) =>
      `${draftText()}\n${Array.from({ length: parts }, (_, i) => `# Part ${i}\n\n${"Long words about growing a channel. ".repeat(8)}`).join("\n\n")}\n`;
    let parts = 10;
    while (checkSize(issueEmail({ draft: longDraft(parts), style: "editorial", slug: "x" }, "https://www.example.com").html).status === "ok") parts += 5;
    const fields = validIssue({ draft: longDraft(parts) });
    const first = await publishJson(fields);
    expect(first.status).toBe(422);
    expect(first.answer.success === false && first.answer.problems.map((problem) => problem.level)).toEqual(["warning", "warning"]);
    expect(codesOf(first.answer)).toContain("EMAIL_NEAR_LIMIT");
    expect(await issueRow(must(fields.slug))).toBeNull();
    const accepted = await publishJson({ ...fields, accept_warnings: "1" });
    expectStatus(accepted).toBe(201);
  });

  it("a slug taken by another issue, published or in the repository, is 409 and changes nothing", async () => {
    const fields = validIssue();
    expectStatus(await publishJson(fields)).toBe(201);
    const before = await issueRow(must(fields.slug));
    const again = await publishJson({ ...fields, title: "Another title" });
    expect(again.status).toBe(409);
    expect(codesOf(again.answer)).toEqual(["SLUG_TAKEN"]);
    expect(await issueRow(must(fields.slug))).toEqual(before);
    const repository = await publishJson(validIssue({ slug: newestRepositoryIssue.slug }));
    expect(repository.status).toBe(409);
  });

  it("a second click on Publish while the first is in flight makes one issue, and both answer as published", async () => {
    const fields = validIssue();
    const [first, second] = await Promise.all([publishJson(fields), publishJson(fields)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const { results } = await (testEnv as Env).DB.prepare("SELECT slug FROM newsletter_issues WHERE slug = ?1").bind(fields.slug).all();
    expect(results).toHaveLength(1);
  });

  it("a body over the limit is 413, read or announced", async () => {
    const fields = validIssue({ draft: `${draftText()}${"a".repeat(PUBLISH_MAX_BODY_BYTES)}` });
    const { response, text } = await send(ISSUES_PATH, jsonPost(fields));
    expect(response.status).toBe(413);
    expect((JSON.parse(text) as PublishAnswer).success).toBe(false);
    expect(await issueRow(must(fields.slug))).toBeNull();
  });

  it("a body that is neither a form nor a JSON object is 422", async () => {
    expect((await publishJson(["not", "an", "object"])).status).toBe(422);
    const { response } = await send(ISSUES_PATH, {
      method: "POST",
      headers: { ...sameOrigin, "Content-Type": "text/plain", Accept: "application/json" },
      body: "title=x",
    });
    expect(response.status).toBe(422);
  });

  it("refuses a cross-site post, and one with no proof of origin", async () => {
    const fields = validIssue();
    // A page elsewhere can send a form or text/plain (JSON needs a CORS preflight, which the site never allows).
    const refused: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }, {}];
    for (const headers of refused) {
      for (const [type, body] of [
        ["application/x-www-form-urlencoded", new URLSearchParams(fields as Record<string, string>).toString()],
        ["text/plain", JSON.stringify(fields)],
      ] as const) {
        const { response } = await send(ISSUES_PATH, { method: "POST", headers: { ...headers, "Content-Type": type, Accept: "application/json" }, body });
        expect(response.status, `${type} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    expect(await issueRow(must(fields.slug))).toBeNull();
  });

  it("is behind the internal pages' sign-in", async () => {
    const locked = publishingClient({ ...(testEnv as Env), PREVIEW_PASSWORD: "a-long-owner-password" } as Env);
    const fields = validIssue();
    expect((await locked(ISSUES_PATH, jsonPost(fields))).response.status).toBe(401);
    const authorised = jsonPost(fields);
    authorised.headers = { ...(authorised.headers as Record<string, string>), Authorization: `Basic ${btoa("owner:a-long-owner-password")}` };
    expectStatus(await locked(ISSUES_PATH, authorised)).toBe(201);
  });

  it("with D1 unavailable: 503, a clear error, nothing published", async () => {
    const lost = () => Promise.reject(new Error("D1_ERROR: Network connection lost."));
    const statement = { bind: () => statement, first: lost, all: lost, run: lost, raw: lost };
    const failing = { prepare: () => statement, batch: lost, exec: lost } as unknown as D1Database;
    const down = publishingClient({ ...(testEnv as Env), DB: failing } as Env);
    const fields = validIssue();
    const { response, text } = await down(ISSUES_PATH, jsonPost(fields));
    expect(response.status).toBe(503);
    expect(codesOf(JSON.parse(text) as PublishAnswer)).toEqual(["STORAGE_UNAVAILABLE"]);
    expect(await issueRow(must(fields.slug))).toBeNull();
    // The site itself still answers, with the repository's issues.
    expectStatus(await down(ARCHIVE_PATH)).toBe(200);
  });
});

describe("scheduling, editing and unpublishing", () => {
  it("a later date schedules it: a 404 and out of the archive, feed and sitemap until its day; the edge keeps those pages no longer", async () => {
    const fields = validIssue({ date: daysFromToday(2) });
    const published = await publishJson(fields);
    expectStatus(published).toBe(201);
    const { answer } = published;
    expect(answer.success && answer.issue.state).toBe("scheduled");
    expect((await send(issuePath(must(fields.slug)))).response.status).toBe(404);
    const archive = await send(ARCHIVE_PATH);
    expect(archive.text).not.toContain(fields.slug);
    expect((await send(FEED_PATH)).text).not.toContain(fields.slug);
    expect((await send("/sitemap.xml")).text).not.toContain(fields.slug);
    const edge = must(archive.response.headers.get("Cloudflare-CDN-Cache-Control"));
    const seconds = Number(must(/max-age=(\d+)/.exec(edge))[1]) + Number(/stale-while-revalidate=(\d+)/.exec(edge)?.[1] ?? 0);
    expect(seconds).toBeLessThanOrEqual(2 * 86_400);
  });

  it("an edit replaces the page at once, keeps the earlier version, and cannot change the slug", async () => {
    const fields = validIssue();
    expectStatus(await publishJson(fields)).toBe(201);
    await send(issuePath(must(fields.slug)));
    const edited = await send(`${ISSUES_PATH}/${fields.slug}`, formPost({ ...fields, title: "A better title" }));
    expectStatus(edited).toBe(303);
    expect((await send(issuePath(must(fields.slug)))).text).toContain("A better title");
    const { results } = await testEnv.DB.prepare("SELECT title FROM newsletter_issue_versions WHERE slug = ?1").bind(fields.slug).all();
    expect(results).toEqual([{ title: fields.title }]);
    const moved = await send(`${ISSUES_PATH}/${fields.slug}`, jsonPost({ ...fields, slug: "another-address" }));
    expect(moved.response.status).toBe(422);
    expect(codesOf(JSON.parse(moved.text) as PublishAnswer)).toContain("SLUG_LOCKED");
    expect((await send(`${ISSUES_PATH}/never-published`, jsonPost(fields))).response.status).toBe(404);
  });

  it("two devices pressing Update: the one from an older base_version is 409 (JSON) or the question with both texts (HTML), nothing changed, its text kept", async () => {
    const fields = validIssue();
    const first = await publishJson(fields);
    expect(first.answer).toMatchObject({ success: true, issue: { version: 1 } });
    // The issue opened for an edit: its draft knows the version.
    const opened = await send(DRAFTS_PATH, jsonPost({ text: fields.draft, style: fields.style, title: fields.title, issue: fields.slug }));
    const draft = (JSON.parse(opened.text) as { draft: ServerDraft }).draft;
    expect(draft.issue).toMatchObject({ slug: fields.slug, version: 1 });
    const edit = (changes: object, post = jsonPost) => send(`${ISSUES_PATH}/${fields.slug}`, post({ ...fields, ...changes } as IssueFields));

    // The laptop's Update goes through.
    const laptop = { title: "The laptop's title", draft: draftText("The laptop's hook, pressed first."), base_version: "1" };
    const laptopAnswer = JSON.parse((await edit(laptop)).text) as PublishAnswer;
    expect(laptopAnswer).toMatchObject({ success: true, issue: { title: laptop.title, version: 2 } });
    const held = await issueRow(must(fields.slug));

    // The phone's, opened at version 1 too: 409 with the site's text now, nothing changed.
    const phone = { title: "The phone's title", draft: draftText("The phone's hook, pressed second."), base_version: "1" };
    const refused = await edit(phone);
    expect(refused.response.status).toBe(409);
    const answer = JSON.parse(refused.text) as PublishAnswer;
    expect(codesOf(answer)).toEqual(["ISSUE_CHANGED"]);
    expect(answer).toMatchObject({ success: false, changed: { version: 2, title: laptop.title, draft: laptop.draft } });
    expect(await issueRow(must(fields.slug))).toEqual(held);

    // The same without script: the form again, with the question and both texts, nothing changed.
    const page = await edit(phone, formPost as typeof jsonPost);
    expect(page.response.status).toBe(409);
    expect(page.response.headers.get("Content-Type")).toContain("text/html");
    expect(page.text).toContain("Two versions of this issue: which one do you keep?");
    expect(page.text).toContain("The phone&#x27;s hook, pressed second.");
    expect(page.text).toContain("The laptop&#x27;s hook, pressed first.");
    expect(page.text).toMatch(/name="base_version" value="2"/);
    expect(await issueRow(must(fields.slug))).toEqual(held);
    // Both texts are kept: the phone's in the issue's draft's history.
    const kept = await testEnv.DB.prepare("SELECT reason FROM draft_revisions WHERE draft_id = ?1 AND text = ?2").bind(draft.id, phone.draft).all();
    expect(kept.results.length).toBeGreaterThan(0);

    // Chosen on that page ("update with my text", at the site's version): it goes through.
    const chosen = await edit({ ...phone, base_version: "2" }, formPost as typeof jsonPost);
    expectStatus(chosen).toBe(303);
    expect(await issueRow(must(fields.slug))).toMatchObject({ title: phone.title });
    // A script that sends no base_version is not checked.
    expectStatus(await edit({ title: "A script's title" })).toBe(200);
  });

  it("unpublishing answers 410 Gone, leaves the archive, feed and sitemap, and keeps the slug taken", async () => {
    const fields = validIssue();
    expectStatus(await publishJson(fields)).toBe(201);
    expect((await send(ARCHIVE_PATH)).text).toContain(fields.slug);
    purges.length = 0;
    const unpublishing = (body: string) =>
      send(`${ISSUES_PATH}/${fields.slug}/unpublish`, {
        method: "POST",
        headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
    expect((await unpublishing("")).response.status).toBe(422);
    expectStatus(await send(issuePath(must(fields.slug)))).toBe(200);
    const { response, text } = await unpublishing("confirm=yes");
    expectStatus({ response, text }).toBe(303);
    expect(response.headers.get("Location")).toBe(ISSUES_PATH);
    expect(purges).toEqual([{ tags: ["issues"] }]);
    const page = await send(issuePath(must(fields.slug)));
    expect(page.response.status).toBe(410);
    expect(page.response.headers.get("Cache-Control")).toBe("no-store");
    expect((await send(ARCHIVE_PATH)).text).not.toContain(fields.slug);
    expect((await send(FEED_PATH)).text).not.toContain(fields.slug);
    expect((await send("/sitemap.xml")).text).not.toContain(fields.slug);
    expect((await publishJson(fields)).status).toBe(409);
  });

  it("gives any issue back in the repository's file format", async () => {
    const { parseIssueFile } = await import("../../../src/newsletter/issue");
    const fields = validIssue({ title: "A <i>file</i> to keep" });
    expectStatus(await publishJson(fields)).toBe(201);
    const exported = await send(`${ISSUES_PATH}/${fields.slug}.txt`);
    expect(exported.response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(parseIssueFile(exported.text)).toEqual({ slug: fields.slug, title: fields.title, style: fields.style, date: daysFromToday(0), draft: fields.draft });
    const repository = await send(`${ISSUES_PATH}/${newestRepositoryIssue.slug}.txt`);
    expect(parseIssueFile(repository.text)).toEqual(newestRepositoryIssue);
    expect((await send(`${ISSUES_PATH}/${freshSlug("none")}.txt`)).response.status).toBe(404);
  });
});

describe("the owner's issue list", () => {
  it("lists every issue, the repository's too, with its date, state on the web, Kit draft and actions; private and noindex", async () => {
    const live = validIssue({ title: "Live <script>alert(1)</script>" });
    const scheduled = validIssue({ date: daysFromToday(5) });
    const gone = validIssue();
    for (const fields of [live, scheduled, gone]) expectStatus(await publishJson(fields)).toBe(201);
    await send(`${ISSUES_PATH}/${gone.slug}/unpublish`, {
      method: "POST",
      headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
      body: "confirm=yes",
    });
    const { response, text } = await send(ISSUES_PATH);
    expectStatus({ response, text }).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
    const item = (slug: string) => new RegExp(`<li[^>]*data-issue="${slug}"[\\s\\S]*?</li>`).exec(text)?.[0] ?? "";
    expect(item(must(live.slug))).toContain('data-state="live"');
    expect(item(must(live.slug))).toContain("Live &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(item(must(live.slug))).toContain(`href="/newsletter-preview?issue=${live.slug}"`);
    expect(item(must(live.slug))).toContain(`href="/internal/issues/${live.slug}.txt"`);
    expect(item(must(live.slug))).toContain(`action="/internal/issues/${live.slug}/unpublish"`);
    // Development without a Kit key: said plainly, never as a success or a wait.
    expect(item(must(live.slug))).toContain('data-kit="not-set-up"');
    expect(item(must(live.slug))).toContain("Kit is not set up");
    expect(item(must(scheduled.slug))).toContain('data-state="scheduled"');
    expect(item(must(gone.slug))).toContain('data-state="unpublished"');
    expect(item(must(gone.slug))).not.toContain("/unpublish");
    expect(item(newestRepositoryIssue.slug)).toContain('data-state="live"');
    expect(item(newestRepositoryIssue.slug)).not.toContain("/unpublish");
  });
});
