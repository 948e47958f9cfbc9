import { describe, expect, it } from "vitest";
import { experimentsPlugin } from "../../../build/experiments-plugin";
import { experimentDefinitions } from "../../../src/content/experiments";
import { checkExperiments, ExperimentsError } from "../../../src/experiments";
import type { ExperimentDefinition } from "../../../src/experiments";
import { pageRoutes } from "../../../src/routes";
import { headlineExperiment } from "../../support/experiment-fixture";
import { must } from "../../../src/must.ts";

const valid: ExperimentDefinition = headlineExperiment();

/** The problems the check reports for a list, one line each. */
function problemsOf(list: unknown): readonly string[] {
  try {
    checkExperiments(list);
  } catch (error) {
    if (error instanceof ExperimentsError) return error.problems;
    throw error;
  }
  return [];
}

describe("src/content/experiments.ts", () => {
  it("passes the check, and names pages of the route table", () => {
    expect(problemsOf(experimentDefinitions)).toEqual([]);
    const paths = new Set(pageRoutes.map((route) => route.path));
    for (const experiment of experimentDefinitions) expect(paths.has(experiment.page), experiment.page).toBe(true);
  });

  it("ships the home headline (the specification's words as the control) and the six speaker designs on /speaker, goal a booking action", () => {
    const headline = must(experimentDefinitions.find((experiment) => experiment.page === "/"));
    expect(must(headline.variants[0]).changes).toEqual({});
    expect(headline.variants.slice(1).every((variant) => variant.changes.headline)).toBe(true);
    const speaker = must(experimentDefinitions.find((experiment) => experiment.page === "/speaker"));
    expect(speaker.goal).toEqual({ kind: "booking" });
    expect(speaker.variants.map((variant) => variant.changes.design)).toEqual(["v1", "v2", "v3", "v4", "v5", "v6"]);
  });
});

describe("a mistake in the experiments file", () => {
  const withChange = (change: Partial<ExperimentDefinition>) => [{ ...valid, ...change }];

  it.each([
    [
      "a misspelt change",
      withChange({ variants: [must(valid.variants[0]), { id: "b", share: 1, changes: { headlne: "x" } as never }] }),
      /experiment "hero-test", variants\.1\.changes.*headlne/,
    ],
    [
      "a change the page does not read",
      withChange({ variants: [must(valid.variants[0]), { id: "b", share: 1, changes: { design: "v2" } }] }),
      /variant "b": \/ cannot change "design"/,
    ],
    [
      "a page experiments cannot run on",
      withChange({ page: "/resources" }),
      /experiment "hero-test", page: must be one of the pages experiments can run on: \/, \/speaker/,
    ],
    ["a winner that is no variant", withChange({ winner: "c" }), /winner "c" is not one of its variants \(control, b\)/],
    ["an end before the start", withChange({ end: "2026-12-31" }), /end \(2026-12-31\) is before start \(2027-01-01\)/],
    ["a day that does not exist", withChange({ start: "2027-02-30" }), /experiment "hero-test", start: must be a real day written YYYY-MM-DD/],
    ["one variant only", withChange({ variants: [must(valid.variants[0])] }), /variants: must have at least two variants/],
    ["a share of 0", withChange({ variants: [must(valid.variants[0]), { id: "b", share: 0, changes: {} }] }), /variants\.1\.share: must be more than 0/],
    ["an id with spaces", withChange({ id: "Hero Test" }), /experiment "Hero Test", id: must be 1 to 32 lowercase letters/],
    [
      "two variants with one id",
      withChange({ variants: [must(valid.variants[0]), { id: "control", share: 1, changes: {} }] }),
      /two variants have the same id/,
    ],
    ["a goal that does not exist", withChange({ goal: { kind: "purchase" } as never }), /goal(\.kind)?: must be \{ kind: "signup" \}/],
    [
      "a section order missing a section",
      withChange({ variants: [must(valid.variants[0]), { id: "b", share: 1, changes: { sectionOrder: ["story", "closing"] } }] }),
      /sectionOrder: must name each of companies, story, closing once/,
    ],
  ])("%s is reported with the experiment and the field", (_name, list, message) => {
    const problems = problemsOf(list);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join("\n")).toMatch(message);
  });

  it("two experiments on one page at the same time", () => {
    const problems = problemsOf([valid, { ...valid, id: "hero-test-2", start: "2027-01-20", end: "2027-02-10" }]);
    expect(problems).toEqual(['experiments "hero-test" and "hero-test-2" both run on / between 2027-01-20 and 2027-01-31: one experiment per page at a time']);
    expect(problemsOf([valid, { ...valid, id: "hero-test-2", start: "2027-02-01", end: "2027-02-10" }])).toEqual([]);
  });

  it("stops the build with the message naming every mistake", () => {
    const plugin = experimentsPlugin([{ ...valid, winner: "c", end: "2026-01-01" }]);
    const errors: string[] = [];
    const context = {
      error: (message: string) => {
        errors.push(message);
        throw new Error(message);
      },
    };
    expect(() => (plugin.buildStart as (this: unknown) => void).call(context)).toThrow();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("src/content/experiments.ts has 2 mistakes:");
    expect(errors[0]).toContain('winner "c" is not one of its variants');
    expect(errors[0]).toContain("end (2026-01-01) is before start (2027-01-01)");
    const passing = experimentsPlugin([valid]);
    expect(() => (passing.buildStart as (this: unknown) => void).call(context)).not.toThrow();
  });
});
