import { changesOf, type ExperimentView } from "../../src/experiments";
import type { PageRoute } from "../../src/route-types";
import { configOf, type Env } from "../config";
import type { Remembered } from "./page-cache";
import { rendersSignupForm } from "./page-handler";
import { pageMeta } from "./page-meta";
import { pageSearch } from "./page-query";
import { pageStyle } from "./page-styles";
import { renderPage } from "./render-page";

/** The component of a route as a variant shows it (a variant may be a whole design). */
export const pageOf = (route: PageRoute, experiment?: ExperimentView) => (experiment && route.variantPage ? route.variantPage(changesOf(experiment)) : route.Page);

/** Renders a route of the table for `url` (its path and the query values it reads), in a variant or none. */
export async function renderRoutePage(env: Env, route: PageRoute, url: URL, experiment?: ExperimentView): Promise<Remembered> {
  const Page = pageOf(route, experiment);
  const { siteUrl, publicConfig } = configOf(env);
  const context = { path: route.path, search: pageSearch(url, route.path), siteUrl, publicConfig, ...(experiment ? { experiment } : {}) };
  const { html, renderMs, islands } = await renderPage(<Page />, pageMeta(route, siteUrl), context, pageStyle(Page));
  return { html, renderMs, signupForm: rendersSignupForm(islands) };
}
