import { issueList as words } from "../../content/publishing";
import { issuePath } from "../../newsletter/paths";
import { issuePath as ownerIssuePath, type IssueState, type KitDraftState } from "../../publishing/contract";
import { KitStatusBadge } from "../../publishing/KitStatusBadge";
import * as css from "./inquiries.css";
import { OwnerNav } from "./owner-nav";
import { dayInWords } from "../../internal/when";
import { owner } from "../../content/owner";
import { fillTemplate } from "../../previewer/fill-template";

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
export function IssuesPage({ issues = [], timeZone = owner.timeZone }: { issues?: IssueListing[]; timeZone?: string }) {
  return (
    <div className={css.page}>
      <OwnerNav current="/internal/issues" />
      <h1 id="page-title">{words.title}</h1>
      <p>{words.lead}</p>
      <p data-testid="time-zone">{fillTemplate(words.timeZone, { zone: timeZone })}</p>
      <p>
        <a className={css.link} href="/newsletter-preview">
          {words.newIssue}
        </a>
      </p>
      {issues.length === 0 ? <p>{words.empty}</p> : null}
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
                  {issue.kit ? <KitStatusBadge kit={issue.kit} timeZone={timeZone} unpublished={issue.state === "unpublished"} /> : words.kit.none}
                </dd>
              </div>
            </dl>
            <p>
              <a className={css.link} href={previewerPathOf(issue.slug)}>
                {words.actions.open}
              </a>{" "}
              ·{" "}
              <a className={css.link} href={`${ownerIssuePath(issue.slug)}.txt`} download={`${issue.date}-${issue.slug}.txt`}>
                {words.actions.export}
              </a>
            </p>
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
