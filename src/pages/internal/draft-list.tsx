import { draftTexts } from "../../content/drafts";
import { agoInWords } from "../../internal/ago";
import { DELETED_DRAFTS_PATH, DRAFTS_PATH, draftDeletePath, draftHistoryPath, draftPreviewPath, OPEN_DRAFT_PARAM } from "../../publishing/drafts";
import { firstWords } from "../../publishing/first-words";
import { fillTemplate } from "../../fill-template";
import * as css from "./inquiries.css";
import * as own from "./draft-list.css";

const words = draftTexts.list;

/** A draft as the owner's list shows it (the worker reads D1). */
export interface DraftListing {
  id: string;
  title: string | null;
  /** The start of its text: its first words name it until it has a title. */
  opening: string;
  updatedAt: string;
}

const nameOf = (draft: DraftListing) => draft.title ?? (firstWords(draft.opening) || words.untitled);

export const draftPreviewerPath = (id: string) => `/newsletter-preview?${OPEN_DRAFT_PARAM}=${id}`;

/** "New issue": a form post that creates a draft from the starter lines and opens it in the previewer (works without script). */
export function NewIssueForm() {
  return (
    <form method="post" action={DRAFTS_PATH}>
      <button className={css.button} type="submit">
        {draftTexts.newIssue}
      </button>
    </form>
  );
}

/** The drafts kept on the server that are no issue yet, last edited first. */
export function DraftList({ drafts, now }: { drafts: readonly DraftListing[]; now: number }) {
  return (
    <section aria-labelledby="drafts-title" className={own.section}>
      <h2 id="drafts-title">{words.heading}</h2>
      <p>{drafts.length === 0 ? words.empty : words.lead}</p>
      <p>
        <a className={css.link} href={DELETED_DRAFTS_PATH}>
          {words.recentlyDeleted}
        </a>
      </p>
      {drafts.length > 0 ? (
        <ol className={css.list} aria-labelledby="drafts-title">
          {drafts.map((draft) => (
            <li key={draft.id} className={css.item} data-draft={draft.id}>
              <h3 className={own.heading}>{nameOf(draft)}</h3>
              <p className={css.status}>
                <time dateTime={draft.updatedAt}>{fillTemplate(words.edited, { ago: agoInWords(draft.updatedAt, now) })}</time>
              </p>
              <div className={own.actions}>
                <a className={css.link} href={draftPreviewerPath(draft.id)}>
                  {words.open}
                </a>
                <a className={css.link} href={draftPreviewPath(draft.id)}>
                  {words.preview}
                </a>
                <a className={css.link} href={draftHistoryPath(draft.id)}>
                  {words.history}
                </a>
                {/* A plain form (works without script): no question first, as "Undo" follows on the next page. */}
                <form method="post" action={draftDeletePath(draft.id)} className={own.inline}>
                  <button className={css.button} type="submit" aria-label={fillTemplate(words.deleteLabel, { name: nameOf(draft) })}>
                    {words.delete}
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
