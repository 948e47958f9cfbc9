import type { Context } from "hono";
import { issueChangedPage, publishProblems as words } from "../../src/content";
import { whenInWords } from "../../src/internal";
import { IssueChangedPage } from "../../src/pages";
import { issuePath, publishFields, type ChangedIssue, type PublishAnswer } from "../../src/publishing";
import { configOf, type AppEnv } from "../config";
import { keepRefusedIssueText, readDevice } from "../drafts";
import { findIssue, issueVersionNumber, type IssueRow } from "../issues";
import { renderRequestPage } from "../pages";
import type { SentFields } from "./checks";
import { problem, refusePublish, wantsJson } from "./refusals";
import { must } from "../../src/must";

const NO_STORE = { "Cache-Control": "no-store" };

/** The fields a stale Update sent, by their form names, for the form again (its text included). */
function sentForm(sent: SentFields): Record<string, string> {
  const pairs: [string, string | undefined][] = [
    [publishFields.title, sent.title],
    [publishFields.slug, sent.slug],
    [publishFields.date, sent.date],
    [publishFields.style, sent.style],
    [publishFields.draft, sent.draft],
    [publishFields.send, sent.send],
    [publishFields.time, sent.time],
    [publishFields.subject, sent.subject],
    [publishFields.previewText, sent.previewText],
    [publishFields.acceptWarnings, sent.acceptWarnings ? "yes" : undefined],
  ];
  return Object.fromEntries(pairs.filter((pair): pair is [string, string] => pair[1] !== undefined));
}

/**
 * The answer to an Update whose `base_version` is not the issue's version now (another device
 * updated it since the form opened), or null to go on. Nothing changes; the text it sent is kept in
 * the issue's draft's history; 409 with the site's version and text (JSON), or the question with both
 * texts and the form again (HTML). No `base_version` (a script): no check.
 */
export async function staleEdit(c: Context<AppEnv>, existing: IssueRow, sent: SentFields): Promise<Response | null> {
  if (sent.baseVersion === undefined) return null;
  const base = Number(sent.baseVersion);
  if (!Number.isSafeInteger(base))
    return refusePublish(c, 422, words.bodyUnreadable, [problem("baseVersion", "BASE_VERSION_UNREADABLE", words.bodyUnreadable)]);
  if ((await issueVersionNumber(c.env.DB, existing.slug)) === base) return null;
  return changedAnswer(c, existing.slug, sent);
}

/** 409: the issue as the site holds it now, and the refused text kept. */
export async function changedAnswer(c: Context<AppEnv>, slug: string, sent: SentFields): Promise<Response> {
  const [row, version] = await Promise.all([findIssue(c.env.DB, slug), issueVersionNumber(c.env.DB, slug)]);
  const now = new Date().toISOString();
  if (sent.draft !== undefined) {
    const text = { text: sent.draft, style: sent.style ?? must(row).style, title: sent.title ?? null };
    await keepRefusedIssueText(c.env.DB, slug, text, readDevice(c) ?? "publish", now).catch((error: unknown) =>
      console.error("[publishing] could not keep a refused Update's text:", error),
    );
  }
  const changed: ChangedIssue = { version, title: must(row).title, draft: must(row).draft, updatedAt: must(row).updated_at };
  if (wantsJson(c)) {
    const answer: PublishAnswer = {
      success: false,
      error: words.issueChanged,
      problems: [problem("baseVersion", "ISSUE_CHANGED", words.issueChanged)],
      changed,
    };
    return c.json(answer, 409, NO_STORE);
  }
  const props = {
    slug,
    title: changed.title,
    when: whenInWords(changed.updatedAt, configOf(c.env).ownerTimeZone),
    version,
    siteText: changed.draft,
    sent: sentForm(sent),
  };
  const { html } = await renderRequestPage(c, IssueChangedPage, props, {
    title: issueChangedPage.title,
    description: words.issueChanged,
    path: issuePath(slug),
  });
  return c.body(html, 409, { ...NO_STORE, "Content-Type": "text/html; charset=utf-8" });
}
