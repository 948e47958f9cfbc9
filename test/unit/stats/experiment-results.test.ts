import { describe, expect, it } from "vitest";
import type { ExperimentDefinition } from "../../../src/experiments";
import { headlineExperiment } from "../../support/experiment-fixture";
import { statsRow } from "../../support/stats-events";
import { aggregate } from "../../../worker/stats/aggregate";
import type { StatsRow } from "../../../worker/stats/events";
import { probabilityBeats } from "../../../worker/stats/verdict";
import { must } from "../../../src/must.ts";

const DAY = "2027-01-10";
const experiment: ExperimentDefinition = headlineExperiment({ id: "hero", question: "Which headline?", goal: { kind: "signup", form: "newsletter" } });

let time = 0;
function row(kind: StatsRow["kind"], variant: string, visitor: string, extra: Partial<StatsRow> = {}): StatsRow {
  const form = kind === "signup" ? "newsletter" : "";
  return statsRow(kind, { day: DAY, first: ++time, visitor, form, experiment: variant ? "hero" : "", variant, ...extra });
}

/** `visitors` views and `conversions` newsletter signups in one variant. */
function arm(variant: string, visitors: number, conversions: number): StatsRow[] {
  return Array.from({ length: visitors }, (_, n) => [
    row("view", variant, `${variant}-${n}`),
    ...(n < conversions ? [row("signup", variant, `${variant}-${n}`)] : []),
  ]).flat();
}

describe("an experiment's results", () => {
  it("counts each variant's views, visitors and goal conversions, and says not enough data below the minimum", () => {
    const rows = [
      ...arm("control", 10, 2),
      ...arm("b", 12, 3),
      row("view", "control", "control-0"),
      row("signup", "b", "b-0", { form: "video-idea-checklist" }),
      row("inquiry", "b", "b-1"),
      row("view", "", "someone"),
    ];
    const [result] = aggregate(rows, DAY, DAY, [experiment]).experiments;
    expect(result).toMatchObject({ id: "hero", goal: "signup:newsletter", state: "running", verdict: "not-enough-data", winner: null });
    expect(must(result).variants).toEqual([
      { id: "control", views: 11, visitors: 10, conversions: 2, inquiries: 0, rate: 0.2, probabilityBeatsControl: null, probabilityBest: null },
      // The guide signup is no conversion of a newsletter goal; the inquiry is counted on its own.
      { id: "b", views: 12, visitors: 12, conversions: 3, inquiries: 1, rate: 0.25, probabilityBeatsControl: null, probabilityBest: null },
    ]);
  });

  it("counts a visitor at most once per variant a day as a conversion; anonymous conversions one by one", () => {
    const bookingGoal = headlineExperiment({ id: "hero", question: "Which design?", goal: { kind: "booking" } });
    const clicks = Array.from({ length: 10 }, () => row("booking", "b", "b-0"));
    const nextDay = row("booking", "b", "b-0", { day: "2027-01-11" });
    const anonymous = [row("booking", "b", ""), row("booking", "b", "", { count: 2 })];
    const [result] = aggregate([...arm("control", 3, 0), ...arm("b", 3, 0), ...clicks, nextDay, ...anonymous], DAY, "2027-01-11", [bookingGoal]).experiments;
    expect(must(result).variants.map((variant) => [variant.id, variant.conversions])).toEqual([
      ["control", 0],
      ["b", 1 + 1 + 3],
    ]);
  });

  it("keeps every rate at or below 100 %, and shows signups without a counted view apart", () => {
    // 2 visitors viewed "/"; 15 signups were posted without a view (no beacon), 1 visitor signed up twice.
    const rows = [
      row("view", "", "a"),
      row("view", "", "b"),
      row("signup", "", "a"),
      row("signup", "", "a", { form: "video-idea-checklist" }),
      ...Array.from({ length: 15 }, (_, n) => row("signup", "", `nobeacon-${n}`)),
      row("signup", "", ""),
    ];
    const report = aggregate(rows, DAY, DAY, []);
    expect(report.totals).toMatchObject({ views: 2, visitors: 2, signups: 18, signupRate: 0.5 });
    expect(report.outsideSite).toEqual({ signups: 16, confirmed: 0 });
    const rates = [report.totals, ...report.pages, ...report.sources].flatMap((counts) => [counts.signupRate, counts.confirmedRate]);
    expect(rates.every((rate) => rate >= 0 && rate <= 1)).toBe(true);
    // Booking clicks without views cannot lift a variant's rate over 100 % either.
    const bookings = headlineExperiment({ id: "hero", question: "Which design?", goal: { kind: "booking" } });
    const [result] = aggregate([row("view", "b", "v1"), ...Array.from({ length: 5 }, (_, n) => row("booking", "b", `clicker-${n}`))], DAY, DAY, [
      bookings,
    ]).experiments;
    expect(must(result).variants.every((variant) => variant.rate <= 1)).toBe(true);
  });

  it("gives the probabilities once the sample is large enough, and names a winner only at 95 %", () => {
    const close = must(aggregate([...arm("control", 200, 20), ...arm("b", 200, 24)], DAY, DAY, [experiment]).experiments[0]);
    expect(close.verdict).toBe("no-winner-yet");
    expect(must(close.variants[1]).probabilityBeatsControl).toBeCloseTo(
      probabilityBeats({ visitors: 200, conversions: 24 }, { visitors: 200, conversions: 20 }),
      12,
    );
    expect(must(close.variants[0]).probabilityBeatsControl).toBeNull();
    expect(must(must(close.variants[0]).probabilityBest) + must(must(close.variants[1]).probabilityBest)).toBeCloseTo(1, 9);

    const clear = must(aggregate([...arm("control", 1000, 100), ...arm("b", 1000, 140)], DAY, DAY, [experiment]).experiments[0]);
    expect(clear.verdict).toBe("winner");
    expect(clear.winner).toBe("b");
    expect(must(clear.variants[1]).probabilityBest).toBeGreaterThan(0.99);
  });

  it("lists only the experiments that ran in the range, with their state on its last day", () => {
    expect(aggregate([], "2026-12-01", "2026-12-31", [experiment]).experiments).toEqual([]);
    expect(must(aggregate([], "2027-01-25", "2027-02-05", [experiment]).experiments[0]).state).toBe("ended");
  });

  it("counts booking clicks and inquiries per page as conversions of their own", () => {
    const report = aggregate(
      [row("view", "", "a", { path: "/speaker-v2" }), row("booking", "", "a", { path: "/speaker-v2" }), row("inquiry", "", "a", { path: "/speaker-v2" })],
      DAY,
      DAY,
      [],
    );
    expect(report.pages).toEqual([
      { path: "/speaker-v2", views: 1, visitors: 1, signups: 0, confirmed: 0, bookings: 1, inquiries: 1, signupRate: 0, confirmedRate: 0 },
    ]);
    expect(report.forms).toEqual([]);
  });
});
