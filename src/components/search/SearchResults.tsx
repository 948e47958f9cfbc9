import { archiveSearch as words } from "../../content/search";
import { ARCHIVE_PATH } from "../../newsletter/paths";
import type { FoundIssue } from "../../search/query";
import { ArchiveItem } from "../issue/ArchiveItem";
import * as issueCss from "../issue/issue.css";
import { Marked } from "./Marked";
import { SearchForm } from "./SearchForm";
import * as css from "./search.css";

/** The archive filtered to the issues that mention every word searched, best first, or the words and a way back to every issue. */
export function SearchResults({ search, issues }: { search: string; issues: readonly FoundIssue[] }) {
  return (
    <>
      <header className={issueCss.archiveIntro}>
        <h1 className={issueCss.title}>{words.results.heading}</h1>
        <SearchForm id="archive-search" search={search} />
      </header>
      <section className={issueCss.archive} aria-labelledby="search-summary">
        {issues.length > 0 ? (
          <>
            <p id="search-summary" className={css.summary}>
              {words.results.found(issues.length, search)}
            </p>
            <ol className={issueCss.archiveList} aria-label={words.results.listLabel}>
              {issues.map((issue) => (
                <ArchiveItem
                  key={issue.slug}
                  slug={issue.slug}
                  date={issue.date}
                  title={<Marked text={issue.title} />}
                  text={<Marked text={issue.excerpt} />}
                />
              ))}
            </ol>
          </>
        ) : (
          <>
            <p id="search-summary" className={css.none}>
              {words.results.none(search)}
            </p>
            <p className={css.hint}>{words.results.noneHint}</p>
          </>
        )}
        <p className={css.back}>
          <a href={ARCHIVE_PATH}>{words.results.wholeArchive}</a>
        </p>
      </section>
    </>
  );
}

/** A search that could not be answered (too many from one client, or the database away): why, and the archive meanwhile. */
export function SearchNotice({ heading, text }: { heading: string; text: string }) {
  return (
    <section className={issueCss.archiveIntro} aria-labelledby="search-notice">
      <h1 id="search-notice" className={issueCss.title}>
        {heading}
      </h1>
      <p>{text}</p>
      <p className={css.back}>
        <a href={ARCHIVE_PATH}>{words.results.wholeArchive}</a>
      </p>
    </section>
  );
}
