import type { Context as ReactContext, ReactNode } from "react";
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
export const pageOf = (route: PageRoute, experiment?: ExperimentView) =>
  experiment && route.variantPage ? route.variantPage(changesOf(experiment)) : route.Page;

/** A value a route hands its page through a React context (the page reads it with the context's hook). */
export interface Provided {
  context: ReactContext<unknown>;
  value: unknown;
}

/** `value` through `context`, typed together. */
export const provide = <T,>(context: ReactContext<T>, value: T): Provided => ({ context: context as ReactContext<unknown>, value });

/**
 * What a route's load gives its render, all declared before it renders: the contexts its page reads,
 * outermost first, and the route its data makes, a new one (an issue's title, a list's structured
 * data, the frames an issue's videos need). The declared route is never changed; the loaded one must
 * keep its path and component, which the cache key and the stylesheet's hash were made from.
 */
export interface PageLoad {
  provides?: readonly Provided[];
  route?: PageRoute;
}

/** `page` inside each provider, the first outermost. */
function wrapped(page: ReactNode, provides: readonly Provided[]): ReactNode {
  let node = page;
  for (const { context, value } of [...provides].reverse()) node = <context.Provider value={value}>{node}</context.Provider>;
  return node;
}

/** Renders a route of the table for `url` (its path and the query values it reads), in a variant or none. */
export async function renderRoutePage(env: Env, route: PageRoute, url: URL, experiment?: ExperimentView, loaded: PageLoad = {}): Promise<Remembered> {
  const Page = pageOf(route, experiment);
  const shown = loaded.route ?? route;
  if (shown.path !== route.path || shown.Page !== route.Page) throw new Error(`The route loaded for ${route.path} is another page's.`);
  const { siteUrl, publicConfig, ownerTimeZone, ownerUsualTime } = configOf(env);
  // The owner's zone reaches his own pages only (the previewer's Publish form reads his today in it);
  // they, and the previews of his issues (flagged internal too), link no view beacon.
  const context = {
    path: route.path,
    search: pageSearch(url, route),
    siteUrl,
    publicConfig,
    ...(route.internal ? { ownerTimeZone, ownerUsualTime, owner: true } : {}),
    ...(experiment ? { experiment } : {}),
  };
  const { html, renderMs, islands } = await renderPage(wrapped(<Page />, loaded.provides ?? []), pageMeta(shown, siteUrl), context, pageStyle(Page));
  return { html, renderMs, signupForm: rendersSignupForm(islands), frames: shown.frames ?? [] };
}
