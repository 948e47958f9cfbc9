/**
 * micromatch (used by @jsx-email/doiuse-email to expand client names) reads `process.platform`
 * and `process.version` as Node globals. In the browser, the compatibility module imports this
 * first so those reads find harmless values; where `process` exists (Node), nothing changes.
 */
const scope = globalThis as { process?: unknown };
scope.process ??= { platform: "browser", version: "v22.0.0", env: {} };

export {};
