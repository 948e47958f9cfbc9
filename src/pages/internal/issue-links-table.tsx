import { count, issueResults } from "../../content/issue-results";
import type { IssueLinkView } from "../../newsletter/issue-links";
import * as statsCss from "../internal-stats.css";
import * as css from "./issue-results.css";
import { keyed } from "../../components/keyed";

const words = issueResults.links;

/** A site number: a count, or words saying why there is none (a link off the site, a name gone from the email). */
function site(row: IssueLinkView, field: "visitors" | "signups" | "confirmed" | "bookings" | "inquiries") {
  const value = row[field];
  return value === null ? "–" : count(value);
}

/** The link's name as he reads it: its words, its name, or the whole issue for the total. */
function linkCell(row: IssueLinkView) {
  if (row.link === null) return <strong>{words.total}</strong>;
  const label = row.text || row.link;
  const aside = row.url === null ? words.gone : row.visitors === null ? words.offSite : undefined;
  return (
    <>
      {label}
      {row.url ? <span className={css.url}>{` ${row.url}`}</span> : null}
      {aside ? <small className={css.note}>{aside}</small> : null}
    </>
  );
}

/**
 * One row per link of an issue, then its total: Kit's unique clicks, then visitors, signups,
 * confirmed, booking clicks and inquiries the site counted from it. With `withIssue`, rows of many
 * issues side by side (the stats page). The gaps are said once, under the table.
 */
export function IssueLinksTable({
  id,
  rows,
  withIssue = false,
  titled = true,
  issueTitle,
}: {
  /** The id of its title: its own, or (titled false) the page's heading above it. */
  id: string;
  rows: readonly IssueLinkView[];
  withIssue?: boolean;
  titled?: boolean;
  /** The issue the rows belong to: names the table apart from the other issues' on the same page. */
  issueTitle?: string;
}) {
  return (
    <div className={css.part} data-issue-links="">
      {titled ? (
        <p id={id} className={css.heading}>
          {words.title}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className={css.value}>{words.none}</p>
      ) : (
        <section
          className={statsCss.scroller}
          {...(issueTitle ? { "aria-label": words.label(issueTitle) } : { "aria-labelledby": id })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table: the keyboard reaches it to scroll it (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          <table className={statsCss.table}>
            <thead>
              <tr>
                {withIssue ? <th scope="col">{words.issue}</th> : null}
                <th scope="col">{words.link}</th>
                <th scope="col">{words.clicks}</th>
                <th scope="col">{words.visitors}</th>
                <th scope="col">{words.signups}</th>
                <th scope="col">{words.confirmed}</th>
                <th scope="col">{words.bookings}</th>
                <th scope="col">{words.inquiries}</th>
              </tr>
            </thead>
            <tbody>
              {keyed(rows).map(([key, row]) => (
                <tr key={key} data-link-row={row.link ?? "(total)"} data-link-issue={row.issue}>
                  {withIssue ? <td>{row.issue}</td> : null}
                  <th scope="row">{linkCell(row)}</th>
                  <td data-cell="clicks">{row.clicks === null ? words.notReported : count(row.clicks)}</td>
                  <td data-cell="visitors">{site(row, "visitors")}</td>
                  <td data-cell="signups">{site(row, "signups")}</td>
                  <td data-cell="confirmed">{site(row, "confirmed")}</td>
                  <td data-cell="bookings">{site(row, "bookings")}</td>
                  <td data-cell="inquiries">{site(row, "inquiries")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {rows.length > 0 ? <p className={css.note}>{words.note}</p> : null}
    </div>
  );
}
