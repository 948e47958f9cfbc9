import { draftTexts as texts } from "../../content/drafts";
import { fillTemplate } from "../fill-template";
import * as controls from "../components/controls.css";
import type { ServerDraftSync, SyncStatus } from "./use-server-draft";

const clock = (iso: string | null) => (iso ? new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" }).format(Date.parse(iso)) : "");

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
    case "sign-in":
      return texts.signIn;
    default:
      return "";
  }
}

/**
 * "New issue", where the draft stands on the site (saved, saving, kept in this browser only, too
 * large), and, when another tab or device saved a newer version, the choice between the two.
 */
export function DraftSync({ sync, id }: { sync: ServerDraftSync; id: string }) {
  const words = statusWords(sync.status, sync.savedAt);
  const problem = sync.status === "too-large" || sync.status === "sign-in";
  return (
    <div className={controls.stack}>
      <div className={controls.row}>
        <button type="button" className={controls.button.secondary} onClick={sync.newIssue} aria-describedby={`${id}-new-hint`}>
          {texts.newIssue}
        </button>
      </div>
      <p id={`${id}-new-hint`} className={controls.hint}>
        {texts.newIssueHint}
      </p>
      <p className={problem ? controls.notice : controls.hint} role="status" data-draft-status={sync.status}>
        {words}
      </p>
      {sync.notice ? (
        <p className={controls.hint} role="status">
          {sync.notice}
        </p>
      ) : null}
      {sync.conflict ? (
        <div className={controls.notice} role="alert" aria-labelledby={`${id}-conflict`}>
          <h3 id={`${id}-conflict`} className={controls.hint}>
            <strong>{texts.conflictTitle}</strong>
          </h3>
          <p className={controls.hint}>{fillTemplate(texts.conflict, { ago: `at ${clock(sync.conflict.updatedAt)}` })}</p>
          <div className={controls.row}>
            <button type="button" className={controls.button.secondary} onClick={sync.takeNewer}>
              {texts.takeNewer}
            </button>
            <button type="button" className={controls.button.secondary} onClick={sync.keepMine}>
              {texts.keepMine}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
