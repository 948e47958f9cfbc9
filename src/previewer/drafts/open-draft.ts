import { draftTexts } from "../../content/drafts";
import { previewerTexts } from "../../content/previewer";
import { fillTemplate } from "../../fill-template";
import { SLUG_PATTERN } from "../../publishing/contract";
import { DRAFT_ID_PATTERN, type ServerDraft } from "../../publishing/drafts";
import type { PublishedRecord } from "../draft-storage";
import { createServerDraft, readServerDraft, type DraftMeta } from "./draft-api";
import type { CachedDraft } from "./draft-cache";
import { contentOf, NO_META, rescue, type Session, type SyncStatus } from "./draft-session";
import { fetchIssueFile } from "./open-issue";
import { afterLandedSave, reconcile } from "./reconcile";
import { must } from "../../must.ts";

/** What opening a draft needs from the sync (./use-server-draft.ts): its session, and how it shows, puts and asks. */
interface Opening {
  s: Session;
  /** This browser's copy of the draft the page was last on. */
  cached: CachedDraft | null;
  /** The address's ?issue=<slug> (an edit) and ?draft=<id>. */
  slug: string | null;
  named: string | null;
  show(server: ServerDraft, given?: { text: string; style: string; meta: DraftMeta }): void;
  put(text: string, style: string, meta: DraftMeta, slug: string | null): void;
  ask(newer: ServerDraft, base: number): void;
  remember(record: PublishedRecord | null): void;
  setNotice(notice: string): void;
  setStatus(status: SyncStatus): void;
  setDraftId(id: string | null): void;
}

/** Opens the address's issue or draft, else the one this page was last on, reconciled with the browser's copy. */
export async function openDraft({ s, cached, slug, named, show, put, ask, remember, setNotice, setStatus, setDraftId }: Opening): Promise<void> {
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
      s.issue = slug;
      remember({ slug, title: issue.title, date: issue.date });
      setStatus(outcome.kind === "conflict" || outcome.kind === "missing" || outcome.kind === "key-used" ? "offline" : outcome.kind);
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
      s.issue = cached.issue;
      s.createKey = cached.createKey;
    }
    return;
  }
  const held = cached?.id === target ? cached : null;
  if (!held) await rescue(cached);
  if (held) {
    s.keptFor = held.keptFor;
    s.keptText = held.keptFor === null ? null : held.text;
  }
  // The saves this browser sent without an answer (a closing save): the site says which it took.
  const outcome = await readServerDraft(
    target,
    held?.sent.map((save) => save.key),
  );
  const local = held && outcome.kind === "saved" ? { ...held, ...afterLandedSave(held, outcome.draft.landed) } : held;
  if (outcome.kind !== "saved" && outcome.kind !== "missing") {
    // Unreachable: the browser's copy stands in until the site answers.
    s.id = target;
    setDraftId(target);
    if (local) {
      s.version = local.version;
      s.sent = local.sent;
      put(local.text, local.style, local.meta, null);
      s.saved = local.dirty ? null : { text: local.text, style: local.style, meta: local.meta };
    }
    setStatus(outcome.kind === "key-used" ? "offline" : outcome.kind);
    return;
  }
  const server = outcome.kind === "saved" ? outcome.draft : null;
  const decision = reconcile(local, server && { ...contentOf(server), id: server.id, version: server.version });
  const mine = local ? { text: local.text, style: local.style, meta: local.meta } : undefined;
  if (decision.kind === "server" || decision.kind === "same") show(must(server));
  else if (decision.kind === "save-local") show(must(server), mine);
  else if (decision.kind === "conflict") {
    // Asked before anything is shown or kept, so this browser's copy keeps the version its text started from.
    s.conflict = true;
    s.conflictBase = must(local).version;
    show(must(server), mine);
    ask(must(server), must(local).version);
  } else if (!server) {
    // Deleted (here, then Back onto it, or elsewhere): said, with its Undo; edits this browser held
    // are shown and offered as a new draft. Typing never quietly makes a new draft.
    if (decision.kind === "create" && local) put(local.text, local.style, local.meta, null);
    s.id = target;
    s.deleted = true;
    setDraftId(target);
    setStatus("deleted");
  }
}
