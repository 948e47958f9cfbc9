import { env as testEnv } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { owner } from "../../../src/content/owner";
import { testEmailTexts } from "../../../src/content/test-email";
import { ISSUES_PATH } from "../../../src/publishing/contract";
import { DRAFTS_PATH, draftPreviewPath, type DraftAnswer } from "../../../src/publishing/drafts";
import type { Env } from "../../../worker/config";
import { draftTestEmailPath, issueTestEmailPath, TEST_EMAILS_PER_HOUR, type TestEmailAnswer } from "../../../src/publishing/test-email";
import { devOutbox } from "../../../worker/inquiries";
import { draftText, jsonPost, publishingClient, SITE, sameOrigin, validIssue } from "./publish-harness";
import { must } from "../../../src/must.ts";
import { utmSourceOf } from "../../../src/newsletter/link-tags";
import { expectStatus } from "../../support/refusal";

const UTM_SOURCE = utmSourceOf(owner.newsletterName);

const send = publishingClient();
const formPost: RequestInit = { method: "POST", headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" }, body: "" };
const tests = () => devOutbox.sent.filter((email) => email.subject.startsWith("[Test] "));
/** The email's "View in browser" link (its first link, above the masthead). */
/** The issue's page as the email links it: with the issue's tags (src/newsletter/link-tags.ts), as in Kit's email. */
const taggedIssueUrl = (slug: string) =>
  `${SITE}/newsletter/issues/${slug}?utm_source=${UTM_SOURCE}&amp;utm_medium=email&amp;utm_campaign=${slug}&amp;utm_content=view-in-browser`;
const viewInBrowser = (html: string) => /<a[^>]*href="([^"]+)"[^>]*>View in browser</.exec(html)?.[1];
/** A password that meets the rule, as `openssl rand -base64 24` would give. */
const STRONG = "q7Vx2mLp9RtZ4bNc8KwY3sHd";
/** What a production Email Routing binding took (the hour's cap counts these too). */
const routed: { from: string; to: string }[] = [];

async function newDraft(title: string, subject?: string): Promise<string> {
  const { text } = await send(
    DRAFTS_PATH,
    jsonPost({ text: draftText("A hook worth testing."), style: "magazine", title, ...(subject !== undefined ? { subject } : {}) }),
  );
  return (JSON.parse(text) as DraftAnswer & { success: true }).draft.id;
}

