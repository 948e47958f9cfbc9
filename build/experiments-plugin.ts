import type { Plugin } from "vite";
import { experimentDefinitions } from "../src/content/experiments.ts";
import { checkExperiments, ExperimentsError } from "../src/experiments/check.ts";

/**
 * Checks src/content/experiments.ts before anything is built, so a mistake in it (a variant that
 * changes what its page does not read, a winner that is not a variant, overlapping experiments on
 * one page, a day that does not exist) stops `vite build` with a message naming it, rather than a
 * worker that fails when it starts. The worker checks the same list when it loads (`npm start`).
 */
export function experimentsPlugin(definitions: unknown = experimentDefinitions): Plugin {
  return {
    name: "experiments-check",
    buildStart() {
      try {
        checkExperiments(definitions);
      } catch (error) {
        if (error instanceof ExperimentsError) this.error(error.message);
        throw error;
      }
    },
  };
}
