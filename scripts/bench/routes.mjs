import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { runnerImport } from "vite";

/** Style modules compile to class names; their CSS is of no use here, so it is not processed. */
function skipCss() {
  const EMPTY = "\0bench-empty-css";
  return {
    name: "bench-skip-css",
    enforce: "pre",
    resolveId: (id) => (id.split("?")[0].endsWith(".vanilla.css") ? EMPTY : undefined),
    load: (id) => (id === EMPTY ? "export default {};" : undefined),
  };
}

/**
 * The site's routes from the route table itself (`pageRoutes` of src/routes.ts), imported through
 * Vite's module runner with the styles plugin, as the worker would, with the table's own flags:
 * `internal` for the internal tools (behind auth in production, not public pages), `noindex` for
 * the pages kept out of search (the thank-you pages are public but noindex).
 */
export async function loadRoutes() {
  const module = await importSource("/src/routes.ts");
  return module.pageRoutes.map((route) => ({ path: route.path, noindex: route.noindex, internal: route.internal }));
}

/** The Atom feed's path (src/newsletter/paths.ts). */
export async function loadFeedPath() {
  return (await importSource("/src/newsletter/paths.ts")).FEED_PATH;
}

async function importSource(file) {
  const root = new URL("../..", import.meta.url).pathname;
  const { module } = await runnerImport(file, {
    configFile: false,
    root,
    logLevel: "error",
    plugins: [skipCss(), vanillaExtractPlugin()],
  });
  return module;
}
