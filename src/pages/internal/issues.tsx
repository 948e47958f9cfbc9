import { issueList as words } from "../../content/publishing";
import { issuePath } from "../../newsletter/paths";
import { issuePath as ownerIssuePath, kitAgainPath, type IssueState, type KitDraftState, type SendChoice } from "../../publishing/contract";
import { KitStatusBadge } from "../../components/publishing/KitStatusBadge";
import { emailPlan, planInWords } from "../../components/publishing/kit-status";
import * as css from "./inquiries.css";
import { OwnerNav } from "./owner-nav";
import { dayInWords, momentOnClock } from "../../internal/when";
import { owner } from "../../content/owner";
import { fillTemplate } from "../../fill-template";
import { issueHistoryPath, issuePreviewPath } from "../../publishing/drafts";
import { DraftList, NewIssueForm, type DraftListing } from "./draft-list";
import { draftTexts } from "../../content/drafts";
import type { IssueResults, SiteNumbers } from "../../publishing/results";
import { issueResults as resultWords } from "../../content/issue-results";
import { IssueResultsView } from "./issue-results";
import type { IssueLinkView } from "../../newsletter/issue-links";
import { DeletedNotice } from "./deleted-drafts";

/** The previewer's address that opens an issue for editing (the previewer loads its .txt). */
export const previewerPathOf = (slug: string) => `/newsletter-preview?issue=${encodeURIComponent(slug)}`;

/** An issue as the owner's list shows it (the worker reads D1 and the repository). */
export interface IssueListing {
  slug: string;
  title: string;
  date: string;
  /** The issue's one moment (ISO 8601): its page goes live then, and a scheduled email goes. Undefined for a repository issue (a day only). */
  moment?: string;
  /** What he asked of its email (undefined for a repository issue). */
  sendChoice?: SendChoice;
  state: IssueState;
  /** Undefined for a repository issue: it was sent before publishing existed, and lives in its file. */
  kit?: KitDraftState;
  fromRepository: boolean;
  /** Kit's figures of its email, when any were read (worker/publishing/issue-results.ts). */
  results?: IssueResults;
  /** The site's numbers of its page; undefined when the stats could not be read. */
  site?: SiteNumbers;
  /** Its links with Kit's clicks and what each brought (src/publishing/issue-links.ts); undefined when none are counted. */
  links?: IssueLinkView[];
}

/**
 * When the issue goes (or went) on the web, on his clock; a scheduled one says whether its email
 * goes then, in the words the desk uses too.
 */
export function issueMomentInWords(issue: Pick<IssueListing, "moment" | "state" | "kit" | "sendChoice">, timeZone: string, now = Date.now()): string | null {
  if (!issue.moment) return null;
  const when = momentOnClock(Date.parse(issue.moment), timeZone, now);
  return issue.state === "scheduled" && issue.kit ? planInWords(when, emailPlan(issue.kit, issue.sendChoice ?? "draft")) : when;
}

function IssueMoment({ issue, timeZone, now }: { issue: IssueListing; timeZone: string; now: number }) {
  const words = issueMomentInWords(issue, timeZone, now);
  return words ? (
    <time dateTime={issue.moment} data-moment="">
      {words}
    </time>
  ) : (
    <time dateTime={issue.date}>{dayInWords(issue.date, now)}</time>
  );
}

/** A same-origin form post that asks for a confirmation first (a required box), so it works without script. */
function ConfirmedPost({ action, confirm, label }: { action: string; confirm: string; label: string }) {
  return (
    <form method="post" action={action}>
      <p>
        <label>
          <input type="checkbox" name="confirm" value="yes" required /> {confirm}
        </label>
      </p>
      <button className={css.button} type="submit">
        {label}
      </button>
    </form>
  );
}

/**
 * /internal/issues: every issue, newest first, with its state on the web, its Kit draft and what
 * the owner can do with it. Unpublishing is a same-origin form post that asks for a confirmation
 * (a required box), so it works without script.
 */
