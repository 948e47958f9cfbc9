import { statsPage as words } from "../content/stats";
import type { Counts } from "../stats/contract";
import * as css from "./internal-stats.css";
import { keyed } from "../components/keyed";

/** A rate of 0..1 (the report's: never above 1, signups from outside the site left out), or "–" without visitors. */
export const percent = (rate: number, counts: Counts) => (counts.visitors ? `${(rate * 100).toFixed(1)}%` : "–");

interface Column<Row> {
  label: string;
  value: (row: Row) => string | number;
}

/** A table of counts by page, source, video or form, with their rates. */
export function CountsTable<Row extends Counts>({
  id,
  title,
  rows,
  keys,
  counts,
}: {
  id: string;
  title: string;
  rows: Row[];
  keys: Column<Row>[];
  counts?: Column<Row>[];
}) {
  const columns: Column<Row>[] = counts
    ? [...keys, ...counts]
    : [
        ...keys,
        { label: words.totals.views, value: (row) => row.views },
        { label: words.totals.visitors, value: (row) => row.visitors },
        { label: words.totals.signups, value: (row) => row.signups },
        { label: words.totals.signupRate, value: (row) => percent(row.signupRate, row) },
        { label: words.totals.confirmed, value: (row) => row.confirmed },
        { label: words.totals.confirmedRate, value: (row) => percent(row.confirmedRate, row) },
        { label: words.totals.bookings, value: (row) => row.bookings },
        { label: words.totals.inquiries, value: (row) => row.inquiries },
      ];
  return (
    <section className={css.section}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className={css.note}>{words.empty}</p>
      ) : (
        <section
          className={css.scroller}
          aria-labelledby={id}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table: the keyboard reaches it to scroll it (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          <table className={css.table}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {keyed(rows).map(([key, row]) => (
                <tr key={key}>
                  {columns.map((column, at) =>
                    at === 0 ? (
                      <th key={column.label} scope="row">
                        {column.value(row) || "–"}
                      </th>
                    ) : (
                      <td key={column.label}>{column.value(row) || (typeof column.value(row) === "number" ? 0 : "–")}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
