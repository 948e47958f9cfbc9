import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The browser files that take longest (each sweeps every route, or types at a person's pace),
 * started first: with E2E_WORKERS files at once, a long file started last keeps one worker busy
 * while the other idles. Vitest's own order needs a cache of earlier runs' times, which a fresh
 * clone has not; without it, it starts the largest files first, and these files are short.
 */
const LONGEST = ["accessibility", "hydration", "consent-typing", "typing-at-first-paint", "security"].map((name) => `/test/e2e/${name}.test.ts`);

const rank = (spec: TestSpecification) => {
  const place = LONGEST.findIndex((suffix) => spec.moduleId.endsWith(suffix));
  return place < 0 ? LONGEST.length : place;
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
