import { env as testEnv } from "cloudflare:test";
import { describe, expect, it, beforeEach } from "vitest";
import { publishProblems as words } from "../../../src/content/publishing";
import { ISSUES_PATH, issuePath, PREVIEW_TEXT_MAX_CHARS, SUBJECT_MAX_CHARS, type PublishAnswer } from "../../../src/publishing/contract";
import { DRAFTS_PATH, type DraftAnswer } from "../../../src/publishing/drafts";
import type { Env } from "../../../worker/config";
import { FakeKit, kitEnv, recordingQueue, routeKitTo } from "../../fakes/signup-harness";
import { broadcastRow, draftText, formPost, issueRow, jsonPost, publishingClient, validIssue, newKitAccount } from "./publish-harness";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

beforeEach(newKitAccount);

/** The email's own subject and preview text (migrations/0021), sent by the Publish form from the draft's fields. */
function setUp() {
  const kit = new FakeKit();
  routeKitTo(kit);
  const env = kitEnv(recordingQueue(), { ENVIRONMENT: "development", KIT_EMAIL_TEMPLATE_ID: "102" } as Partial<Env>);
  return { kit, send: publishingClient(env) };
}

const HOOK = "One idea a week, with the numbers behind it.";
const problemsOf = (text: string) => (JSON.parse(text) as PublishAnswer & { success: false }).problems;

