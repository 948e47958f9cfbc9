import type { ExperimentDefinition } from "../../src/experiment-contract/definition.ts";

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
