import { createContext, useContext } from "react";

/** What a page may know about the request it is rendered for. Isomorphic: plain data only. */
export interface PageContextValue {
  /** Path of the page, without query (e.g. "/resources"). */
  path: string;
  /** Query string parameters of the request. */
  search: Record<string, string>;
  /** The site's public origin, e.g. "https://www.example.com". */
  siteUrl: string;
}

export const PageContext = createContext<PageContextValue>({ path: "/", search: {}, siteUrl: "" });

export function usePageContext(): PageContextValue {
  return useContext(PageContext);
}