describe("Send me a test", () => {
  it("a draft: its exact email (style, HTML and text, absolute links) to his own address, subject [Test] …, through the inquiry emails' mailer; the page is told it was recorded here, not sent (development)", async () => {
    const id = await newDraft("Tuesday's issue");
    const before = tests().length;
    const { response, text } = await send(draftTestEmailPath(id), formPost);
    expectStatus({ response, text }).toBe(303);
    const back = new URL(must(response.headers.get("Location")), SITE);
    expect(back.pathname).toBe("/newsletter-preview");
    expect(Object.fromEntries(back.searchParams)).toEqual({ draft: id, test_email: "recorded", test_email_detail: owner.email });
    expect(tests()).toHaveLength(before + 1);
    const email = must(tests().at(-1));
    expect(email).toMatchObject({ to: owner.email, subject: "[Test] Tuesday's issue" });
    expect(email.from).toMatch(/@example\.com$/);
    expect(email.html).toContain("A hook worth testing.");
    // A draft bound to no issue has no campaign yet: its links are as he wrote them (an issue's carry its tags, below).
    expect(email.html).toContain('href="https://www.example.com/contact"');
    expect(email.html).not.toContain("utm_");
    expect(email.text).toContain("https://www.example.com/contact");
    expect(email.text).toContain("A hook worth testing.");
    expect(email.raw).toContain("Content-Type: text/plain; charset=utf-8");
    expect(email.raw).toContain("Content-Type: text/html; charset=utf-8");
    // "View in browser": a draft bound to no issue has no address of its own yet: its preview's, which answers.
    const preview = `${SITE}${draftPreviewPath(id)}`;
    expect(viewInBrowser(email.html)).toBe(preview);
    expect(email.text).toContain(`<${preview}>`);
    expect(email.html).not.toContain("/newsletter/issues/preview");
    expectStatus(await send(draftPreviewPath(id))).toBe(200);
    // JSON: 202 with what happened: recorded here, for his address.
    const json = await send(draftTestEmailPath(id), jsonPost({}));
    expect(json.response.status).toBe(202);
    expect(JSON.parse(json.text)).toEqual({ success: true, outcome: "recorded", to: owner.email, subject: "[Test] Tuesday's issue" } satisfies TestEmailAnswer);
    // The words the previewer shows for it: true in development, never "look in that inbox".
    expect(testEmailTexts.recorded(owner.email)).toContain("recorded here, not sent: development");
    expect(testEmailTexts.recorded(owner.email)).not.toContain("inbox");
  });

  it("Email Routing taking it (production): the page is told it was sent to his address", async () => {
    const production: Env = {
      ...(testEnv as unknown as Env),
      ENVIRONMENT: "production",
      SITE_URL: SITE,
      PREVIEW_PASSWORD: STRONG,
      OWNER_EMAIL: { send: async (message: { from: string; to: string }) => void routed.push({ from: message.from, to: message.to }) } as unknown as SendEmail,
    };
    const live = publishingClient(production);
    const signedIn = { Authorization: `Basic ${btoa(`owner:${STRONG}`)}` };
    const created = await live(DRAFTS_PATH, {
      ...jsonPost({ text: draftText("Sent for real."), style: "magazine", title: "Live test" }),
      headers: { ...(jsonPost({}).headers as Record<string, string>), ...signedIn },
    });
    const id = (JSON.parse(created.text) as DraftAnswer & { success: true }).draft.id;
    const { response, text } = await live(draftTestEmailPath(id), { ...formPost, headers: { ...(formPost.headers as Record<string, string>), ...signedIn } });
    expectStatus({ response, text }).toBe(303);
    const back = new URL(must(response.headers.get("Location")), SITE);
    expect(back.searchParams.get("test_email")).toBe("sent");
    expect(back.searchParams.get("test_email_detail")).toBe(owner.email);
    expect(routed).toEqual([{ from: expect.stringMatching(/@example\.com$/), to: owner.email }]);
    expect(testEmailTexts.sent(owner.email)).toContain(`sent to ${owner.email}`);
  });

  it("a draft of an issue: its View in browser is the issue's own address", async () => {
    const fields = validIssue({ title: "An issue with a draft" });
    expectStatus(await send(ISSUES_PATH, jsonPost(fields))).toBe(201);
    const opened = await send(DRAFTS_PATH, jsonPost({ text: draftText("Edits not published yet."), issue: fields.slug }));
    const id = (JSON.parse(opened.text) as DraftAnswer & { success: true }).draft.id;
    expect((await send(draftTestEmailPath(id), jsonPost({}))).response.status).toBe(202);
    expect(viewInBrowser(must(tests().at(-1)).html)).toBe(taggedIssueUrl(must(fields.slug)));
    // Tagged with the issue, in both parts, as the published email is (src/newsletter/link-tags.ts).
    expect(must(tests().at(-1)).text).toContain(
      `<${SITE}/newsletter/issues/${fields.slug}?utm_source=${UTM_SOURCE}&utm_medium=email&utm_campaign=${fields.slug}`,
    );
    expect(must(tests().at(-1)).html).toContain(
      `href="https://www.example.com/contact?utm_source=${UTM_SOURCE}&amp;utm_medium=email&amp;utm_campaign=${fields.slug}`,
    );
  });

  it("an issue: its email as published", async () => {
    const fields = validIssue({ title: "The published one" });
    await send(ISSUES_PATH, jsonPost(fields));
    const { response, text } = await send(issueTestEmailPath(must(fields.slug)), jsonPost({}));
    expect(response.status).toBe(202);
    expect(JSON.parse(text)).toMatchObject({ success: true, subject: "[Test] The published one" });
    // "View in browser": the issue's page, an absolute address.
    expect(viewInBrowser(must(tests().at(-1)).html)).toBe(taggedIssueUrl(must(fields.slug)));
  });

  it("the email's own subject when the draft or the issue has one: [Test] <subject>, not the title", async () => {
    const id = await newDraft("The title", "The subject he typed");
    const draft = await send(draftTestEmailPath(id), jsonPost({}));
    expect(JSON.parse(draft.text)).toMatchObject({ success: true, subject: "[Test] The subject he typed" });
    expect(must(tests().at(-1)).subject).toBe("[Test] The subject he typed");
    const fields = validIssue({ title: "The issue's title", subject: "The issue's subject" });
    expectStatus(await send(ISSUES_PATH, jsonPost(fields))).toBe(201);
    const issue = await send(issueTestEmailPath(must(fields.slug)), jsonPost({}));
    expect(JSON.parse(issue.text)).toMatchObject({ success: true, subject: "[Test] The issue's subject" });
    expect(must(tests().at(-1)).subject).toBe("[Test] The issue's subject");
  });

  it("Email Routing refusing: the page says so in words, and the try does not count", async () => {
    const id = await newDraft("Refused one");
    devOutbox.failNext = 1;
    const { response, text } = await send(draftTestEmailPath(id), formPost);
    expectStatus({ response, text }).toBe(303);
    const back = new URL(must(response.headers.get("Location")), SITE);
    expect(back.searchParams.get("test_email")).toBe("refused");
    expect(back.searchParams.get("test_email_detail")).toContain("send_email stand-in");
    devOutbox.failNext = 1;
    const json = await send(draftTestEmailPath(id), jsonPost({}));
    expect(json.response.status).toBe(502);
    expect((JSON.parse(json.text) as TestEmailAnswer & { success: false }).error).toBe(
      testEmailTexts.refused("send_email stand-in: failing as asked (devOutbox.failNext)"),
    );
  });

  it(`at most ${TEST_EMAILS_PER_HOUR} an hour; the next is refused in words`, async () => {
    const id = await newDraft("Many tests");
    const before = tests().length;
    let refused: Response | undefined;
    for (let tries = 0; tries <= TEST_EMAILS_PER_HOUR && !refused; tries++) {
      const { response, text } = await send(draftTestEmailPath(id), jsonPost({}));
      if (response.status === 429) refused = new Response(text, { status: 429 });
    }
    expect(refused).toBeDefined();
    expect(await must(refused).json()).toEqual({ success: false, outcome: "limited", error: testEmailTexts.limited });
    // Every test of this hour, in this file's isolate, counted: exactly the cap went out (recorded here, or to Email Routing).
    expect(tests().length + routed.length).toBe(TEST_EMAILS_PER_HOUR);
    expect(tests().length - before).toBeGreaterThan(0);
  });

  it("development: the stand-in's record of the tests (From, To, Subject) for the browser tests", async () => {
    const { response, text } = await send("/internal/test-emails");
    expectStatus({ response, text }).toBe(200);
    const recorded = JSON.parse(text) as { from: string; to: string; subject: string }[];
    expect(recorded.length).toBe(tests().length);
    expect(recorded[0]).toEqual({ from: must(tests()[0]).from, to: owner.email, subject: "[Test] Tuesday's issue" });
  });

  it("a draft that is not on the site: 404 in words", async () => {
    const { response, text } = await send(draftTestEmailPath("00000000-0000-4000-8000-000000000000"), jsonPost({}));
    expect(response.status).toBe(404);
    expect(JSON.parse(text)).toMatchObject({ success: false, outcome: "missing", error: testEmailTexts.missing });
  });
});
