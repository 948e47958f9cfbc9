import type { Context } from "hono";
import { historyTexts as words } from "../../src/content";
import { HistoryPage, HistoryTextPage, draftPreviewerPath } from "../../src/pages";
import { whenInWords } from "../../src/internal";
import { fillTemplate } from "../../src/fill-template";
import { draftHistoryPath, issueHistoryPath, issueVersionPath } from "../../src/publishing";
import type { AppEnv } from "../config";
import { findIssueDraftRow, openIssueDraft, restoreText } from "../drafts";
import { renderRequestPage, serveNotFound } from "../pages";
import { findIssueVersion, listIssueVersions } from "../issues";
import { revisionEntries } from "./draft-history";
import { ownerTimeZone } from "./time-zone";
import { bodyFields } from "../http";

const HTML = { "Content-Type": "text/html; charset=utf-8" };

/**
 * GET /internal/issues/<slug>/history: every published version of the issue (newsletter_issue_versions
 * and the issue's row) and the newest earlier texts of its draft (the rest on the draft's own history).
 */
export async function issueHistoryPage(c: Context<AppEnv>): Promise<Response> {
  const slug = c.req.param("slug") ?? "";
  const [versions, draft] = await Promise.all([listIssueVersions(c.env.DB, slug), findIssueDraftRow(c.env.DB, slug)]);
  if (versions.length === 0 && !draft) return serveNotFound(c);
  const page = draft ? await revisionEntries(c, draft.id, null) : { entries: [], older: null };
  const timeZone = ownerTimeZone(c.env);
  const now = Date.now();
  const title = versions[0]?.title ?? draft?.title ?? slug;
  const { html } = await renderRequestPage(
    c,
    HistoryPage,
    {
      heading: `${words.issueTitle}: ${title}`,
      current: draft ? fillTemplate(words.current, { version: draft.version, when: whenInWords(draft.updated_at, timeZone, now) }) : words.noDraft,
      openHref: draft ? draftPreviewerPath(draft.id) : null,
      revisions: page.entries,
      olderHref: draft && page.older ? `${draftHistoryPath(draft.id)}?before=${page.older}` : null,
      newerHref: null,
      versions: versions.map((version) => ({
        href: issueVersionPath(slug, version.n),
        said: `${version.title} · ${version.date}${version.replacedAt === null ? words.now : ""}`,
        at: version.publishedAt,
        wordsChanged: null,
        size: version.size,
      })),
      timeZone,
      now,
    },
    { title: words.issueTitle, description: words.description, path: issueHistoryPath(slug) },
  );
  return c.body(html, 200, HTML);
}

async function versionPage(c: Context<AppEnv>, outcome?: { text: string; status: 409 | 422 }): Promise<Response> {
  const slug = c.req.param("slug") ?? "";
  const n = Number(c.req.param("n"));
  const [version, draft] = await Promise.all([Number.isSafeInteger(n) ? findIssueVersion(c.env.DB, slug, n) : null, findIssueDraftRow(c.env.DB, slug)]);
  if (!version) return serveNotFound(c);
  const timeZone = ownerTimeZone(c.env);
  const until = version.replacedAt === null ? words.now : fillTemplate(words.until, { when: whenInWords(version.replacedAt, timeZone) });
  const path = issueVersionPath(slug, n);
  const props = {
    heading: `${words.versionTitle}: ${version.title}`,
    lead: fillTemplate(words.versionLead, { from: whenInWords(version.publishedAt, timeZone), until }),
    text: version.text,
    backHref: issueHistoryPath(slug),
    restore: { action: `${path}/restore`, baseVersion: draft?.version ?? 0 },
    ...(outcome ? { outcome: outcome.text } : {}),
  };
  const { html } = await renderRequestPage(c, HistoryTextPage, props, { title: props.heading, description: words.description, path });
  return c.body(html, outcome?.status ?? 200, HTML);
}

/** GET /internal/issues/<slug>/versions/<n>: one published version, read-only. */
export const issueVersionPage = (c: Context<AppEnv>) => versionPage(c);

/**
 * POST /internal/issues/<slug>/versions/<n>/restore (`confirm`, `base_version`): the version's text
 * becomes the issue's draft's (the current one kept first; a draft made when there is none); 303 to
 * the previewer on it. Publish then puts it on the site.
 */
export async function restoreVersionHandler(c: Context<AppEnv>): Promise<Response> {
  const form = (await bodyFields(c)) ?? {};
  if (form.confirm !== "yes") return versionPage(c, { text: words.unconfirmed, status: 422 });
  const slug = c.req.param("slug") ?? "";
  const version = await findIssueVersion(c.env.DB, slug, Number(c.req.param("n")));
  if (!version) return serveNotFound(c);
  const now = new Date().toISOString();
  const text = { text: version.text, style: version.style, title: version.title };
  const draft = await findIssueDraftRow(c.env.DB, slug);
  if (!draft) {
    const opened = await openIssueDraft(c.env.DB, slug, { ...text, subject: null, preview_text: null }, now);
    return c.redirect(draftPreviewerPath(opened.draft.id), 303);
  }
  const restored = await restoreText(c.env.DB, draft, text, Number(form.base_version), now);
  if (restored.kind !== "restored") return versionPage(c, { text: words.changed, status: 409 });
  return c.redirect(draftPreviewerPath(draft.id), 303);
}
