import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * `virtual:client-manifest`: the client build's Vite manifest, read when the worker is built
 * (the client is built first, see vite.config.ts), or `null` in dev and tests, where the
 * renderer links source files through Vite instead of hashed files.
 */
const VIRTUAL_ID = "virtual:client-manifest";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function clientManifestPlugin(clientOutDir = "dist/client"): Plugin {
  let isBuild = false;
  return {
    name: "client-manifest",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const file = resolve(clientOutDir, ".vite/manifest.json");
      if (!isBuild || !existsSync(file)) return "export default null;";
      return `export default ${readFileSync(file, "utf8")};`;
    },
  };
}
