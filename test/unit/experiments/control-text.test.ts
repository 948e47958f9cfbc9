import { describe, expect, it } from "vitest";
import { experimentDefinitions } from "../../../src/content/experiments";
import { home } from "../../../src/content/home";
import type { ExperimentDefinition } from "../../../src/experiment-contract/definition";
import { must } from "../../../src/must.ts";

/** The words a variant may change, as each page shows them now (the control shows these). */
const PAGE_TEXT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "/": { headline: home.hero.headline, lead: home.hero.lead, buttonLabel: home.hero.buttonLabel },
};
const TEXTS = ["headline", "lead", "buttonLabel"] as const;

const today = () => new Date().toISOString().slice(0, 10);
const running = (experiment: ExperimentDefinition) => experiment.start <= today() && today() <= experiment.end;

describe("an experiment's control", () => {
  const changingText = experimentDefinitions.filter((experiment) =>
    experiment.variants.some((variant) => TEXTS.some((name) => variant.changes[name] !== undefined)),
  );

  it("is the page's text the experiment records (controlText), for every text a variant changes", () => {
    expect(changingText.length).toBeGreaterThan(0);
    for (const experiment of changingText.filter(running)) {
      const page = PAGE_TEXT[experiment.page];
      expect(page, `PAGE_TEXT in this test does not know the page ${experiment.page}`).toBeDefined();
      for (const name of TEXTS.filter((text) => experiment.variants.some((variant) => variant.changes[text] !== undefined))) {
        const recorded = experiment.controlText?.[name];
        expect(
          recorded,
          `experiment "${experiment.id}" changes the ${name} but does not record the control's in controlText (src/content/experiments.ts)`,
        ).toBeDefined();
        expect(
          must(page)[name],
          `The ${name} of ${experiment.page} changed while the experiment "${experiment.id}" runs: its control would show two texts in one count. ` +
            `Put the old ${name} back, or end the experiment (set \`end\` and \`winner\`), or restart it (a new \`id\` and \`start\`, and the new text in \`controlText\`).`,
        ).toBe(recorded);
      }
    }
  });
});
