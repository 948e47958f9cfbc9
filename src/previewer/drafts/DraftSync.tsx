import { useState } from "react";
import { draftTexts as texts } from "../../content/drafts";
import { PREVIEW_TEXT_MAX_CHARS, SUBJECT_MAX_CHARS } from "../../publishing/contract";
import { draftHistoryPath, draftUndeletePath } from "../../publishing/drafts";
import { fillTemplate } from "../../fill-template";
import * as controls from "../components/controls.css";
import { clock, Question } from "./DraftQuestion";
import * as css from "./DraftSync.css";
import type { SyncStatus } from "./sync-reducer";
import type { ServerDraftSync } from "./use-server-draft";

function statusWords(status: SyncStatus, savedAt: string | null): string {
  switch (status) {
    case "saving":
      return texts.saving;
    case "saved":
      return fillTemplate(texts.savedOnServer, { ago: `at ${clock(savedAt)}` });
    case "offline":
      return texts.savedLocally;
    case "too-large":
      return texts.tooLarge;
    case "too-many":
      return texts.tooMany;
    case "full":
      return texts.full;
    case "sign-in":
      return texts.signIn;
    case "deleted":
      return texts.deleted;
    default:
      return "";
  }
}

/** "Delete this draft…", confirmed on the page. */
function DeleteDraft({ onDelete }: { onDelete(): Promise<boolean> }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className={controls.button.quiet} onClick={() => setAsking(true)}>
        {texts.deleteDraft}
      </button>
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a question and its two answer buttons, not form fields with a legend
    <div className={controls.stack} role="group" aria-label={texts.deleteDraft}>
      <p className={controls.hint}>{texts.deleteConfirm}</p>
      <div className={controls.row}>
        <button type="button" className={controls.button.secondary} onClick={() => void onDelete().then((deleted) => !deleted && setAsking(false))}>
          {texts.deleteYes}
        </button>
        <button type="button" className={controls.button.quiet} onClick={() => setAsking(false)}>
          {texts.deleteNo}
        </button>
      </div>
    </div>
  );
}

/** Beside the editor: where the draft stands on the site (saved, saving, kept in this browser only, too large, deleted elsewhere) and the question when two texts disagree. */
export function DraftState({ sync, id }: { sync: ServerDraftSync; id: string }) {
  const words = statusWords(sync.status, sync.savedAt);
  const problem = sync.status === "too-large" || sync.status === "sign-in" || sync.status === "deleted" || sync.status === "full";
  return (
    <div className={controls.stack}>
      <p className={problem ? controls.notice : controls.hint} role="status" data-draft-status={sync.status}>
        {words}
      </p>
      {sync.status === "deleted" ? (
        <div className={controls.row}>
          {sync.draftId ? (
            // A form post (the worker's 303 reopens the draft here, back whole): no script needed.
            <form method="post" action={draftUndeletePath(sync.draftId)}>
              <button type="submit" className={controls.button.primary}>
                {texts.undo}
              </button>
            </form>
          ) : null}
          <button type="button" className={controls.button.secondary} onClick={sync.keepAsNew}>
            {texts.keepAsNew}
          </button>
        </div>
      ) : null}
      {sync.notice ? (
        <p className={controls.hint} role="status">
          {sync.notice}
        </p>
      ) : null}
      {sync.other && !sync.conflict ? (
        <div className={controls.row}>
          <button type="button" className={controls.button.secondary} onClick={sync.bringBack}>
            {texts.bringBack}
          </button>
        </div>
      ) : null}
      {sync.conflict ? <Question question={sync.conflict} id={id} onNewer={sync.takeNewer} onMine={sync.keepMine} /> : null}
    </div>
  );
}

/** Under the editor: "New issue", the draft's history and "Delete this draft…". */
export function DraftActions({ sync, id }: { sync: ServerDraftSync; id: string }) {
  return (
    <div className={controls.stack}>
      <div className={controls.row}>
        <button type="button" className={controls.button.secondary} onClick={sync.newIssue} aria-describedby={`${id}-new-hint`}>
          {texts.newIssue}
        </button>
        {sync.draftId ? (
          <a className={css.link} href={draftHistoryPath(sync.draftId)}>
            {texts.history}
          </a>
        ) : null}
      </div>
      <p id={`${id}-new-hint`} className={controls.hint}>
        {texts.newIssueHint}
      </p>
      {sync.draftId && sync.status !== "deleted" ? <DeleteDraft onDelete={sync.deleteDraft} /> : null}
    </div>
  );
}

/** The title, saved with the draft on every device (above the text: on a phone's first screen with it). */
export function DraftTitle({ sync, id }: { sync: ServerDraftSync; id: string }) {
  return (
    <div className={css.field}>
      <label htmlFor={`${id}-title`} className={css.label}>
        {texts.titleLabel}
      </label>
      <input
        id={`${id}-title`}
        className={css.input}
        value={sync.meta.title}
        maxLength={200}
        onChange={(event) => sync.setMeta({ title: event.currentTarget.value })}
        aria-describedby={`${id}-title-hint`}
      />
      <p id={`${id}-title-hint`} className="visually-hidden">
        {texts.titleHint}
      </p>
    </div>
  );
}

/** The email's subject and preview text when they should differ from the title and the hook, saved with the draft. */
export function DraftEmailFields({ sync, id }: { sync: ServerDraftSync; id: string }) {
  return (
    <div className={controls.stack}>
      <details>
        <summary className={css.link}>{texts.emailFields}</summary>
        <div className={controls.stack}>
          <div className={css.field}>
            <label htmlFor={`${id}-subject`} className={css.label}>
              {texts.subjectLabel}
            </label>
            <input
              id={`${id}-subject`}
              className={css.input}
              value={sync.meta.subject}
              maxLength={SUBJECT_MAX_CHARS}
              onChange={(event) => sync.setMeta({ subject: event.currentTarget.value })}
            />
          </div>
          <div className={css.field}>
            <label htmlFor={`${id}-preview-text`} className={css.label}>
              {texts.previewTextLabel}
            </label>
            <input
              id={`${id}-preview-text`}
              className={css.input}
              value={sync.meta.preview_text}
              maxLength={PREVIEW_TEXT_MAX_CHARS}
              onChange={(event) => sync.setMeta({ preview_text: event.currentTarget.value })}
            />
          </div>
        </div>
      </details>
    </div>
  );
}
