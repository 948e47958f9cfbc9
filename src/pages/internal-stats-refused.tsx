import { statsPage } from "../content/stats";
import type { StatsReport } from "../stats/contract";
import * as css from "./internal-stats.css";

const words = statsPage.refused;

/** How many view beacons were refused, per reason: a flood shows here instead of in the numbers. */
export function RefusedBeacons({ refused }: { refused: StatsReport["refused"] }) {
  return (
    // The table's scrolling box is the landmark named by the heading, as on the other tables: one landmark, one name.
    <section className={css.section}>
      <h2 id="refused">{words.title}</h2>
      <p className={css.note}>{words.lead}</p>
      {refused.length === 0 ? (
        <p className={css.note}>{words.none}</p>
      ) : (
        <section
          className={css.scroller}
          aria-labelledby="refused"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table: the keyboard reaches it to scroll it (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{words.reason}</th>
                <th scope="col">{words.beacons}</th>
              </tr>
            </thead>
            <tbody>
              {refused.map((row) => (
                <tr key={row.reason}>
                  <th scope="row">{words.reasons[row.reason] ?? row.reason}</th>
                  <td>{row.beacons}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
