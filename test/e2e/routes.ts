import { pageRoutes } from "../../src/routes";

/** The site's routes, from the one route table (the e2e project compiles the styles it imports). */
export function readRoutes(): { path: string; internal: boolean }[] {
  return pageRoutes.map((route) => ({ path: route.path, internal: Boolean(route.noindex) }));
}
