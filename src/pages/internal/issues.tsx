import { issueList as words } from "../../content/publishing";
import { issuePath } from "../../newsletter/paths";
import { issuePath as ownerIssuePath, type IssueState, type KitDraftState } from "../../publishing/contract";
import * as css from "./inquiries.css";
import { OwnerNav } from "./owner-nav";
import { dayInWords } from "../../internal/when";
import type { IssueResults, SiteNumbers } from "../../publishing/results";
import { issueResults as resultWords } from "../../content/issue-results";
import { IssueResultsView } from "./issue-results";

/** The previewer's address that opens an issue for editing (the previewer loads its .txt). */
export const previewerPathOf = (slug: string) => `/newsletter-preview?issue=${encodeURIComponent(slug)}`;

/** An issue as the owner's list shows it (the worker reads D1 and the repository). */
export interface IssueListing {
  slug: string;
  title: string;
  date: string;
  state: IssueState;
  /** Undefined for a repository issue: it was sent before publishing existed, and lives in its file. */
  kit?: KitDraftState;
  fromRepository: boolean;
  /** Kit's figures of its email, when any were read (worker/publishing/issue-results.ts). */
  results?: IssueResults;
  /** The site's numbers of its page; undefined when the stats could not be read. */
  site?: SiteNumbers;
}

function KitState({ kit }: { kit?: KitDraftState }) {
  if (!kit) return <>{words.kit.none}</>;
  if (kit.state === "created")
    return (
      <>
        {words.kit.created}:{" "}
        <a className={css.link} href={kit.url}>
          {words.kit.open}
        </a>
      </>
    );
  if (kit.state === "refused") return <>{`${words.kit.refused}: ${kit.reason}`}</>;
  return <>{kit.reason ? `${words.kit.waiting}: ${kit.reason}` : words.kit.waiting}</>;
}

/**
 * /internal/issues: every issue, newest first, with its state on the web, its Kit draft and what
 * the owner can do with it. Unpublishing is a same-origin form post that asks for a confirmation
 * (a required box), so it works without script.
 */
export function IssuesPage({ issues = [], siteNumbersRead = true }: { issues?: IssueListing[]; siteNumbersRead?: boolean }) {
  return (
    <div className={css.page}>
      <OwnerNav current="/internal/issues" />
      <h1 id="page-title">{words.title}</h1>
      <p>{words.lead}</p>
      <p>
        <a className={css.link} href="/newsletter-preview">
          {words.newIssue}
        </a>
      </p>
      {issues.length === 0 ? <p>{words.empty}</p> : <p data-results-periods="">{siteNumbersRead ? resultWords.periods : `${resultWords.periods} ${resultWords.siteUnavailable}`}</p>}
      <ol className={css.list} aria-labelledby="page-title">
        {issues.map((issue) => (
          <li key={issue.slug} className={css.item} data-issue={issue.slug}>
            <h2>{issue.state === "live" ? <a href={issuePath(issue.slug)}>{issue.title}</a> : issue.title}</h2>
            <dl className={css.details}>
              <div className={css.row}>
                <dt className={css.term}>{words.columns.date}</dt>
                <dd className={css.value}>
                  <time dateTime={issue.date}>{dayInWords(issue.date)}</time>
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
                  <KitState kit={issue.kit} />
                </dd>
              </div>
            </dl>
            <IssueResultsView title={issue.title} hasBroadcast={issue.kit?.state === "created"} results={issue.results} site={issue.site} />
            <p>
              <a className={css.link} href={previewerPathOf(issue.slug)}>
                {words.actions.open}
              </a>{" "}
              ·{" "}
              <a className={css.link} href={`${ownerIssuePath(issue.slug)}.txt`} download={`${issue.date}-${issue.slug}.txt`}>
                {words.actions.export}
              </a>
            </p>
            {!issue.fromRepository && issue.state !== "unpublished" ? (
              <form method="post" action={`${ownerIssuePath(issue.slug)}/unpublish`}>
                <p>
                  <label>
                    <input type="checkbox" name="confirm" value="yes" required /> {words.actions.confirm}
                  </label>
                </p>
                <button className={css.button} type="submit">
                  {words.actions.unpublish}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
