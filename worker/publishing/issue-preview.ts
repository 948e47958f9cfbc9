import type { Context } from "hono";
import { byNewest, type IssueFile, isStyleKey } from "../../src/newsletter";
import { issueRoute } from "../../src/newsletter-issue-routes";
import { publishFields, SLUG_PATTERN, firstWords, dayInZone } from "../../src/publishing";
import { configOf, type AppEnv } from "../config";
import { findDraft } from "../drafts";
import { provide, servePage } from "../pages";
import { IssuesContext } from "../../src/issues-context";
import { issueOfRow, issuesOnWeb, repositoryIssue } from "./catalogue";
import { findIssue } from "../issues";
import { whenInWords } from "../../src/internal";
import { previewNotes } from "../../src/content";
import { previewNoteHtml } from "../../src/components";
import { fillTemplate } from "../../src/fill-template";
import { bodyFields } from "../http";
import { must } from "../../src/must";

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => must({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[char]));

/** The address a draft bound to no issue is previewed at (no issue can take it: the preview is never cached). */
const DRAFT_PREVIEW_SLUG = "draft-preview";
const UNTITLED = "Untitled issue";

/** His today: issues go live at 00:00 of their day in the owner's zone. */
const ownerToday = (c: Context<AppEnv>) => dayInZone(new Date(), configOf(c.env).ownerTimeZone);

/**
 * The issue's web page exactly as /newsletter/issues/<slug> will show it (the same route and page
 * component), among the issues on the web today as its neighbours, whatever its state. A private
 * route: never in the page caches; the owner's door adds no-store and noindex. It keeps the public
 * page's own strict CSP, not the previewer's (which allows the email's inline styles).
 */
async function servePreview(c: Context<AppEnv>, issue: IssueFile, note: string = previewNotes.stored): Promise<Response> {
  c.set("cspProfile", "page");
  const onWeb = await issuesOnWeb(c.env.DB, new Date(), ownerToday(c));
  const issues = [...onWeb.filter((other) => other.slug !== issue.slug), issue].sort(byNewest);
  const page = await servePage(
    c,
    { ...issueRoute(issue), cache: "private", noindex: true, internal: true },
    {
      version: "preview",
      loaded: { provides: [provide(IssuesContext, issues)] },
    },
  );
  // Says it is a preview, first thing in the page's main content (a note, not the issue's own words).
  const said = new HTMLRewriter().on("main", {
    element: (main) => void main.prepend(previewNoteHtml(note, escapeHtml), { html: true }),
  });
  return said.transform(page);
}

/** GET /internal/issues/<slug>/preview: any issue, scheduled, live or unpublished. */
export async function issuePreview(c: Context<AppEnv>): Promise<Response> {
  const slug = c.req.param("slug") ?? "";
  const row = repositoryIssue(slug) ? undefined : await findIssue(c.env.DB, slug);
  const issue = repositoryIssue(slug) ?? (row ? issueOfRow(row) : undefined);
  if (!issue) return c.text("No issue at this address.", 404);
  return servePreview(c, issue);
}

/** A draft as an issue: its issue's address and date when it edits one, else his today (`today`, in the owner's zone). */
function draftAsIssue(fields: { text: string; style: string; title?: string | null; slug?: string; date?: string }, today: string): IssueFile {
  const date = fields.date && /^\d{4}-\d{2}-\d{2}$/.test(fields.date) ? fields.date : today;
  return {
    slug: fields.slug || DRAFT_PREVIEW_SLUG,
    title: fields.title?.trim() || firstWords(fields.text) || UNTITLED,
    date,
    style: isStyleKey(fields.style) ? fields.style : "editorial",
    draft: fields.text,
  };
}

/** GET /internal/drafts/<id>/preview: the page a saved draft would make. */
export async function draftPreview(c: Context<AppEnv>): Promise<Response> {
  const draft = await findDraft(c.env.DB, c.req.param("id") ?? "");
  if (!draft) return c.text("No draft at this address.", 404);
  return servePreview(
    c,
    draftAsIssue(
      { text: draft.text, style: draft.style, title: draft.issue?.title ?? draft.title, slug: draft.issue?.slug, date: draft.issue?.date },
      ownerToday(c),
    ),
    previewNotes.saved,
  );
}

/** POST /internal/drafts/preview: the page the Publish form's fields would make, saved or not (a form with target=_blank). */
export async function unsavedPreview(c: Context<AppEnv>): Promise<Response> {
  const form = (await bodyFields(c)) ?? {};
  const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : undefined);
  const draft = text(publishFields.draft);
  if (draft === undefined) return c.text("Send the draft (field `draft`) to preview it.", 422);
  // A repository issue's address would show that issue's own page, not the draft.
  const slug = text(publishFields.slug);
  const usable = slug && SLUG_PATTERN.test(slug) && !repositoryIssue(slug) ? slug : undefined;
  const at = whenInWords(new Date().toISOString(), configOf(c.env).ownerTimeZone);
  return servePreview(
    c,
    draftAsIssue(
      { text: draft, style: text(publishFields.style) ?? "", title: text(publishFields.title), slug: usable, date: text(publishFields.date) },
      ownerToday(c),
    ),
    fillTemplate(previewNotes.editor, { at }),
  );
}
