import { changesOf, type ExperimentView } from "../../src/experiments";
import { IssuesContext } from "../../src/issues-context";
import type { IssueFile } from "../../src/newsletter/issue";
import type { PageRoute } from "../../src/route-types";
import { VideosContext, type VideosData } from "../../src/videos-context";
import { VIDEO_FACADE_MARK } from "../../src/island-markers";
import { configOf, type Env } from "../config";
import type { Remembered } from "./page-cache";
import { rendersSignupForm } from "./page-handler";
import { pageMeta } from "./page-meta";
import { pageSearch } from "./page-query";
import { pageStyle } from "./page-styles";
import { renderPage } from "./render-page";

/** The component of a route as a variant shows it (a variant may be a whole design). */
export const pageOf = (route: PageRoute, experiment?: ExperimentView) =>
  experiment && route.variantPage ? route.variantPage(changesOf(experiment)) : route.Page;

/** Data a page reads that the worker loaded for this request (the issues on the web). */
export interface PageData {
  issues?: readonly IssueFile[];
  /** A video's page or a page of /videos (worker/videos). */
  videos?: VideosData;
}

/** Renders a route of the table for `url` (its path and the query values it reads), in a variant or none. */
export async function renderRoutePage(env: Env, route: PageRoute, url: URL, experiment?: ExperimentView, data: PageData = {}): Promise<Remembered> {
  const Page = pageOf(route, experiment);
  const { siteUrl, publicConfig, ownerTimeZone, ownerUsualTime } = configOf(env);
  // The owner's zone reaches his own pages only (the previewer's Publish form reads his today in it);
  // they, and the previews of his issues (flagged internal too), link no view beacon.
  const context = {
    path: route.path,
    search: pageSearch(url, route.path),
    siteUrl,
    publicConfig,
    ...(route.internal ? { ownerTimeZone, ownerUsualTime, owner: true } : {}),
    ...(experiment ? { experiment } : {}),
  };
  const withIssues = data.issues ? (
    <IssuesContext.Provider value={data.issues}>
      <Page />
    </IssuesContext.Provider>
  ) : (
    <Page />
  );
  const page = data.videos ? <VideosContext.Provider value={data.videos}>{withIssues}</VideosContext.Provider> : withIssues;
  const { html, renderMs, islands } = await renderPage(page, pageMeta(route, siteUrl), context, pageStyle(Page));
  return { html, renderMs, signupForm: rendersSignupForm(islands), videoPlayer: islands.has(VIDEO_FACADE_MARK) };
}
