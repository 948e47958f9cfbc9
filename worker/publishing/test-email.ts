import type { Context } from "hono";
import { owner, testEmailTexts as words } from "../../src/content";
import {
  draftPreviewPath,
  OPEN_DRAFT_PARAM,
  TEST_EMAIL_DETAIL_PARAM,
  TEST_EMAIL_PARAM,
  TEST_EMAILS_PER_HOUR,
  type TestEmailAnswer,
  type TestEmailOutcome,
  type TestEmailRefusal,
} from "../../src/publishing";
import { renderNewsletterText, issueUrl } from "../../src/newsletter";
import { configOf, type AppEnv } from "../config";
import { findDraft } from "../drafts";
import { devOutbox, mailbox, mailerFor, messageIdOf, mimeMessage, senderAddress, type OwnerEmail } from "../inquiries";
import { giveBack, rateLimit, type WindowLimit } from "../limits";
import { issueEmail } from "./checks";
import { wantsJson } from "./refusals";
import { videosOf } from "./kit-drafts";
import type { IssueVideos } from "../../src/newsletter-contract";
import { findIssue } from "../issues";

/** Tests in an hour, counted exactly for the owner's inbox (fails closed: no count, no send). */
const testEmailCap: WindowLimit = { kind: "test-email", max: TEST_EMAILS_PER_HOUR, windowSeconds: 3600, whenUnavailable: "refuse" };
const OWNER_TESTS = "owner-tests";

interface Source {
  subject: string;
  draft: string;
  style: string;
  /**
   * Where its "View in browser" goes (absolute): the issue's page once the draft has an issue, else
   * the draft's preview (its address is not known before it is published).
   */
  webUrl: string;
  /** The issue's slug, once the draft has an issue: its links carry the issue's tags, as Kit's email will. */
  slug?: string;
}

/** The exact email of the source, as Kit would send it: the style's HTML, its text part, absolute links. */
function testEmailOf(source: Source, siteUrl: string, now: Date, videos: IssueVideos): OwnerEmail {
  const { content, html, options } = issueEmail(
    { draft: source.draft, style: source.style as never, webUrl: source.webUrl, ...(source.slug ? { slug: source.slug } : {}) },
    siteUrl,
    videos,
  );
  // The text part from the same options: the same tagged links as the HTML.
  const text = renderNewsletterText(content, source.style, options);
  const from = senderAddress(siteUrl);
  const subject = words.subject(source.subject);
  const raw = mimeMessage({
    from: mailbox(owner.newsletterName, from),
    to: owner.email,
    subject,
    date: now,
    messageId: messageIdOf(`test-${crypto.randomUUID()}`, from),
    text,
    html,
  });
  return { from, to: owner.email, subject, text, html, raw };
}

async function send(c: Context<AppEnv>, source: Source | null, back: string): Promise<Response> {
  // What the owner is told is what happened: sent for his inbox, or recorded here (development).
  const config = configOf(c.env);
  if (!source) return answer(c, back, "missing", words.missing, 404);
  const allowed = await rateLimit(c.env.LIMIT_COUNTER, testEmailCap, OWNER_TESTS);
  if (!allowed.allowed) return answer(c, back, "limited", words.limited, 429);
  const email = testEmailOf(source, config.siteUrl, new Date(), await videosOf(c.env, source.draft));
  // The inquiry emails' mailer: Email Routing's send_email binding, a recording stand-in in development.
  const mailer = mailerFor(c.env, config);
  try {
    await mailer.send(email);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 200);
    // Not sent: it does not count against the hour.
    await giveBack(c.env.LIMIT_COUNTER, testEmailCap, OWNER_TESTS);
    console.warn("[publishing] the test email was refused:", reason);
    return answer(c, back, "refused", words.refused(reason), 502, reason);
  }
  const outcome = mailer.delivers ? "sent" : "recorded";
  if (wantsJson(c))
    return c.json({ success: true, outcome, to: email.to, subject: email.subject } satisfies TestEmailAnswer, 202, { "Cache-Control": "no-store" });
  return c.redirect(withNotice(back, outcome, email.to), 303);
}

function answer(c: Context<AppEnv>, back: string, outcome: TestEmailRefusal, error: string, status: 404 | 429 | 502, detail = ""): Response {
  if (wantsJson(c)) return c.json({ success: false, outcome, error } satisfies TestEmailAnswer, status, { "Cache-Control": "no-store" });
  return c.redirect(withNotice(back, outcome, detail), 303);
}

const withNotice = (back: string, outcome: TestEmailOutcome, detail: string) =>
  `${back}&${TEST_EMAIL_PARAM}=${outcome}${detail ? `&${TEST_EMAIL_DETAIL_PARAM}=${encodeURIComponent(detail)}` : ""}`;

/** POST /internal/drafts/<id>/test-email: the saved draft's email. */
export async function draftTestEmail(c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param("id") ?? "";
  const draft = await findDraft(c.env.DB, id);
  // The subject the email will have: the draft's own, else its title (an issue's draft: the issue's).
  const subject = draft?.subject?.trim() || draft?.title?.trim() || draft?.issue?.title || words.untitled;
  const { siteUrl } = configOf(c.env);
  const webUrl = draft?.issue ? issueUrl(draft.issue.slug, siteUrl) : new URL(draftPreviewPath(id), siteUrl).href;
  const source = draft && { subject, draft: draft.text, style: draft.style, webUrl, ...(draft.issue ? { slug: draft.issue.slug } : {}) };
  return send(c, source, `/newsletter-preview?${OPEN_DRAFT_PARAM}=${encodeURIComponent(id)}`);
}

/** POST /internal/issues/<slug>/test-email: the issue's email as published. */
export async function issueTestEmail(c: Context<AppEnv>): Promise<Response> {
  const slug = c.req.param("slug") ?? "";
  const row = await findIssue(c.env.DB, slug);
  const source = row && {
    subject: row.subject || row.title,
    draft: row.draft,
    style: row.style,
    webUrl: issueUrl(row.slug, configOf(c.env).siteUrl),
    slug: row.slug,
  };
  return send(c, source, `/newsletter-preview?issue=${encodeURIComponent(slug)}`);
}

/**
 * GET /internal/test-emails, in development only (404 elsewhere): the tests the recording stand-in
 * holds in this isolate (From, To, Subject), as it prints them; the browser tests read it.
 */
export function recordedTestEmails(c: Context<AppEnv>): Response {
  if (!configOf(c.env).development) return c.text("Not found", 404);
  const recorded = devOutbox.sent.filter((email) => email.subject.startsWith(words.subject(""))).map(({ from, to, subject }) => ({ from, to, subject }));
  return c.json(recorded, 200, { "Cache-Control": "no-store" });
}
