import type { ExperimentDefinition } from "../../src/experiment-contract/definition.ts";
import { experiments } from "../../src/experiments/index.ts";
import { must } from "../../src/must.ts";

/** A headline experiment on the home page in January 2027: a control and one variant, half each. */
export function headlineExperiment(overrides: Partial<ExperimentDefinition> = {}): ExperimentDefinition {
  return {
    id: "hero-test",
    question: "Which headline wins?",
    page: "/",
    goal: { kind: "signup" },
    start: "2027-01-01",
    end: "2027-01-31",
    variants: [
      { id: "control", share: 1, changes: {} },
      { id: "b", share: 1, changes: { headline: "Another headline." } },
    ],
    ...overrides,
  };
}

/**
 * The shipped experiment on a page, found by its page in the definitions (one per page at a time):
 * a restarted experiment (a new id) or a renamed variant changes no test.
 */
export const experimentOn = (page: string): ExperimentDefinition => must(experiments.find((experiment) => experiment.page === page));

/** Its first variant that changes something (the control changes nothing). */
export const changedVariantOf = (experiment: ExperimentDefinition) => must(experiment.variants.find((variant) => Object.keys(variant.changes).length > 0));
