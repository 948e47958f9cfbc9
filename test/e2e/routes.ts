import { pageRoutes } from "../../src/routes";

/** The site's pages, from the one route table (the e2e project loads the styles plugin to import it). */
export function readRoutes() {
  return pageRoutes.map(({ path, internal, noindex }) => ({ path, internal, noindex }));
}
