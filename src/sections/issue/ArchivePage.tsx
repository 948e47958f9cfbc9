import { newsletterArchive as texts } from "../../content/newsletter-archive";
import { siteFooter } from "../../newsletter/footer";
import { FEED_PATH, issueContent, type IssueFile } from "../../newsletter/issue";
import { plainHook } from "../../newsletter/web";
import { usePageContext } from "../../page-context";
import { SearchForm } from "../../components/search/SearchForm";
import { ArchiveItem } from "../../components/issue/ArchiveItem";
import { IssueSignup } from "./IssueSignup";
import * as css from "../../components/issue/issue.css";

/** Every issue, newest first, each with its date, title and hook. */
export function ArchivePage({ issues }: { issues: readonly IssueFile[] }) {
  const { siteUrl } = usePageContext();
  const footer = siteFooter(siteUrl);
  return (
    <>
      <header className={css.archiveIntro}>
        <h1 className={css.title}>{texts.index.title}</h1>
        <p className={css.archiveLead}>{texts.index.lead}</p>
        <p>
          <a className={css.feedLink} href={FEED_PATH} type="application/atom+xml">
            {texts.index.feedLabel}
          </a>
        </p>
        <SearchForm id="archive-search" />
      </header>
      <section className={css.archive} aria-label={texts.index.title}>
        {issues.length === 0 ? (
          <p>{texts.index.empty}</p>
        ) : (
          <ol className={css.archiveList} reversed>
            {issues.map((issue) => (
              <ArchiveItem key={issue.slug} slug={issue.slug} date={issue.date} title={issue.title} text={plainHook(issueContent(issue, footer))} />
            ))}
          </ol>
        )}
      </section>
      <IssueSignup id="archive-signup" heading={texts.index.signupHeading} text={texts.index.signupText} />
    </>
  );
}
