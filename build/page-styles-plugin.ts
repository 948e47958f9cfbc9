import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";
import { CLIENT_ENTRIES } from "./client-entries.ts";
import { linkedCssFiles, type ClientManifest } from "./client-manifest.ts";
import { assembleCss, cutIntoUnits, keepsUnit, selectorClasses, toRanges, unitSelector, type PageCssData } from "./page-css.ts";
import { must } from "../src/must.ts";

/**
 * `virtual:page-styles`: each page's own stylesheet, inlined by the worker in the page's <head>
 * (one round trip, nothing render-blocking) with its CSP hash.
 *
 * While the worker is built, this plugin sees every vanilla-extract module's CSS and the import
 * graph. A page keeps the rules of the style modules its page module, the layout and the document
 * import (directly or through components and islands), plus every rule that names no class of a
 * module (global and :root rules). The rules come from the client build's stylesheets in the
 * order pages linked them (see page-css.ts), so no rule moves. Gives `null` in `vite dev` and in
 * tests, where the renderer links the styles through Vite instead.
 */
const VIRTUAL_ID = "virtual:page-styles";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const PLACEHOLDER = "__PAGE_STYLES_JSON__";
/** The placeholder as a string literal in the output, whichever quotes the minifier chose. */
const PLACEHOLDER_LITERAL = new RegExp(`(["'\`])${PLACEHOLDER}\\1`);
const VANILLA_CSS = /\.css\.ts\.vanilla\.css$/;
/** Modules every page renders besides its own page module. */
const SHARED_MODULES = ["src/page-document.tsx", "src/components/shell/Layout.tsx"];

function classesOf(css: string): Set<string> {
  const classes = new Set<string>();
  for (const unit of cutIntoUnits(css).units) for (const name of selectorClasses(unitSelector(unit))) classes.add(name);
  return classes;
}

export function pageStylesPlugin(clientOutDir = "dist/client"): Plugin {
  let isBuild = false;
  let root = process.cwd();
  /** `.css.ts` module id -> its CSS, as vanilla-extract produced it in the worker build. */
  const moduleCss = new Map<string, string>();
  return {
    name: "page-styles",
    enforce: "pre",
    configResolved(config) {
      isBuild = config.command === "build";
      root = config.root;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!isBuild || this.environment.name === "client") return "export default null;";
      return `export default JSON.parse(${JSON.stringify(PLACEHOLDER)});`;
    },
    transform(code, id) {
      if (!isBuild || this.environment.name === "client") return undefined;
      const file = must(id.split("?")[0]);
      if (VANILLA_CSS.test(file)) moduleCss.set(file.replace(/\.vanilla\.css$/, ""), code);
      return undefined;
    },
    generateBundle(_options, bundle) {
      if (!isBuild || this.environment.name === "client") return;
      const target = Object.values(bundle).find((item) => item.type === "chunk" && PLACEHOLDER_LITERAL.test(item.code));
      if (target?.type !== "chunk") return;

      const manifestFile = resolve(clientOutDir, ".vite/manifest.json");
      if (!existsSync(manifestFile)) this.error(`page-styles: no client manifest at ${manifestFile}; the client is built first.`);
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as ClientManifest;
      const styles = manifest[CLIENT_ENTRIES.styles];
      const fullCss = (styles ? linkedCssFiles(manifest, styles) : []).map((file) => readFileSync(resolve(clientOutDir, file), "utf8")).join("");
      const { wrappers, units } = cutIntoUnits(fullCss);

      const styleModulesOf = (start: string): Set<string> => {
        const found = new Set<string>();
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length) {
          const id = must(stack.pop());
          if (seen.has(id) || id.includes("/node_modules/")) continue;
          seen.add(id);
          const file = must(id.split("?")[0]);
          // A compiled style module imports the CSS of the style modules it composes as `*.css.ts.vanilla.css`.
          if (file.endsWith(".css.ts")) found.add(file);
          else if (VANILLA_CSS.test(file)) found.add(file.replace(/\.vanilla\.css$/, ""));
          const info = this.getModuleInfo(id);
          if (info) stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
        }
        return found;
      };
      // Each module's classes once: the shared modules are part of every page.
      const classesByModule = new Map([...moduleCss].map(([module, css]) => [module, classesOf(css)]));
      const classesOfModules = (modules: Iterable<string>) => {
        const classes = new Set<string>();
        for (const module of modules) for (const name of classesByModule.get(module) ?? []) classes.add(name);
        return classes;
      };

      const knownClasses = classesOfModules(moduleCss.keys());
      const sharedModules = SHARED_MODULES.flatMap((file) => [...styleModulesOf(resolve(root, file))]);
      const pageModules = [...this.getModuleIds()].filter((id) => id.startsWith(`${resolve(root, "src/pages")}/`) && /\.tsx$/.test(id));
      const pages: PageCssData["pages"] = {};
      for (const id of pageModules) {
        const pageClasses = classesOfModules([...sharedModules, ...styleModulesOf(id)]);
        const kept = units.flatMap((unit, index) => (keepsUnit(unit, knownClasses, pageClasses) ? [index] : []));
        const css = assembleCss({ wrappers, units }, kept);
        const hash = `sha256-${createHash("sha256").update(css).digest("base64")}`;
        pages[id.slice(root.length + 1)] = { units: toRanges(kept), hash };
      }
      const data: PageCssData = { wrappers, units, pages };
      const literal = JSON.stringify(JSON.stringify(data));
      target.code = target.code.replace(PLACEHOLDER_LITERAL, () => literal);
    },
  };
}
