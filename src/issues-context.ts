import { createContext, useContext } from "react";
import { issues as repositoryIssues } from "./newsletter/archive";
import type { IssueFile } from "./newsletter/issue";

/**
 * The issues on the web now, newest first: the worker loads them for the archive and the issue
 * pages (the repository's and those published since). Apart from the page context, which islands
 * carry to the browser: a page's issues stay on the server.
 */
export const IssuesContext = createContext<readonly IssueFile[] | undefined>(undefined);

/** The issues on the web; the repository's when the worker passed none. */
export function useIssues(): readonly IssueFile[] {
  return useContext(IssuesContext) ?? repositoryIssues;
}
