import { archiveSearch } from "../content/search";
import * as css from "./internal-stats.css";

const words = archiveSearch.misses;

export interface SearchMissRow {
  query: string;
  count: number;
}

/** What readers searched the archive for and found nothing (worker/search): a subject the next issue could take. */
export function SearchMisses({ misses }: { misses?: readonly SearchMissRow[] }) {
  return (
    // The table's scrolling box is the landmark named by the heading, as on the other tables.
    <section className={css.section}>
      <h2 id="search-misses">{words.title}</h2>
      <p className={css.note}>{words.lead}</p>
      {!misses ? (
        <p className={css.note}>{words.unavailable}</p>
      ) : misses.length === 0 ? (
        <p className={css.note}>{words.none}</p>
      ) : (
        <section
          className={css.scroller}
          aria-labelledby="search-misses"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table: the keyboard reaches it to scroll it (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{words.search}</th>
                <th scope="col">{words.count}</th>
              </tr>
            </thead>
            <tbody>
              {misses.map((row) => (
                <tr key={row.query}>
                  <th scope="row">{row.query}</th>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