export function IssuesPage({
  issues = [],
  drafts = [],
  now = Date.now(),
  timeZone = owner.timeZone,
  siteNumbersRead = true,
  notice,
  deleted,
}: {
  issues?: IssueListing[];
  drafts?: DraftListing[];
  now?: number;
  timeZone?: string;
  siteNumbersRead?: boolean;
  /** What a confirmed post just did, in words (issueList.notices). */
  notice?: string;
  /** The draft just deleted (?deleted=<id>), said first with its "Undo"; none once it is back. */
  deleted?: { id: string; name: string } | undefined;
}) {
  return (
    <div className={css.page}>
      <OwnerNav current="/internal/issues" />
      <h1 id="page-title">{words.title}</h1>
      {notice ? (
        <p role="status" data-notice="">
          {notice}
        </p>
      ) : null}
      {deleted ? <DeletedNotice id={deleted.id} name={deleted.name} /> : null}
      <p>{words.lead}</p>
      <p data-testid="time-zone">{fillTemplate(words.timeZone, { zone: timeZone })}</p>
      <NewIssueForm />
      <DraftList drafts={drafts} now={now} />
      <h2 id="issues-title">{words.issuesHeading}</h2>
      {issues.length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <p data-results-periods="">{siteNumbersRead ? resultWords.periods : `${resultWords.periods} ${resultWords.siteUnavailable}`}</p>
      )}
      <ol className={css.list} aria-labelledby="issues-title">
        {issues.map((issue) => (
          <li key={issue.slug} id={`issue-${issue.slug}`} className={css.item} data-issue={issue.slug}>
            <h3>{issue.state === "live" ? <a href={issuePath(issue.slug)}>{issue.title}</a> : issue.title}</h3>
            <dl className={css.details}>
              <div className={css.row}>
                <dt className={css.term}>{words.columns.date}</dt>
                <dd className={css.value}>
                  <IssueMoment issue={issue} timeZone={timeZone} now={now} />
                </dd>
              </div>
              <div className={css.row}>
                <dt className={css.term}>{words.columns.state}</dt>
                <dd className={css.value} data-state={issue.state}>
                  {words.states[issue.state]}
                  {issue.fromRepository ? ` (${words.repository})` : ""}
                </dd>
              </div>
              <div className={css.row}>
                <dt className={css.term}>{words.columns.kit}</dt>
                <dd className={css.value} data-kit={issue.kit?.state ?? "none"}>
                  {issue.kit ? <KitStatusBadge kit={issue.kit} timeZone={timeZone} unpublished={issue.state === "unpublished"} /> : words.kit.none}
                </dd>
              </div>
            </dl>
            <IssueResultsView
              title={issue.title}
              hasBroadcast={issue.kit !== undefined && "broadcastId" in issue.kit}
              kit={issue.kit}
              timeZone={timeZone}
              results={issue.results}
              site={issue.site}
              links={issue.links}
            />
            <p>
              <a className={css.link} href={previewerPathOf(issue.slug)}>
                {words.actions.open}
              </a>{" "}
              ·{" "}
              <a className={css.link} href={issuePreviewPath(issue.slug)}>
                {words.actions.preview}
              </a>{" "}
              ·{" "}
              <a className={css.link} href={`${ownerIssuePath(issue.slug)}.txt`} download={`${issue.date}-${issue.slug}.txt`}>
                {words.actions.export}
              </a>
              {issue.fromRepository ? null : (
                <>
                  {" "}
                  ·{" "}
                  <a className={css.link} href={issueHistoryPath(issue.slug)}>
                    {draftTexts.list.history}
                  </a>
                </>
              )}
            </p>
            {issue.kit?.state === "deleted" ? (
              <ConfirmedPost action={kitAgainPath(issue.slug)} confirm={words.actions.confirmKitAgain} label={words.actions.kitAgain} />
            ) : null}
            {issue.fromRepository ? null : issue.state === "unpublished" ? (
              <ConfirmedPost action={`${ownerIssuePath(issue.slug)}/republish`} confirm={words.actions.confirmRepublish} label={words.actions.republish} />
            ) : (
              <ConfirmedPost action={`${ownerIssuePath(issue.slug)}/unpublish`} confirm={words.actions.confirm} label={words.actions.unpublish} />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
