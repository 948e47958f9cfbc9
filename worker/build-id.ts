/** Identifies the build (set by vite.config.ts); "dev" under the dev server and in tests. */
export const BUILD_ID: string = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "dev";
