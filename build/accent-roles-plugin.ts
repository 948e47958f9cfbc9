import type { Plugin } from "vite";
import { brand } from "../src/styles/palette.ts";
import { must } from "../src/must.ts";

/**
 * The accent's shades are solved in Node when this plugin loads (a role that cannot reach its
 * ratio stops the build there, naming it); the bundles get them as literals in place of the
 * solver (src/styles/accent-roles.ts), so the colour library stays out of the browser and the worker.
 */
export function accentRolesPlugin(): Plugin {
  const solved = `export const deriveAccentRoles = () => (${JSON.stringify(brand)});\n`;
  return {
    name: "accent-roles",
    enforce: "pre",
    load(id) {
      if (must(id.split("?")[0]).replaceAll("\\", "/").endsWith("/src/styles/accent-roles.ts")) return solved;
      return undefined;
    },
  };
}
