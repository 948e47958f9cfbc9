import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";
import { must } from "../src/must.ts";

/**
 * Every entry of `react-dom/server` (edge, browser, node, bun) also loads the legacy
 * `renderToString` build, about 200 KB that the worker never runs: it only calls
 * `renderToReadableStream`. The entry is CommonJS that requires both files, so no bundler can
 * leave the legacy one out. This plugin resolves `react-dom/server` for the worker's build to the
 * one file the entry itself takes `renderToReadableStream` from, read from the entry that
 * React's exports choose for the worker's conditions (`workerd`: `server.edge.js`). Nothing is
 * hard-coded: an upgrade that moves the function is followed, and an entry this cannot read
 * keeps the whole entry, with a warning (`test/unit/react-server-plugin.test.ts` holds the
 * reading to the installed React). Builds only: `vite dev` and the tests load React's entry as is.
 */

/**
 * The file that `entrySource` (a `react-dom/server*.js` entry) takes `renderToReadableStream` from,
 * relative to the entry: its production build, or its development build (the entry's choice when
 * the bundle's `process.env.NODE_ENV` is not "production", as in a build run by the tests).
 */
export function streamingFileOf(entrySource: string, production = true): string | undefined {
  const binding = /exports\.renderToReadableStream\s*=\s*(\w+)\.renderToReadableStream\b/.exec(entrySource)?.[1];
  if (!binding) return undefined;
  const required = [...entrySource.matchAll(new RegExp(`\\b${binding}\\s*=\\s*require\\(\\s*['"](\\./[^'"]+\\.js)['"]\\s*\\)`, "g"))].map((match) =>
    must(match[1]),
  );
  const found = required.filter((file) => file.includes(production ? ".production." : ".development."));
  return found.length === 1 ? found[0] : undefined;
}

/** The absolute path of the streaming-only file for the entry at `entryPath`, checked to export the renderer and no legacy function. */
export function streamingOnlyServerFile(entryPath: string, production = true): string | undefined {
  const relative = streamingFileOf(readFileSync(entryPath, "utf8"), production);
  if (!relative) return undefined;
  const file = resolve(dirname(entryPath), relative);
  const source = readFileSync(file, "utf8");
  if (!/\bexports\.renderToReadableStream\s*=/.test(source) || /\bexports\.renderToString\s*=/.test(source)) return undefined;
  return file;
}

/**
 * @param environment the worker's Vite environment (named after the worker)
 * @param entry the React entry to take the renderer from: `react-dom/server` (the edge build in
 * workerd), or `react-dom/server.node` (Node's build, which needs `nodejs_compat`)
 */
export function reactServerStreamingOnlyPlugin(environment: string, entry = "react-dom/server"): Plugin {
  // The bundle's `process.env.NODE_ENV`, as Vite defines it: React's entries choose their build by it.
  let production = true;
  return {
    name: "react-server-streaming-only",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      production = (process.env.NODE_ENV || config.mode) === "production";
    },
    applyToEnvironment: (env) => env.name === environment,
    async resolveId(source, importer, options) {
      if (source !== "react-dom/server" || !importer) return undefined;
      const resolved = await this.resolve(entry, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const file = streamingOnlyServerFile(must(resolved.id.split("?")[0]), production);
      if (!file) {
        this.warn(`Could not find the streaming-only file of ${resolved.id}: bundling the whole entry, legacy renderer included.`);
        return resolved;
      }
      return file;
    },
  };
}