describe("the email's subject and preview text", () => {
  it("a publish with them: the Kit broadcast carries them (not the title and the hook), and the issue keeps them", async () => {
    const { kit, send } = setUp();
    const fields = validIssue({ title: "Package before you publish", subject: "  The one thing   I'd change  ", preview_text: "Before you film, write this." });
    expectStatus(await send(ISSUES_PATH, jsonPost(fields))).toBe(201);
    expect(kit.broadcasts.broadcasts).toHaveLength(1);
    // One line, as the inbox shows it.
    expect(kit.broadcasts.broadcasts[0]).toMatchObject({ subject: "The one thing I'd change", preview_text: "Before you film, write this." });
    expect(await issueRow(must(fields.slug))).toMatchObject({
      title: "Package before you publish",
      subject: "The one thing I'd change",
      preview_text: "Before you film, write this.",
    });
    expect(await broadcastRow(must(fields.slug))).toMatchObject({ inStep: true });
  });

  it("without them, or empty (a form post): the title and the hook", async () => {
    const { kit, send } = setUp();
    const absent = validIssue({ title: "Title as subject" });
    expectStatus(await send(ISSUES_PATH, jsonPost(absent))).toBe(201);
    const empty = validIssue({ title: "Empty lines", subject: "  ", preview_text: "" });
    expectStatus(await send(ISSUES_PATH, formPost(empty))).toBe(303);
    expect(kit.broadcasts.broadcasts.map(({ subject, preview_text }) => ({ subject, preview_text }))).toEqual([
      { subject: "Title as subject", preview_text: HOOK },
      { subject: "Empty lines", preview_text: HOOK },
    ]);
    expect(await issueRow(must(empty.slug))).toMatchObject({ subject: null, preview_text: null });
  });

  it("a form post carries them too", async () => {
    const { kit, send } = setUp();
    const fields = validIssue({ subject: "From a form", preview_text: "Plain HTML works" });
    expectStatus(await send(ISSUES_PATH, formPost(fields))).toBe(303);
    expect(kit.broadcasts.broadcasts[0]).toMatchObject({ subject: "From a form", preview_text: "Plain HTML works" });
  });

  it("an edit that changes the subject updates the broadcast (PUT); one that leaves them out keeps them; an empty one goes back to the title and the hook", async () => {
    const { kit, send } = setUp();
    const fields = validIssue({ title: "Edited issue", subject: "First subject", preview_text: "First preview" });
    await send(ISSUES_PATH, jsonPost(fields));
    const id = must(kit.broadcasts.broadcasts[0]).id;
    // Only the subject changes: still an edit (not "nothing changed").
    expectStatus(await send(issuePath(must(fields.slug)), jsonPost({ ...fields, subject: "Second subject" }))).toBe(200);
    expect(kit.broadcasts.broadcasts).toHaveLength(1);
    expect(kit.broadcasts.broadcasts[0]).toMatchObject({ id, subject: "Second subject", preview_text: "First preview" });
    expect(kit.requests.filter((r) => r.method === "PUT").map((r) => r.path)).toEqual([`/v4/broadcasts/${id}`]);
    expect(await broadcastRow(must(fields.slug))).toMatchObject({ inStep: true, revision: 2 });
    // The earlier version keeps the subject it had.
    const version = await (testEnv as Env).DB.prepare("SELECT subject, preview_text FROM newsletter_issue_versions WHERE slug = ?1 ORDER BY id DESC")
      .bind(fields.slug)
      .first();
    expect(version).toEqual({ subject: "First subject", preview_text: "First preview" });

    // A script's edit without the fields: the issue's stay.
    const { subject: _subject, preview_text: _preview, ...withoutLines } = fields;
    expectStatus(await send(issuePath(must(fields.slug)), jsonPost({ ...withoutLines, title: "Edited issue, again" }))).toBe(200);
    expect(kit.broadcasts.broadcasts[0]).toMatchObject({ subject: "Second subject", preview_text: "First preview" });

    // Cleared in the draft: the title and the hook again.
    expect(
      (await send(issuePath(must(fields.slug)), jsonPost({ ...fields, title: "Edited issue, again", subject: "", preview_text: "" }))).response.status,
    ).toBe(200);
    expect(kit.broadcasts.broadcasts[0]).toMatchObject({ subject: "Edited issue, again", preview_text: HOOK });
    expect(await issueRow(must(fields.slug))).toMatchObject({ subject: null, preview_text: null });
  });

  it(`over-long ones are refused in words (subject over ${SUBJECT_MAX_CHARS}, preview text over ${PREVIEW_TEXT_MAX_CHARS} characters), nothing stored; at the limits they pass`, async () => {
    const { kit, send } = setUp();
    const tooLong = validIssue({ subject: "s".repeat(SUBJECT_MAX_CHARS + 1), preview_text: "p".repeat(PREVIEW_TEXT_MAX_CHARS + 1) });
    const refused = await send(ISSUES_PATH, jsonPost(tooLong));
    expect(refused.response.status).toBe(422);
    expect(problemsOf(refused.text)).toEqual([
      { field: "subject", level: "error", code: "SUBJECT_TOO_LONG", message: words.subjectTooLong },
      { field: "previewText", level: "error", code: "PREVIEW_TEXT_TOO_LONG", message: words.previewTextTooLong },
    ]);
    expect(words.subjectTooLong).toContain(`${SUBJECT_MAX_CHARS} characters`);
    expect(words.previewTextTooLong).toContain(`${PREVIEW_TEXT_MAX_CHARS} characters`);
    expect(await issueRow(must(tooLong.slug))).toBeNull();
    // A form post is told in words too.
    const form = await send(ISSUES_PATH, formPost(tooLong));
    expect(form.response.status).toBe(422);
    expect(form.text).toContain(words.subjectTooLong);

    // An edit is refused the same way, and changes nothing.
    const fields = validIssue({ subject: "s".repeat(SUBJECT_MAX_CHARS), preview_text: "p".repeat(PREVIEW_TEXT_MAX_CHARS) });
    expectStatus(await send(ISSUES_PATH, jsonPost(fields))).toBe(201);
    expect(kit.broadcasts.broadcasts.at(-1)).toMatchObject({ subject: "s".repeat(SUBJECT_MAX_CHARS), preview_text: "p".repeat(PREVIEW_TEXT_MAX_CHARS) });
    const edit = await send(issuePath(must(fields.slug)), jsonPost({ ...fields, preview_text: "p".repeat(PREVIEW_TEXT_MAX_CHARS + 1) }));
    expect(edit.response.status).toBe(422);
    expect(problemsOf(edit.text).map((p) => p.code)).toEqual(["PREVIEW_TEXT_TOO_LONG"]);
    expect(await issueRow(must(fields.slug))).toMatchObject({ preview_text: "p".repeat(PREVIEW_TEXT_MAX_CHARS) });
  });

  it("'Edit' on the list opens the issue's draft with its subject and preview text, so the next Update sends them back", async () => {
    const { send } = setUp();
    const fields = validIssue({ subject: "Kept for the edit", preview_text: "Shown in the inbox" });
    await send(ISSUES_PATH, jsonPost(fields));
    const { response, text } = await send(DRAFTS_PATH, jsonPost({ text: draftText(), style: "editorial", title: fields.title, issue: fields.slug }));
    expectStatus({ response, text }).toBe(201);
    expect((JSON.parse(text) as DraftAnswer & { success: true }).draft).toMatchObject({ subject: "Kept for the edit", preview_text: "Shown in the inbox" });
  });
});
