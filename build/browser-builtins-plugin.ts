import type { Plugin } from "vite";

/**
 * The previewer's compatibility check (@jsx-email/doiuse-email) pulls in micromatch, which
 * requires Node's `path` and `util`. Vite replaces them in browser code with stubs that throw on
 * use outside production builds (so in `vite dev` and in the test build), and micromatch reads
 * `path.sep` as it loads. In the browser build only, these two modules get the few members
 * micromatch reads, with POSIX values.
 */
const BROWSER_BUILTINS: Record<string, string> = {
  path: 'export const sep = "/"; export default { sep };',
  util: "export function inspect(value) { return String(value); } export default { inspect };",
};

const PREFIX = "\0browser-builtin:";

export function browserBuiltinsPlugin(): Plugin {
  return {
    name: "browser-builtins",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      const name = source.replace(/^node:/, "");
      return Object.hasOwn(BROWSER_BUILTINS, name) ? PREFIX + name : undefined;
    },
    load(id) {
      return id.startsWith(PREFIX) ? BROWSER_BUILTINS[id.slice(PREFIX.length)] : undefined;
    },
  };
}
