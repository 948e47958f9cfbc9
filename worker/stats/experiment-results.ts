import { stateOn, type ExperimentDefinition, type ExperimentGoal } from "../../src/experiments";
import type { ExperimentResult } from "../../src/stats";
import type { StatsRow } from "./events";
import { Tally } from "./tally";
import { hasEnoughData, probabilityBeats, probabilityBest, WINNER_PROBABILITY } from "./verdict";
import { must } from "../../src/must.ts";

const goalName = (goal: ExperimentGoal) => (goal.kind === "signup" && goal.form ? `signup:${goal.form}` : goal.kind);

function isGoal(row: StatsRow, goal: ExperimentGoal): boolean {
  if (row.kind !== goal.kind) return false;
  return goal.kind !== "signup" || !goal.form || (row.form || "newsletter") === goal.form;
}

/**
 * Each experiment that ran in the range: per variant, the views and visitors that saw it and the
 * conversions of its goal credited to it (the variant the visitor saw on the page where they
 * converted), with the verdict once the sample is large enough (worker/stats/verdict.ts).
 */
export function experimentResults(rows: readonly StatsRow[], from: string, to: string, list: readonly ExperimentDefinition[]): ExperimentResult[] {
  // Each variant's rows, gathered in one pass over the range.
  const byVariant = new Map<string, StatsRow[]>();
  for (const row of rows) {
    if (!row.experiment) continue;
    const key = `${row.experiment}:${row.variant}`;
    const gathered = byVariant.get(key);
    if (gathered) gathered.push(row);
    else byVariant.set(key, [row]);
  }
  return list
    .filter((experiment) => experiment.start <= to && experiment.end >= from)
    .map((experiment) => {
      const variants = experiment.variants.map((variant) => {
        const tally = new Tally();
        // A visitor converts at most once per variant a day (ten booking clicks are one booker);
        // events without a visitor hash (Global Privacy Control) count one by one.
        const converted = new Set<string>();
        let anonymousConversions = 0;
        for (const row of byVariant.get(`${experiment.id}:${variant.id}`) ?? []) {
          if (row.kind === "view") {
            tally.views += row.count;
            if (row.visitor) tally.visitorIds.add(row.visitor);
          } else if (row.kind === "inquiry") tally.inquiries += row.count;
          if (!isGoal(row, experiment.goal)) continue;
          if (row.visitor) converted.add(`${row.visitor}|${row.day}`);
          else anonymousConversions += row.count;
        }
        const conversions = converted.size + anonymousConversions;
        const counts = tally.counts();
        // The arm's size is at least its conversions (bookings without a counted view): the rate never passes 1.
        const size = Math.max(counts.visitors || counts.views, conversions);
        return {
          id: variant.id,
          views: counts.views,
          visitors: counts.visitors,
          conversions,
          inquiries: counts.inquiries,
          rate: size ? conversions / size : 0,
        };
      });
      // A visitor hash is missing under Global Privacy Control: the views stand in for visitors then.
      const arms = variants.map((variant) => ({
        visitors: Math.max(variant.visitors || variant.views, variant.conversions),
        conversions: variant.conversions,
      }));
      const enough = hasEnoughData(arms);
      const best = enough ? probabilityBest(arms) : [];
      const winnerIndex = best.findIndex((probability) => probability >= WINNER_PROBABILITY);
      return {
        id: experiment.id,
        question: experiment.question,
        page: experiment.page,
        goal: goalName(experiment.goal),
        start: experiment.start,
        end: experiment.end,
        state: stateOn(experiment, to),
        verdict: !enough ? "not-enough-data" : winnerIndex >= 0 ? "winner" : "no-winner-yet",
        winner: winnerIndex >= 0 ? must(variants[winnerIndex]).id : null,
        variants: variants.map((variant, index) => ({
          ...variant,
          probabilityBeatsControl: enough && index > 0 ? probabilityBeats(must(arms[index]), must(arms[0])) : null,
          probabilityBest: enough ? must(best[index]) : null,
        })),
      } satisfies ExperimentResult;
    });
}
