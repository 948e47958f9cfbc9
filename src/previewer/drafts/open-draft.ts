import { issuePath, SLUG_PATTERN } from "../../publishing/contract";
import { SHARE_CARD_MISSING_HEADER } from "../../publishing/share-card-contract";
import type { IssueFile } from "../../newsletter/issue";
import { draftTexts } from "../../content/drafts";
import { previewerTexts } from "../../content/previewer";
import { fillTemplate } from "../../fill-template";
import { DRAFT_ID_PATTERN, type ServerDraft } from "../../publishing/drafts";
import type { PublishedRecord } from "../draft-storage";
import { createServerDraft, readServerDraft, saveServerDraft, type DraftMeta } from "./draft-api";
import type { CachedDraft } from "./draft-cache";
import { afterLandedSave, reconcile } from "./reconcile";
import { contentOf, NO_META, type Happening } from "./sync-reducer";
import { must } from "../../must.ts";

/** The issue list's "open in the previewer" link: /newsletter-preview?issue=<slug>. */
export const OPEN_ISSUE_PARAM = "issue";

/**
 * An issue in the repository's file format (GET /internal/issues/<slug>.txt): its text, title, date
 * and style. An issue published without its share card (by a script) gets it drawn here and sent,
 * without holding up the opening.
 */
export async function fetchIssueFile(slug: string): Promise<IssueFile> {
  const response = await fetch(`${issuePath(slug)}.txt`, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const [{ parseIssueFile }, text] = await Promise.all([import("../../newsletter/issue"), response.text()]);
  const issue = parseIssueFile(text, `${slug}.txt`);
  if (response.headers.get(SHARE_CARD_MISSING_HEADER))
    void import("../publish/share-card-send")
      .then(({ uploadShareCard }) => uploadShareCard(issue))
      .catch((error: unknown) => console.warn("[publish] share card not sent:", error));
  return issue;
}

/** A browser copy with edits the server never took, of a draft the page is leaving: saved, or kept as a new draft. */
async function rescue(copy: CachedDraft | null) {
  if (!copy?.dirty) return;
  const outcome = copy.id ? await saveServerDraft(copy.id, copy.version, { text: copy.text, style: copy.style, ...copy.meta }) : ({ kind: "missing" } as const);
  if (outcome.kind === "conflict" || outcome.kind === "missing") await createServerDraft({ text: copy.text, style: copy.style, ...copy.meta }, copy.createKey);
}

/** What opening a draft needs from the sync (./use-server-draft.ts): how it tells what it found, shows and puts. */
interface Opening {
  dispatch(happening: Happening): void;
  /** This browser's copy of the draft the page was last on. */
  cached: CachedDraft | null;
  /** The address's ?issue=<slug> (an edit) and ?draft=<id>. */
  slug: string | null;
  named: string | null;
  show(server: ServerDraft, given?: { text: string; style: string; meta: DraftMeta }): void;
  put(text: string, style: string, meta: DraftMeta, slug: string | null): void;
  remember(record: PublishedRecord | null): void;
  setNotice(notice: string): void;
}

/** Opens the address's issue or draft, else the one this page was last on, reconciled with the browser's copy. */
export async function openDraft({ dispatch, cached, slug, named, show, put, remember, setNotice }: Opening): Promise<void> {
  if (slug !== null && SLUG_PATTERN.test(slug)) {
    let issue: Awaited<ReturnType<typeof fetchIssueFile>>;
    try {
      issue = await fetchIssueFile(slug);
    } catch (error) {
      setNotice(fillTemplate(previewerTexts.openFailed, { slug, reason: error instanceof Error ? error.message : String(error) }));
      return;
    }
    await rescue(cached);
    const outcome = await createServerDraft({ text: issue.draft, style: issue.style, title: issue.title, issue: slug });
    if (outcome.kind === "saved") show(outcome.draft);
    else {
      put(issue.draft, issue.style, { ...NO_META, title: issue.title }, slug);
      remember({ slug, title: issue.title, date: issue.date });
      const status = outcome.kind === "conflict" || outcome.kind === "missing" || outcome.kind === "key-used" ? "offline" : outcome.kind;
      dispatch({ type: "found", found: { issue: slug, status } });
    }
    // Edits not published are opened as he left them, and said to be; never replaced by the published text.
    setNotice(
      outcome.kind === "saved" && outcome.unpublishedEdits ? draftTexts.unpublishedEdits : fillTemplate(previewerTexts.openedPublished, { title: issue.title }),
    );
    return;
  }
  const target = named !== null && DRAFT_ID_PATTERN.test(named) ? named : cached?.id;
  if (!target) {
    if (cached?.dirty) {
      put(cached.text, cached.style, cached.meta, null);
      dispatch({ type: "found", found: { issue: cached.issue, createKey: cached.createKey } });
    }
    return;
  }
  const held = cached?.id === target ? cached : null;
  if (!held) await rescue(cached);
  if (held) dispatch({ type: "found", found: { keptFor: held.keptFor, keptText: held.keptFor === null ? null : held.text } });
  // The saves this browser sent without an answer (a closing save): the site says which it took.
  const outcome = await readServerDraft(
    target,
    held?.sent.map((save) => save.key),
  );
  const local = held && outcome.kind === "saved" ? { ...held, ...afterLandedSave(held, outcome.draft.landed) } : held;
  if (outcome.kind !== "saved" && outcome.kind !== "missing") {
    // Unreachable: the browser's copy stands in until the site answers.
    if (local) put(local.text, local.style, local.meta, null);
    const saved = local && !local.dirty ? { text: local.text, style: local.style, meta: local.meta } : null;
    const status = outcome.kind === "key-used" ? "offline" : outcome.kind;
    dispatch({ type: "found", found: { id: target, status, ...(local ? { version: local.version, sent: local.sent, saved } : {}) } });
    return;
  }
  const server = outcome.kind === "saved" ? outcome.draft : null;
  const decision = reconcile(local, server && { ...contentOf(server), id: server.id, version: server.version });
  const mine = local ? { text: local.text, style: local.style, meta: local.meta } : undefined;
  if (decision.kind === "server" || decision.kind === "same") show(must(server));
  else if (decision.kind === "save-local") show(must(server), mine);
  else if (decision.kind === "conflict") {
    // Asked before anything is shown or kept, so this browser's copy keeps the version its text started from.
    dispatch({ type: "found", found: { conflict: true, conflictBase: must(local).version } });
    show(must(server), mine);
    dispatch({ type: "server-version-seen", newer: must(server), base: must(local).version });
  } else if (!server) {
    // Deleted (here, then Back onto it, or elsewhere): said, with its Undo; edits this browser held
    // are shown and offered as a new draft. Typing never quietly makes a new draft.
    if (decision.kind === "create" && local) put(local.text, local.style, local.meta, null);
    dispatch({ type: "found", found: { id: target, deleted: true, status: "deleted" } });
  }
}
