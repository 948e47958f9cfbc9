import { SearchNotice, SearchResults } from "../components/search/SearchResults";
import type { FoundIssue } from "../search/query";

/** `GET /newsletter/issues?q=<words>`: the issues that mention them (worker/search renders it for each search, never cached). */
export function NewsletterSearchPage({ search, issues }: { search: string; issues: readonly FoundIssue[] }) {
  return <SearchResults search={search} issues={issues} />;
}

/** A search not answered: over the client's limit (429), or the database unavailable (503). */
export function SearchNoticePage({ heading, text }: { heading: string; text: string }) {
  return <SearchNotice heading={heading} text={text} />;
}
