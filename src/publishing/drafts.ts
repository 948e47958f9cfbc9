/**
 * What the previewer, the worker and the tests agree on about drafts kept on the server
 * (worker/drafts): the paths, the fields and the answers. Plain data and types.
 */
import type { StyleKey } from "../newsletter-contract/types.ts";
import { ISSUES_PATH } from "./contract.ts";

/** GET lists the drafts bound to no issue; POST creates one (JSON answers; a form post goes to the previewer). */
export const DRAFTS_PATH = "/internal/drafts";
/** GET reads a draft; PUT (or POST, as a page that is closing sends it) saves it with the version it started from. */
export const draftPath = (id: string) => `${DRAFTS_PATH}/${id}`;
/** The web page a saved draft would make, for the owner only. */
export const draftPreviewPath = (id: string) => `${draftPath(id)}/preview`;
/** POST the fields of the Publish form here (a form with target=_blank): the page the unsaved draft would make. */
export const UNSAVED_PREVIEW_PATH = `${DRAFTS_PATH}/preview`;
/** The web page of any issue (scheduled, live, unpublished) as it will look, for the owner only. */
export const issuePreviewPath = (slug: string) => `${ISSUES_PATH}/${slug}/preview`;
/** The previewer opens the draft this names: /newsletter-preview?draft=<id>. */
export const OPEN_DRAFT_PARAM = "draft";
/** A draft's history (HTML, the owner's): its revisions, newest first, paged. */
export const draftHistoryPath = (id: string) => `${draftPath(id)}/history`;
/** One revision of a draft, read-only, with its confirmed Restore form. */
export const draftRevisionPath = (id: string, revision: number) => `${draftPath(id)}/revisions/${revision}`;
/** POST (a form: `confirm`, `base_version`): the revision becomes the draft's text; 303 to the previewer on the draft. */
export const draftRestorePath = (id: string, revision: number) => `${draftRevisionPath(id, revision)}/restore`;
/** GET (HTML, the owner's): "Recently deleted", the drafts deleted in the last 30 days, each with a Restore form. */
export const DELETED_DRAFTS_PATH = `${DRAFTS_PATH}/deleted`;
/** POST (a form): deletes the draft (the list's own Delete); 303 to the issue list saying so, with "Undo". */
export const draftDeletePath = (id: string) => `${draftPath(id)}/delete`;
/** POST (a form): a deleted draft back whole from its latest delete ("Undo", "Restore"); 303 to the previewer on it. */
export const draftUndeletePath = (id: string) => `${draftPath(id)}/restore`;
/** The issue list's ?deleted=<id>: the draft just deleted, said with its "Undo". */
export const DELETED_PARAM = "deleted";
/** POST a text to keep as a revision without changing the draft (the side of a question he did not keep). */
export const draftKeepPath = (id: string) => `${draftPath(id)}/revisions`;
/** An issue's history: its draft's revisions and every published version. */
export const issueHistoryPath = (slug: string) => `${ISSUES_PATH}/${slug}/history`;
/** One published version of an issue (`n`: 1 the first publish), read-only. */
export const issueVersionPath = (slug: string, n: number) => `${ISSUES_PATH}/${slug}/versions/${n}`;
/** A create carrying this header answers the same draft for the same key for a day (a lost answer, a reload). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** At most this many drafts bound to no issue. */
export const MAX_DRAFTS = 200;
/** Revisions a history page shows. */
export const HISTORY_PAGE_SIZE = 50;
/** An id as the worker makes them (crypto.randomUUID). */
export const DRAFT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Fields of a save or a creation (JSON, or a form post for "New issue"). */
export const draftFields = {
  text: "text",
  style: "style",
  title: "title",
  /** The email's subject and preview text, when they differ from the title and the hook ("" clears). */
  subject: "subject",
  previewText: "preview_text",
  /** A save that settles a question between two texts: the text it replaces is always kept. */
  choice: "choice",
  /** The version the client's text started from (a save only). */
  baseVersion: "base_version",
  /** The issue the draft edits or was published as. */
  issue: "issue",
  /** A save's own key (a UUID): the version it produced is kept, so a browser whose answer was lost recognises its save. */
  saveKey: "save_key",
  /**
   * The keys of this browser's saves still unanswered as it sends another (a closing save while one
   * is in flight): the site takes the save over a version one of them produced, as over its base.
   */
  afterSaves: "after_saves",
} as const;

/** GET a draft with ?saves=<key>,<key>: the answer's `landed` names the latest of those saves that the site took. */
export const SAVES_PARAM = "saves";

/** The issue a draft is bound to, as published: the Publish form offers "Update" for it. */
export interface DraftIssue {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  style: StyleKey;
  /** HH:MM on his clock: with `date`, the issue's moment. */
  time: string;
  /** Whether its email goes with the page or stays a draft in Kit. */
  send: "draft" | "schedule";
  /** Its published version now (PublishedIssue.version): the Update sends it as `base_version`. */
  version: number;
}

/** A draft as the server holds it. */
export interface ServerDraft {
  id: string;
  version: number;
  text: string;
  style: StyleKey;
  title: string | null;
  /** The email's subject and preview text; null: the title and the hook. */
  subject: string | null;
  preview_text: string | null;
  /** The issue it edits (published in D1); null for a new issue. */
  issue: DraftIssue | null;
  /** ISO time of the last save. */
  updatedAt: string;
  /** Of the save keys a read names (SAVES_PARAM), the latest the site took and the version it produced: the browser's own words, no question. */
  landed?: { key: string; version: number } | null;
}

/**
 * JSON answers: 200 (read, saved, or a create answered again for its Idempotency-Key), 201 (created), 409 (`draft` is the newer copy another tab or
 * device saved: nothing was changed; or `IDEMPOTENCY_KEY_USED`: the key created a draft since changed, with another text), 404, 413 (over 256 KB), 422, 429 (too many saves), 403, 503.
 */
export type DraftAnswer =
  | {
      success: true;
      draft: ServerDraft;
      /** An issue opened for an edit whose draft holds edits not published: those are opened, never replaced. */
      unpublishedEdits?: boolean;
    }
  | { success: false; error: string; code: string; draft?: ServerDraft };
