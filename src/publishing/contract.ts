/**
 * What the previewer's Publish form, the worker, a script and the tests agree on about publishing
 * an issue of the newsletter: the owner's endpoint, its fields, its answers and the Kit draft's
 * states. Plain data and types: no DOM, no Workers APIs, no words the owner reads.
 */
import type { StyleKey } from "../newsletter-contract/types.ts";
import type { KitProblem } from "./kit-problem.ts";
import { SHARE_CARD_MAX_BASE64_BYTES } from "./share-card-contract.ts";

/** POST here publishes (or schedules) a new issue; a slug already taken is always 409, never an edit. */
export const ISSUES_PATH = "/internal/issues";

/** POST here edits a published issue; GET `${path}.txt` gives it back in the repository's file format. */
export function issuePath(slug: string): string {
  return `${ISSUES_PATH}/${slug}`;
}

/** Field names, the same in a form post and in a JSON body. */
export const publishFields = {
  title: "title",
  slug: "slug",
  /** YYYY-MM-DD, a day in the owner's zone (OWNER_TIME_ZONE); optional, his today when absent. A later date schedules the issue (live from 00:00 of that day there). */
  date: "date",
  /** One of the six style keys. */
  style: "style",
  /** The draft text in the format of docs/newsletter.md. */
  draft: "draft",
  /** Present (any value) when the owner accepted the warnings the pre-send checks raised. */
  acceptWarnings: "accept_warnings",
  /**
   * `draft` (the default: Kit keeps a draft the owner sends from Kit) or `schedule` (Kit sends the
   * email when the issue goes live). Omitted on an edit: the issue's choice stays as it was.
   */
  send: "send",
  /**
   * HH:MM on the owner's clock: with `date`, the issue's one moment (its page shows from then, and
   * with `send=schedule` Kit sends it then); 00:00 when absent. Omitted on an edit: the issue's stays.
   */
  time: "time",
  /** The same field under its earlier name (scripts written before `time`). */
  sendTime: "send_time",
  /**
   * The email's subject when it should differ from the title, and its preview text when it should
   * differ from the hook (the draft's fields). `""` or absent on a new issue: the title / the hook;
   * absent on an edit: the issue's stay as they were; `""` clears them.
   */
  subject: "subject",
  previewText: "preview_text",
  /**
   * An edit only: the issue's version the form was opened at (PublishedIssue.version). When another
   * device updated the issue since, the edit is refused (409, `ISSUE_CHANGED`) and nothing changes;
   * absent: no check (scripts).
   */
  baseVersion: "base_version",
} as const;

/** What happens to the email: a draft in Kit, or scheduled with the web page. */
export const SEND_CHOICES = ["draft", "schedule"] as const;
export type SendChoice = (typeof SEND_CHOICES)[number];
/** A scheduled email leaves at least this many minutes after it was scheduled (never at once by accident). */
export const SEND_LEAD_MINUTES = 5;

/** Longest title, in characters. */
export const TITLE_MAX_CHARS = 200;
/** Longest email subject, in characters: a title's length (Kit stores the subject as given; the inbox shows far fewer). */
export const SUBJECT_MAX_CHARS = 200;
/**
 * Longest preview text, in characters. The inbox shows its first 35 to 140 or so; Kit keeps it in
 * the email as a hidden line before the content, so a paragraph there would only add weight to
 * every email and bring Gmail's clipping nearer: 250 leaves room for any inbox and no more.
 */
export const PREVIEW_TEXT_MAX_CHARS = 250;
/** Longest slug, in characters. */
export const SLUG_MAX_CHARS = 80;
/** A slug: lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Room for the draft and the other fields, in bytes (a draft far longer than any issue fits): what the owner is told when a request is too large. */
export const PUBLISH_MAX_DRAFT_BYTES = 256 * 1024;
/** Largest request body the endpoint reads, in bytes: the draft's room and its share card in base64 (share-card-contract.ts). */
export const PUBLISH_MAX_BODY_BYTES = PUBLISH_MAX_DRAFT_BYTES + SHARE_CARD_MAX_BASE64_BYTES;

