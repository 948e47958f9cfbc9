import { readFileSync } from "node:fs";

/** The site's routes, read from the route table (the bench runs in Node, without the TSX toolchain). */
export function readRoutes() {
  const source = readFileSync(new URL("../../src/routes.ts", import.meta.url), "utf8");
  const routes = [];
  for (const block of source.split(/\n  \{\n/).slice(1)) {
    const path = /path: "([^"]+)"/.exec(block)?.[1];
    if (path) routes.push({ path, internal: /noindex: true/.test(block) });
  }
  return routes;
}
