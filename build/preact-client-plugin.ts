import type { Plugin } from "vite";

/**
 * In the browser build only, React's API is served by preact/compat: islands hydrate with ~8 KB
 * of runtime instead of ~70 KB, which keeps form pages inside their JavaScript budget. The worker
 * still renders with React 19; islands use only the hooks both share (no useId, no form actions),
 * and the browser tests prove hydration and behaviour.
 */
const ALIASES: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
};

export function preactClientPlugin(): Plugin {
  return {
    name: "preact-client",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const target = ALIASES[source];
      if (!target) return undefined;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
