import type { Plugin } from "vite";

/**
 * The site's components are written against React's API and types, and Preact runs them
 * everywhere: in the browser, islands hydrate with ~8 KB of runtime instead of ~70 KB; in the
 * worker, pages render with preact-render-to-string, a few kilobytes that render several times
 * faster and start far quicker than React's server renderer (see worker/pages/render-html.ts).
 * Components use only what both share (hooks, context, useId; no form actions); the worker and
 * browser tests prove the markup and the hydration.
 */
const ALIASES: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
};

export function preactPlugin(): Plugin {
  return {
    name: "preact",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const target = ALIASES[source];
      if (!target) return undefined;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
