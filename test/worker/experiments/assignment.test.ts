import { describe, expect, it } from "vitest";
import { experimentOn, experiments, finalVariant, runningOn, seenVariant, variantAt, type ExperimentDefinition } from "../../../src/experiments";
import { assignmentPoint } from "../../../worker/experiments/point";
import { visitorHash } from "../../../worker/stats";
import { headlineExperiment } from "../../support/experiment-fixture";
import { must } from "../../../src/must.ts";

const HOST = "www.example.com";
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36";

const twoWay: ExperimentDefinition = headlineExperiment({ id: "split-test" });

/** 10,000 simulated visitors (distinct addresses) on one day: the variant each falls in. */
async function simulate(experiment: ExperimentDefinition, salt: string, count = 10_000): Promise<Map<string, number>> {
  const counts = new Map(experiment.variants.map((variant) => [variant.id, 0]));
  for (let n = 0; n < count; n++) {
    const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const visitor = await visitorHash(salt, ip, UA, HOST);
    const variant = variantAt(experiment, await assignmentPoint(visitor, experiment.id));
    counts.set(variant.id, must(counts.get(variant.id)) + 1);
  }
  return counts;
}

function expectShares(experiment: ExperimentDefinition, counts: Map<string, number>, total: number) {
  const shares = experiment.variants.reduce((sum, variant) => sum + variant.share, 0);
  for (const variant of experiment.variants) {
    const expected = variant.share / shares;
    expect(Math.abs(must(counts.get(variant.id)) / total - expected), `${experiment.id}:${variant.id}`).toBeLessThanOrEqual(0.02);
  }
}

describe("assignment without a cookie", () => {
  it.each([...experiments, twoWay, { ...twoWay, id: "uneven", variants: [{ ...must(twoWay.variants[0]), share: 3 }, must(twoWay.variants[1])] }])(
    "$id: 10,000 simulated visitors split as the shares say, each variant within 2 points of its share",
    async (experiment) => {
      expectShares(experiment, await simulate(experiment, "salt-of-the-day"), 10_000);
    },
    60_000,
  );

  it("places a visitor in the same variant all day, and two experiments place them independently", async () => {
    const visitor = await visitorHash("salt-of-the-day", "192.0.2.1", UA, HOST);
    const first = await assignmentPoint(visitor, "split-test");
    expect(await assignmentPoint(visitor, "split-test")).toBe(first);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(1);
    // Over many visitors, the points of two experiments do not move together.
    let same = 0;
    for (let n = 0; n < 2000; n++) {
      const hash = await visitorHash("salt-of-the-day", `192.0.${n >> 8}.${n & 255}`, UA, HOST);
      const a = variantAt(twoWay, await assignmentPoint(hash, "split-test")).id;
      const b = variantAt(twoWay, await assignmentPoint(hash, "another-test")).id;
      if (a === b) same++;
    }
    expect(Math.abs(same / 2000 - 0.5)).toBeLessThan(0.05);
  });

  it("draws again with the next day's salt: no visitor is followed across days", async () => {
    let moved = 0;
    for (let n = 0; n < 1000; n++) {
      const ip = `192.0.${n >> 8}.${n & 255}`;
      const today = variantAt(twoWay, await assignmentPoint(await visitorHash("monday-salt", ip, UA, HOST), twoWay.id)).id;
      const tomorrow = variantAt(twoWay, await assignmentPoint(await visitorHash("tuesday-salt", ip, UA, HOST), twoWay.id)).id;
      if (today !== tomorrow) moved++;
    }
    expect(Math.abs(moved / 1000 - 0.5)).toBeLessThan(0.06);
  });

  it("gives each point of [0, 1) the variant whose slice holds it", () => {
    const uneven = { ...twoWay, variants: [{ ...must(twoWay.variants[0]), share: 3 }, must(twoWay.variants[1])] };
    expect(variantAt(uneven, 0).id).toBe("control");
    expect(variantAt(uneven, 0.7499).id).toBe("control");
    expect(variantAt(uneven, 0.75).id).toBe("b");
    expect(variantAt(uneven, 0.999999).id).toBe("b");
  });
});

describe("an experiment's days", () => {
  const later: ExperimentDefinition = { ...twoWay, id: "later", start: "2027-03-01", end: "2027-03-31", winner: "b" };
  const list = [twoWay, later];

  it("runs from its start to its end, inclusive (UTC days)", () => {
    expect(runningOn("/", "2026-12-31", list)).toBeUndefined();
    expect(runningOn("/", "2027-01-01", list)?.id).toBe("split-test");
    expect(runningOn("/", "2027-01-31", list)?.id).toBe("split-test");
    expect(runningOn("/", "2027-02-01", list)).toBeUndefined();
    expect(runningOn("/speaker", "2027-01-10", list)).toBeUndefined();
  });

  it("after its end, leaves the final variant: the named winner, else the control", () => {
    expect(experimentOn("/", "2027-02-15", list)?.id).toBe("split-test");
    expect(finalVariant(twoWay).id).toBe("control");
    expect(experimentOn("/", "2027-04-01", list)?.id).toBe("later");
    expect(finalVariant(later).id).toBe("b");
  });

  it("credits a conversion only to a variant of the experiment running on that page that day", () => {
    expect(seenVariant("/", "split-test:b", "2027-01-05", list)).toEqual({ experiment: "split-test", variant: "b" });
    expect(seenVariant("/", "split-test:c", "2027-01-05", list)).toBeUndefined();
    expect(seenVariant("/speaker", "split-test:b", "2027-01-05", list)).toBeUndefined();
    expect(seenVariant("/", "split-test:b", "2027-02-05", list)).toBeUndefined();
    expect(seenVariant("/", "split-test:b:extra", "2027-01-05", list)).toBeUndefined();
    expect(seenVariant("/", "", "2027-01-05", list)).toBeUndefined();
  });
});
