import { newsletterArchive as texts } from "../../content/newsletter-archive";
import { siteFooter } from "../../newsletter/footer";
import { issueContent, issuePath, ARCHIVE_PATH, type IssueFile } from "../../newsletter/issue";
import { formatIssueDate, readingMinutes } from "../../newsletter/web";
import { usePageContext } from "../../page-context";
import { owner } from "../../content/owner";
import { SearchForm } from "../../components/search/SearchForm";
import { atIssueEnd } from "../../components/search/search.css";
import { IssueSignup } from "./IssueSignup";
import { IssueBody } from "../../components/issue/IssueBody";
import * as css from "../../components/issue/issue.css";

export interface IssueNeighbours {
  newer?: IssueFile;
  older?: IssueFile;
}

/** One archived issue: its words as the email had them, then the signup form and the issues around it. */
export function IssuePage({ issue, neighbours }: { issue: IssueFile; neighbours: IssueNeighbours }) {
  const { siteUrl } = usePageContext();
  const content = issueContent(issue, siteFooter(siteUrl));
  const links = [
    neighbours.older ? { label: texts.issue.previous, issue: neighbours.older, rel: "prev" } : null,
    neighbours.newer ? { label: texts.issue.next, issue: neighbours.newer, rel: "next" } : null,
  ].filter((link) => link !== null);
  return (
    <>
      <article className={css.article} aria-labelledby="issue-title">
        <header className={css.header}>
          <a className={css.eyebrow} href={ARCHIVE_PATH}>
            {texts.issue.eyebrow}
          </a>
          <h1 id="issue-title" className={css.title}>
            {issue.title}
          </h1>
          <p className={css.meta}>
            <time dateTime={issue.date}>{formatIssueDate(issue.date)}</time>
            {" · "}
            {texts.issue.readingTime.replace("{minutes}", String(readingMinutes(content)))}
          </p>
        </header>
        <IssueBody content={content} videos={issue.videos} tags={{ siteUrl, newsletterName: owner.newsletterName, medium: "web", campaign: issue.slug }} />
      </article>
      <IssueSignup id="issue-signup" heading={texts.issue.signupHeading} text={texts.issue.signupText} />
      <nav className={css.neighbours} aria-label={texts.issue.neighboursLabel}>
        {links.length > 0 ? (
          <ul className={css.neighbourList}>
            {links.map((link) => (
              <li key={link.rel}>
                <a className={css.neighbourLink} href={issuePath(link.issue.slug)} rel={link.rel}>
                  <span className={css.neighbourLabel}>{link.label}</span>
                  <span className={css.neighbourTitle}>{link.issue.title}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={css.allIssues}>
          <a href={ARCHIVE_PATH}>{texts.issue.allIssues}</a>
        </p>
        <SearchForm id="issue-search" className={atIssueEnd} />
      </nav>
    </>
  );
}
