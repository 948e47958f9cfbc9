import { statsPage } from "../content/stats";
import type { ExperimentResult } from "../stats/contract";
import { MIN_CONVERSIONS, MIN_VISITORS_PER_VARIANT, WINNER_PROBABILITY } from "../stats/verdict-thresholds";
import * as css from "./internal-stats.css";

const words = statsPage.experiments;
const percent = (value: number | null, digits = 1) => (value === null ? "–" : `${(value * 100).toFixed(digits)}%`);
const goalWords = (goal: string) => (goal.startsWith("signup:") ? words.goalOfForm(goal.slice("signup:".length)) : (words.goal[goal] ?? goal));

function verdictOf(experiment: ExperimentResult): string {
  const share = Math.round(WINNER_PROBABILITY * 100);
  if (experiment.verdict === "not-enough-data") return words.verdict["not-enough-data"](MIN_VISITORS_PER_VARIANT, MIN_CONVERSIONS);
  if (experiment.verdict === "winner" && experiment.winner) return words.verdict.winner(experiment.winner, share);
  return words.verdict["no-winner-yet"](share);
}

/** Each experiment of the period: its variants' numbers and the verdict (worker/stats/verdict.ts). */
export function ExperimentResults({ experiments }: { experiments: readonly ExperimentResult[] }) {
  return (
    <section className={css.section} aria-labelledby="experiments">
      <h2 id="experiments">{words.title}</h2>
      {experiments.length === 0 ? <p className={css.note}>{words.none}</p> : null}
      {experiments.map((experiment) => {
        const id = `experiment-${experiment.id}`;
        return (
          <div key={experiment.id} className={css.section}>
            <h3 id={id}>{experiment.question}</h3>
            <p className={css.note}>
              {words.summary(experiment.page, experiment.start, experiment.end, goalWords(experiment.goal), words.states[experiment.state])}
            </p>
            <p>
              <strong>{verdictOf(experiment)}</strong>
            </p>
            <section
              className={css.scroller}
              aria-labelledby={id}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table: the keyboard reaches it to scroll it (axe: scrollable-region-focusable)
              tabIndex={0}
            >
              <table className={css.table}>
                <thead>
                  <tr>
                    <th scope="col">{words.variant}</th>
                    <th scope="col">{statsPage.totals.views}</th>
                    <th scope="col">{statsPage.totals.visitors}</th>
                    <th scope="col">{words.conversions}</th>
                    <th scope="col">{words.rate}</th>
                    <th scope="col">{words.beatsControl}</th>
                    <th scope="col">{words.best}</th>
                    <th scope="col">{statsPage.totals.inquiries}</th>
                  </tr>
                </thead>
                <tbody>
                  {experiment.variants.map((variant, index) => (
                    <tr key={variant.id}>
                      <th scope="row">
                        {variant.id}
                        {index === 0 && variant.id !== "control" ? ` ${words.control}` : null}
                      </th>
                      <td>{variant.views}</td>
                      <td>{variant.visitors}</td>
                      <td>{variant.conversions}</td>
                      <td>{percent(variant.rate)}</td>
                      <td>{percent(variant.probabilityBeatsControl)}</td>
                      <td>{percent(variant.probabilityBest)}</td>
                      <td>{variant.inquiries}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </div>
        );
      })}
      <p className={css.note}>{words.method}</p>
    </section>
  );
}