/** Where the issue's Kit broadcast stands (src/components/publishing/kit-status.ts puts it in words). */
export type KitDraftState =
  /**
   * Kit holds a draft; `url` opens it in Kit. `scheduleRefused`: Kit refused the schedule (why, as a code), so it stays a draft;
   * `missed`: the moment passed before Kit held it, so it stays a draft.
   */
  | { state: "created"; broadcastId: number; url: string; scheduleRefused?: KitProblem; missed?: true }
  /** Kit will send the email at `sendAt` (ISO 8601). */
  | { state: "scheduled"; broadcastId: number; url: string; sendAt: string }
  /** Kit sent the email at `sentAt`: an edit now changes only the web page. */
  | { state: "sent"; broadcastId: number; url: string; sentAt: string }
  /** Not created (or not scheduled) yet: Kit down, slow or rate-limited; read again from Kit's list every minute until it holds it. */
  | { state: "waiting"; reason?: KitProblem; schedule?: boolean }
  /** Kit refused it; `reason` carries Kit's own words. */
  | { state: "refused"; reason: KitProblem }
  /** This site has no Kit key (development, or a production without one): nothing reaches Kit. */
  | { state: "not-set-up"; reason: string }
  /** A change is on its way to the broadcast Kit holds: what Kit holds is not said until it answers. */
  | { state: "updating"; broadcastId: number; url: string; reason?: KitProblem }
  /** He deleted the broadcast in Kit's app: this email will not go out; "Schedule it again" makes a new one. */
  | { state: "deleted"; broadcastId: number; deletedAt: string }
  /** No email: the issue is off the web and Kit holds no broadcast of it. */
  | { state: "none" };

/** GET: the issue's email as the list says it now, JSON `{kit: KitDraftState}`. */
export const kitStatePath = (slug: string) => `${issuePath(slug)}/kit`;

/** The owner's "Schedule it again" of an issue's email he deleted in Kit (POST, with `confirm`). */
export const kitAgainPath = (slug: string) => `${issuePath(slug)}/kit-again`;

/** When an issue shows on the web. */
export type IssueState = "live" | "scheduled" | "unpublished";

export interface PublishedIssue {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  style: StyleKey;
  state: IssueState;
  /** The issue's page, absolute path: /newsletter/issues/<slug>. */
  url: string;
  kit: KitDraftState;
  /** The email's choice, and when the site asked Kit to send it (ISO 8601, UTC), if scheduled. */
  send: SendChoice;
  sendAt: string | null;
  /** HH:MM on his clock: with `date`, the issue's moment (its page shows from then). */
  time: string;
  /** The owner's time zone (IANA), in which the form names dates and times. */
  timeZone: string;
  /** Its published version (1: the first publish; each Update adds one): an edit sends it back as `base_version`. */
  version: number;
}

/** One problem with what was sent; `field` names the form field it belongs to. */
export interface PublishProblem {
  field: keyof typeof publishFields | "body";
  /** `error` stops the publish; `warning` stops it until the owner accepts it (accept_warnings). */
  level: "error" | "warning";
  /** A stable code for tests and scripts, e.g. `SLUG_TAKEN`, `MISSING_UNSUBSCRIBE_TAG`. */
  code: string;
  /** What is wrong and how to fix it, in words. */
  message: string;
}

/**
 * The JSON answer (when the client asks for application/json):
 * 201 (published or scheduled), 200 (an edit), 409 (slug taken), 413 (body too large),
 * 422 (problems), 403 (cross-site), 503 (storage unavailable: nothing was published).
 */
export type PublishAnswer =
  /** `notice`: the change went through with something he must know (Kit is sending the email now: the change reached the web page only). */
  | { success: true; issue: PublishedIssue; notice?: string }
  /** `changed` (409 `ISSUE_CHANGED`): the issue as the site holds it now, for the question between the two texts. */
  | { success: false; error: string; problems: PublishProblem[]; changed?: ChangedIssue };

/** An issue another device updated since the form opened: its version and text now. */
export interface ChangedIssue {
  version: number;
  title: string;
  draft: string;
  updatedAt: string;
}
