/** Where builds go; DIST_DIR lets parallel runs (tests, benches) build side by side. */
export const DIST_DIR = process.env.DIST_DIR ?? "dist";
export const WORKER_NAME = "playback_site";
export const workerConfigPath = (dist = DIST_DIR) => `${dist}/${WORKER_NAME}/wrangler.json`;
