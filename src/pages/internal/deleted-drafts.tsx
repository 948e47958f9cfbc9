import { draftTexts } from "../../content/drafts";
import { agoInWords } from "../../internal/ago";
import { dayInWords } from "../../internal/when";
import { fillTemplate } from "../../fill-template";
import { ISSUES_PATH } from "../../publishing/contract";
import { draftHistoryPath, draftUndeletePath } from "../../publishing/drafts";
import { firstWords } from "../../publishing/first-words";
import { dayInZone } from "../../publishing/zone-time";
import * as css from "./inquiries.css";
import * as own from "./draft-list.css";
import { OwnerNav } from "./owner-nav";

const words = draftTexts.deletedList;
const KEPT_MS = 30 * 86_400_000;

/** A deleted draft as "Recently deleted" shows it (the worker reads its latest delete). */
export interface DeletedListing {
  id: string;
  title: string | null;
  opening: string;
  deletedAt: string;
}

/** The name a draft goes by: its title, else its first words. */
export const draftName = (draft: { title: string | null; opening: string }) => draft.title || firstWords(draft.opening) || draftTexts.list.untitled;

/** "Undo" / "Restore": a form post, so it works without script; the button names the draft for a screen reader. */
export function UndeleteForm({ id, label, name }: { id: string; label: string; name: string }) {
  const described = label === draftTexts.undo ? draftTexts.undoLabel : words.restoreLabel;
  return (
    <form method="post" action={draftUndeletePath(id)} className={own.inline}>
      <button className={css.button} type="submit" aria-label={fillTemplate(described, { name })} data-undelete={id}>
        {label}
      </button>
    </form>
  );
}

/** The issue list's notice after a delete: what happened, and "Undo" (the draft back whole). */
export function DeletedNotice({ id, name }: { id: string; name: string }) {
  return (
    <div className={`${css.notice} ${own.deletedNotice}`} data-deleted-notice={id}>
      <p className={css.value}>{fillTemplate(draftTexts.deletedNotice, { name })}</p>
      <UndeleteForm id={id} label={draftTexts.undo} name={name} />
    </div>
  );
}

/** GET /internal/drafts/deleted: the drafts deleted in the last 30 days, last deleted first, each with Restore. */
export function DeletedDraftsPage({ drafts, now, timeZone, notice }: { drafts: readonly DeletedListing[]; now: number; timeZone: string; notice?: string }) {
  return (
    <div className={css.page}>
      <OwnerNav current={ISSUES_PATH} />
      <h1 id="page-title">{words.title}</h1>
      {notice ? (
        <p role="status" className={css.notice}>
          {notice}
        </p>
      ) : null}
      <p>{drafts.length === 0 ? words.empty : words.lead}</p>
      {drafts.length > 0 ? (
        <ol className={css.list} aria-labelledby="page-title">
          {drafts.map((draft) => {
            const name = draftName(draft);
            const keptUntil = dayInWords(dayInZone(Date.parse(draft.deletedAt) + KEPT_MS, timeZone));
            return (
              <li key={draft.id} className={css.item} data-deleted-draft={draft.id}>
                <h2 className={own.heading}>{name}</h2>
                <p className={css.status}>
                  <time dateTime={draft.deletedAt}>{fillTemplate(words.deleted, { ago: agoInWords(draft.deletedAt, now) })}</time>,{" "}
                  {fillTemplate(words.keptUntil, { day: keptUntil })}
                </p>
                <div className={own.actions}>
                  <UndeleteForm id={draft.id} label={words.restore} name={name} />
                  <a className={css.link} href={draftHistoryPath(draft.id)}>
                    {words.history}
                  </a>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <p>
        <a className={css.link} href={ISSUES_PATH}>
          {words.back}
        </a>
      </p>
    </div>
  );
}
